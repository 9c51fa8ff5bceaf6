import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import { formatDateTime } from '@/domain/dates';
import type { Event } from '@/domain/event-schemas';
import { QUESTION_KIND_LABELS, type EventQuestion } from '@/domain/event-questions';
import { formatFee, formatRupees } from '@/domain/money';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useEventSummary } from './api/get-event-summary';
import { CsvButton } from '@/client/components/admin/csv-button';
import { useCan } from '@/client/lib/admin/admin-self';
import { siteTimeZone } from '@/client/lib/site-settings';
import { AdminDialog } from '@/client/components/admin/admin-dialog';
import { DetailList } from '@/client/components/detail-list';
import { STATUS_LABELS, TYPE_LABELS } from '@/client/lib/admin/labels';

/** 'T-shirt size (one of S, M, L; required, each team member)'. */
function questionLine(question: EventQuestion): string {
  const notes = [
    question.options.length > 0
      ? `${question.kind === 'choices' ? 'any of' : 'one of'} ${question.options.join(', ')}`
      : QUESTION_KIND_LABELS[question.kind].toLowerCase(),
    question.required ? 'required' : 'optional',
    ...(question.perMember ? ['each team member'] : []),
  ];
  return `${question.label} (${notes.join('; ')})`;
}

/** The event's registrations by state and its money, for roles that read money. */
function EventMoneySummary({ eventId, open }: { eventId: string; open: boolean }) {
  const summary = useEventSummary(eventId, open);
  return (
    <Box component="section" aria-labelledby="event-money-heading" sx={{ mt: 3 }}>
      <Typography id="event-money-heading" variant="h3" sx={{ mb: 1.5 }}>
        Registrations and money
      </Typography>
      {summary.isError ? (
        <Alert severity="error">The summary could not be loaded.</Alert>
      ) : !summary.data ? (
        <Skeleton variant="rounded" height={160} />
      ) : (
        <DetailList
          items={[
            { label: 'Confirmed', value: String(summary.data.registrations.confirmed) },
            {
              label: 'Awaiting payment',
              value: String(summary.data.registrations.awaitingPayment),
            },
            { label: 'Waiting', value: String(summary.data.registrations.waitlisted) },
            {
              label: 'Cancelled',
              value: String(
                summary.data.registrations.cancelled + summary.data.registrations.expired,
              ),
            },
            { label: 'Collected', value: formatRupees(summary.data.collected) },
            { label: 'Refunded', value: formatRupees(summary.data.refunded) },
            { label: 'Net', value: formatRupees(summary.data.net) },
            { label: 'Pending', value: formatRupees(summary.data.pending) },
          ]}
        />
      )}
      <Box sx={{ mt: 2 }}>
        <CsvButton
          label="Every event's summary (CSV)"
          path="/admins/exports/event-summary.csv"
          fileName="event-summary.csv"
        />
      </Box>
    </Box>
  );
}

interface EventDetailsDialogProps {
  /** The event shown (kept while the dialog closes). */
  event: Event | null;
  open: boolean;
  onClose: () => void;
}

/** 'Event Details': every field of the event. */
export function EventDetailsDialog({ event, open, onClose }: EventDetailsDialogProps) {
  const canReadMoney = useCan('money.read');
  return (
    <AdminDialog
      id="event-details"
      title="Event Details"
      open={open && event !== null}
      onClose={onClose}
    >
      {event && (
        // Focusable, so the details can be scrolled with the keyboard (full screen on phones).
        <DialogContent dividers tabIndex={0}>
          <DetailList
            items={[
              { label: 'Name', value: event.name },
              { label: 'Description', value: event.description },
              { label: 'Name in Hindi', value: event.nameHi ?? 'Not written' },
              { label: 'Name in Marathi', value: event.nameMr ?? 'Not written' },
              { label: 'Description in Hindi', value: event.descriptionHi ?? 'Not written' },
              { label: 'Description in Marathi', value: event.descriptionMr ?? 'Not written' },
              { label: 'Date', value: formatDateTime(event.date, siteTimeZone) ?? 'TBD' },
              { label: 'Deadline', value: formatDateTime(event.deadline, siteTimeZone) ?? 'None' },
              { label: 'Location', value: event.location },
              {
                label: 'Max participants',
                value: event.maxParticipants > 0 ? String(event.maxParticipants) : 'No limit',
              },
              { label: 'Prize details', value: event.prizeDetails },
              { label: 'Organizer', value: event.organizer },
              { label: 'Contact info', value: event.contactInfo },
              { label: 'Additional notes', value: event.additionalNotes },
              { label: 'Status', value: STATUS_LABELS[event.status] },
              {
                label: 'Registration types',
                value: event.allowedRegistrationTypes.map((type) => TYPE_LABELS[type]).join(', '),
              },
              {
                label: 'Individual fee',
                value: event.allowedRegistrationTypes.includes('individual')
                  ? formatFee(event.amountIndividual)
                  : 'Not offered',
              },
              {
                label: 'Team fee',
                value: event.allowedRegistrationTypes.includes('team')
                  ? formatFee(event.amountTeam)
                  : 'Not offered',
              },
              { label: 'Registrations', value: String(event.registrationCount) },
              {
                label: 'Questions',
                value:
                  event.questions.length === 0
                    ? 'None'
                    : event.questions.map(questionLine).join('\n'),
              },
            ]}
          />
          {canReadMoney && <EventMoneySummary eventId={event._id} open={open} />}
        </DialogContent>
      )}
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button variant="contained" onClick={onClose} sx={{ width: { xs: '100%', sm: 'auto' } }}>
          Close
        </Button>
      </DialogActions>
    </AdminDialog>
  );
}
