import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '@/domain/dates';
import type { CheckInAnswer } from '@/domain/lifecycle';
import { siteTimeZone } from '@/client/lib/site-settings';

type Registration = Omit<CheckInAnswer, 'admitted'> & { admitted?: number[] };

interface PeopleListProps {
  registration: Registration;
  /** Checks in the people given (a team member by member); absent: the list only shows. */
  onCheckIn?: (people: number[]) => void;
  busy?: boolean;
}

/** A ticket's people: who is in (when, by whom, at which gate) and who is not yet. */
export function PeopleList({ registration, onCheckIn, busy = false }: PeopleListProps) {
  const waiting = registration.people.filter((person) => !person.checkedInAt);
  const team = registration.people.length > 1;
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1 }}>
        {registration.people.map((person) => (
          <Box
            component="li"
            key={person.person}
            sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, minHeight: 44 }}
          >
            {person.checkedInAt ? (
              <CheckCircleIcon aria-hidden sx={{ color: 'success.main' }} />
            ) : null}
            <Box sx={{ flex: '1 1 12rem', minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {person.name}
                {team && person.person === 0 ? ' (registered the team)' : ''}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {person.checkedInAt
                  ? `In at ${person.checkedInAt} by ${person.checkedInBy}${person.gate ? `, ${person.gate}` : ''}`
                  : 'Not checked in yet'}
              </Typography>
            </Box>
            {onCheckIn && team && !person.checkedInAt && (
              <Button
                variant="outlined"
                onClick={() => onCheckIn([person.person])}
                disabled={busy}
                aria-label={`Check in ${person.name}`}
              >
                Check in
              </Button>
            )}
          </Box>
        ))}
      </Box>
      {onCheckIn && registration.status === 'confirmed' && waiting.length > 0 && (
        <Button
          variant="contained"
          color="secondary"
          onClick={() => onCheckIn(waiting.map((person) => person.person))}
          disabled={busy}
          sx={{ justifySelf: { xs: 'stretch', sm: 'start' } }}
        >
          {team
            ? `Check in everyone not yet in (${waiting.length})`
            : `Check in ${registration.name}`}
        </Button>
      )}
    </Box>
  );
}

export type ScanOutcome =
  | { kind: 'admitted'; answer: CheckInAnswer }
  | { kind: 'refused'; status: number; message: string };

/** What the last scan or check-in said, large enough to read at arm's length. */
export function CheckInOutcome({
  outcome,
  onCheckIn,
  busy,
}: {
  outcome: ScanOutcome;
  onCheckIn: (people: number[]) => void;
  busy: boolean;
}) {
  if (outcome.kind === 'refused') {
    return (
      <Alert
        severity={outcome.status === 409 ? 'warning' : 'error'}
        role="alert"
        sx={{ fontSize: '1.0625rem' }}
      >
        <AlertTitle>
          {outcome.status === 409 ? 'Not admitted again' : 'Not a valid ticket'}
        </AlertTitle>
        {outcome.message}
      </Alert>
    );
  }
  const { answer } = outcome;
  const names = answer.admitted.map((index) => answer.people[index]?.name).filter(Boolean);
  return (
    <Alert
      severity="success"
      role="status"
      sx={{ fontSize: '1.0625rem' }}
      icon={<CheckCircleIcon />}
    >
      <AlertTitle>Welcome: {names.join(', ')}</AlertTitle>
      <Typography sx={{ mb: 1.5 }}>
        {answer.event.name}
        {answer.event.date ? `, ${formatDateTime(answer.event.date, siteTimeZone)}` : ''} ·{' '}
        {answer.registrationType === 'team' ? 'Team' : 'Individual'} · {answer.studentId}
      </Typography>
      <PeopleList registration={answer} onCheckIn={onCheckIn} busy={busy} />
    </Alert>
  );
}
