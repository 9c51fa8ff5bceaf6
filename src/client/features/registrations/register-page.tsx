import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { formatDate } from '@/domain/dates';
import type { Event } from '@/domain/event-schemas';
import { registrationClosedReason } from '@/domain/events';
import { isLive } from '@/domain/lifecycle';
import { MESSAGES } from '@/domain/messages';
import type { Registration } from '@/domain/registration-schemas';
import { CLOSED_REASON_TEXT } from '@/client/components/event-card';
import { LoadingPlaceholder } from '@/client/components/loadable-list';
import { PageContainer } from '@/client/components/page-container';
import { ApiError } from '@/client/lib/api-client';
import { useMyRegistrations } from '@/client/lib/api/get-my-registrations';
import { rememberRegistrationAfterLogin, returnAfterLogin } from '@/client/lib/post-login-redirect';
import { registrationHref } from '@/client/lib/registration-href';
import { useSession } from '@/client/lib/session';
import { siteTimeZone } from '@/client/lib/site-settings';
import { eventWhen } from '@/client/lib/event-when';
import { usePageTitle } from '@/client/lib/use-page-title';
import { useEvent } from '@/client/lib/api/get-event';
import { eventIdFrom } from './register-location';
import { awaitsPayment, PayNowButton } from './pay-now-button';
import { RegistrationForm } from './registration-form';

/** The frame of the page: the title, what the event is, and the content. */
function RegisterFrame({
  title,
  event,
  children,
}: {
  title: string;
  event?: Event;
  children: ReactNode;
}) {
  usePageTitle(title);
  const date = event ? eventWhen(event.date, '') : undefined;
  const where = [date, event?.location].filter(Boolean).join(' · ');
  return (
    <PageContainer>
      <Card sx={{ maxWidth: 960, mx: 'auto', p: { xs: 2.5, sm: 4 } }}>
        <Typography variant="h1" sx={{ mb: where ? 0.5 : 3, overflowWrap: 'anywhere' }}>
          {title}
        </Typography>
        {where && <Typography sx={{ color: 'text.secondary', mb: 3 }}>{where}</Typography>}
        {children}
      </Card>
    </PageContainer>
  );
}

function BackToEvents({ children }: { children?: ReactNode }) {
  return (
    <Box sx={{ mt: 3, display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: 1.5 }}>
      {children}
      <Button
        component={RouterLink}
        to="/home"
        variant="outlined"
        startIcon={<ArrowBackIcon />}
        sx={{ width: { xs: '100%', sm: 'auto' }, minWidth: { sm: 180 } }}
      >
        Back to Events
      </Button>
    </Box>
  );
}

/** The member has joined this event already: say so, and where to see it, instead of a form. */
function AlreadyRegistered({ registration }: { registration: Registration }) {
  const how =
    registration.registrationType === 'team'
      ? `with a team of ${registration.teamMembers.length + 1}`
      : 'on your own';
  const when = formatDate(registration.createdAt, siteTimeZone);
  const unpaid = awaitsPayment(registration);
  const waiting = registration.status === 'waitlisted';
  return (
    <>
      <Alert severity={unpaid ? 'warning' : waiting ? 'info' : 'success'} role="status">
        <AlertTitle>
          {unpaid
            ? 'Payment pending'
            : waiting
              ? `You are on the waiting list${registration.waitlistPosition ? ` (number ${registration.waitlistPosition})` : ''}`
              : 'You are registered'}
        </AlertTitle>
        You registered for this event {how} on {when}. Your student ID is {registration.studentId}.
        {unpaid && ' Your place is held while you pay; an unpaid registration lapses.'}
        {waiting && ' We will e-mail you when a place frees up.'}
      </Alert>
      {unpaid && (
        <Box sx={{ mt: 2 }}>
          <PayNowButton registration={registration} />
        </Box>
      )}
      <BackToEvents>
        <Button
          component={RouterLink}
          to={registrationHref(registration._id)}
          variant="contained"
          sx={{ width: { xs: '100%', sm: 'auto' } }}
        >
          See your registration
        </Button>
      </BackToEvents>
    </>
  );
}

/** Why the event could not be shown: unknown, or not reachable just now. */
function loadFailureText(error: unknown): string {
  if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
    return 'We could not find this event. It may have been removed; please choose one from the list of events.';
  }
  return 'We could not load this event just now. Please go back to the events and try again.';
}

/**
 * The registration page (/register). The event comes from navigation state `{ eventId }` or
 * `?event=<id>`. A visitor without a session is sent to log in first and brought back here
 * afterwards; without an event id the page says so; a closed
 * event shows why; otherwise the form.
 */
export function RegisterPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const user = useSession();
  const eventId = eventIdFrom(location);
  const detoured = useRef(false);
  const [now] = useState(() => new Date());
  const [visitorOnArrival] = useState(() => user === null);

  // Register while logged out: remember the event, say why, and go to the
  // login page, which brings the member back here.
  useEffect(() => {
    if (!visitorOnArrival || !eventId || detoured.current) return;
    detoured.current = true;
    rememberRegistrationAfterLogin(eventId);
    window.alert(MESSAGES.loginToRegister);
    void navigate('/login', { replace: true, state: returnAfterLogin(location, 'required') });
  }, [visitorOnArrival, eventId, navigate, location]);

  const event = useEvent(eventId, Boolean(user));
  // To say so when the member has joined already, and to fill in what they gave last time.
  const mine = useMyRegistrations(user?.email);

  if (!eventId) {
    return (
      <RegisterFrame title="Event Registration">
        <Alert severity="error" role="alert">
          {MESSAGES.eventIdMissing}
        </Alert>
        <BackToEvents />
      </RegisterFrame>
    );
  }

  if (!user) {
    // On arrival the effect above goes to the login page; a session that ends on this page (a
    // refused token, say) offers the same way back.
    const logIn = () => {
      rememberRegistrationAfterLogin(eventId);
      void navigate('/login', { state: returnAfterLogin(location, 'required') });
    };
    return (
      <RegisterFrame title="Event Registration">
        <Typography>{MESSAGES.loginToRegister}</Typography>
        {!visitorOnArrival && (
          <Box sx={{ mt: 3, display: 'flex', justifyContent: 'flex-end' }}>
            <Button
              variant="contained"
              onClick={logIn}
              sx={{ width: { xs: '100%', sm: 'auto' }, minWidth: { sm: 180 } }}
            >
              Log in to register
            </Button>
          </Box>
        )}
      </RegisterFrame>
    );
  }

  if (event.isPending || mine.isPending) {
    return (
      <PageContainer>
        <LoadingPlaceholder minHeight={480} />
      </PageContainer>
    );
  }

  if (event.isError) {
    // The name falls back to 'Event' when the event cannot be fetched.
    return (
      <RegisterFrame title="Event Registration">
        <Alert severity="error" role="alert">
          {loadFailureText(event.error)}
        </Alert>
        <BackToEvents />
      </RegisterFrame>
    );
  }

  const title = `${event.data.name} Registration`;
  const myRegistrations = mine.data ?? [];
  const existing = myRegistrations.find(
    (registration) => registration.event._id === event.data._id && isLive(registration.status),
  );
  if (existing) {
    return (
      <RegisterFrame title={title} event={event.data}>
        <AlreadyRegistered registration={existing} />
      </RegisterFrame>
    );
  }

  const closed = registrationClosedReason(event.data, now);
  const waitlist = closed === 'full' && event.data.waitlist;
  if (closed && !waitlist) {
    return (
      <RegisterFrame title={title} event={event.data}>
        <Alert severity="warning" role="status">
          <AlertTitle>Registration closed</AlertTitle>
          {CLOSED_REASON_TEXT[closed]} Other events are open on the events page.
        </Alert>
        <BackToEvents />
      </RegisterFrame>
    );
  }

  return (
    <RegisterFrame title={title} event={event.data}>
      <RegistrationForm
        key={`${event.data._id}-${user.email}`}
        event={event.data}
        user={user}
        previous={myRegistrations[0]}
        waitlist={waitlist}
      />
    </RegisterFrame>
  );
}
