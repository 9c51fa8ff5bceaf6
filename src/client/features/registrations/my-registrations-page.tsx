import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import type { MyRegistration } from '@/domain/registration-schemas';
import { GridList } from '@/client/components/grid-list';
import { LoadableList } from '@/client/components/loadable-list';
import { PageContainer } from '@/client/components/page-container';
import { useMyRegistrations } from '@/client/lib/api/get-my-registrations';
import { useSession } from '@/client/lib/session';
import { useMemberTexts } from '@/client/lib/member-texts/context';
import { useFormat } from '@/client/lib/page-texts/format';
import { fill } from '@/client/lib/page-texts/fill';
import { siteTimeZone } from '@/client/lib/site-settings';
import { serverMessage } from '@/client/lib/server-message';
import { usePageTitle } from '@/client/lib/use-page-title';
import { CalendarButtons } from './calendar-buttons';
import { awaitsPayment, PayNowButton } from './pay-now-button';
import { RegistrationDetailsDialog } from './registration-details-dialog';
import { RegistrationStatusChip } from './registration-status-chip';
import { usePayForRegistration } from './use-pay-for-registration';

/** The first letter of the event's name, for its avatar. */
const initialOf = (name: string) => Array.from(name.trim())[0]?.toUpperCase() ?? '?';

function RegistrationCard({
  registration,
  onOpen,
}: {
  registration: MyRegistration;
  onOpen: () => void;
}) {
  const texts = useMemberTexts().registrations;
  const format = useFormat();
  const team = registration.registrationType === 'team';
  const { event, money } = registration;
  return (
    // A column: the summary grows, the actions sit below it and are never cut off.
    <Card sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardActionArea
        onClick={onOpen}
        aria-haspopup="dialog"
        sx={{
          flexGrow: 1,
          p: 2.5,
          display: 'flex',
          alignItems: 'flex-start',
          justifyContent: 'flex-start',
          gap: 2,
        }}
      >
        <Avatar
          aria-hidden="true"
          sx={{
            bgcolor: 'primary.main',
            color: '#FFFFFF',
            width: 48,
            height: 48,
            fontWeight: 700,
            border: '3px solid',
            borderColor: 'marigold.main',
          }}
        >
          {initialOf(event.name)}
        </Avatar>
        <Box
          component="span"
          sx={{ display: 'flex', flexDirection: 'column', gap: 0.5, minWidth: 0 }}
        >
          <Typography
            component="span"
            variant="h3"
            sx={{ fontSize: '1.125rem', overflowWrap: 'anywhere' }}
          >
            {event.name}
          </Typography>
          <Typography component="span" variant="body2">
            <strong>{texts.dateLabel}</strong>{' '}
            {format.eventWhen(event.date, siteTimeZone) ?? texts.tbd}
          </Typography>
          {event.location && (
            <Typography component="span" variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              <strong>{texts.whereLabel}</strong> {event.location}
            </Typography>
          )}
          <Typography component="span" variant="body2">
            <strong>{texts.studentIdLabel}</strong> {registration.studentId}
          </Typography>
          {money.paid > 0 && (
            <Typography component="span" variant="body2">
              <strong>{texts.paidLabel}</strong> {format.rupees(money.paid)}
              {money.receiptNumber ? fill(texts.receiptNote, { number: money.receiptNumber }) : ''}
            </Typography>
          )}
          <Box component="span" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 0.5 }}>
            <Chip
              component="span"
              size="small"
              label={team ? texts.team : texts.individual}
              color={team ? 'secondary' : 'primary'}
              variant={team ? 'filled' : 'outlined'}
              // White on saffron (3.8:1) is too faint for small text; the darker shade passes AA.
              sx={{
                alignSelf: 'flex-start',
                fontWeight: 600,
                ...(team && { bgcolor: 'secondary.dark' }),
              }}
            />
            <RegistrationStatusChip registration={registration} />
          </Box>
        </Box>
      </CardActionArea>
      <Box sx={{ px: 2.5, pb: 2.5, pt: 1, display: 'grid', gap: 1 }}>
        {awaitsPayment(registration) && <PayNowButton registration={registration} />}
        {registration.status === 'confirmed' && <CalendarButtons registration={registration} />}
        <Button
          variant="text"
          onClick={onOpen}
          aria-haspopup="dialog"
          sx={{ justifySelf: 'start' }}
          aria-label={fill(texts.detailsOf, { event: event.name })}
        >
          {texts.details}
        </Button>
      </Box>
    </Card>
  );
}

/**
 * Opens the payment window once for `?pay=<id>` (the waiting-list offer mail's Pay now), as soon
 * as the registration has loaded and still waits for its fee; the member lands here after login.
 */
function usePayFromLink(
  payId: string | null,
  list: MyRegistration[] | undefined,
  showDetails: (registrationId: string) => void,
) {
  const texts = useMemberTexts().registrations;
  const payment = usePayForRegistration();
  const started = useRef(false);
  const [outcome, setOutcome] = useState<string | null>(null);
  useEffect(() => {
    if (!payId || !list || started.current || !payment.available) return;
    const registration = list.find((candidate) => candidate._id === payId);
    if (!registration) return;
    started.current = true;
    // Paid meanwhile, or the offer lapsed: its details say where it stands.
    if (!awaitsPayment(registration)) {
      showDetails(registration._id);
      return;
    }
    payment.pay(registration).then(
      (result) => {
        if (result.kind === 'dismissed') setOutcome(texts.notCompleted);
      },
      (error: unknown) => setOutcome(serverMessage(error, texts.payFailed)),
    );
  }, [payId, list, payment, showDetails, texts]);
  return outcome;
}

/**
 * My Registered Events (/users/registrations), the member's hub: a card per registration (the
 * event's initial, name, when and where, student id, what was paid, Team or Individual, status)
 * with Pay now or Add to calendar below it; a card opens the Registration Details dialog. A
 * failed fetch shows the empty state, which invites the member to the events.
 */
export function MyRegistrationsPage() {
  const texts = useMemberTexts().registrations;
  usePageTitle(texts.pageTitle);
  const user = useSession();
  const registrations = useMyRegistrations(user?.email);
  // A link to one registration (`?registration=<id>`, from an event card say) opens its details.
  const [searchParams] = useSearchParams();
  // `?pay=<id>` comes from the mail that offers a place from the waiting list.
  const payId = searchParams.get('pay');
  const linked = searchParams.get('registration');
  const [selectedId, setSelectedId] = useState<string | null>(linked);
  const [dialogOpen, setDialogOpen] = useState(linked !== null);
  const list = registrations.data ?? [];
  const showDetails = useCallback((registrationId: string) => {
    setSelectedId(registrationId);
    setDialogOpen(true);
  }, []);
  const payProblem = usePayFromLink(payId, registrations.data, showDetails);
  const selected = list.find((registration) => registration._id === selectedId) ?? null;

  return (
    <PageContainer>
      <Typography variant="h1" sx={{ mb: 1 }}>
        {texts.pageTitle}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 4 }}>{texts.intro}</Typography>

      {payProblem && (
        <Alert severity="info" role="status" sx={{ mb: 3 }}>
          {payProblem}
        </Alert>
      )}

      <LoadableList
        pending={registrations.isPending}
        empty={list.length === 0}
        emptyMessage={texts.none}
        emptyDetail={texts.noneDetail}
        emptyAction={
          <Button component={RouterLink} to="/home" variant="contained">
            {texts.browse}
          </Button>
        }
      >
        <GridList columns={{ xs: 1, sm: 2, md: 3 }} gap={2.5}>
          {list.map((registration) => (
            <li key={registration._id}>
              <RegistrationCard
                registration={registration}
                onOpen={() => showDetails(registration._id)}
              />
            </li>
          ))}
        </GridList>
      </LoadableList>

      <RegistrationDetailsDialog
        registration={selected}
        open={dialogOpen}
        onClose={() => setDialogOpen(false)}
      />
    </PageContainer>
  );
}
