import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { formatDate } from '../../../domain/dates';
import type { Event } from '../../../domain/event-schemas';
import { registrationClosedReason } from '../../../domain/events';
import { MESSAGES } from '../../../domain/messages';
import { CLOSED_REASON_TEXT } from '../../components/event-card';
import { PageContainer } from '../../components/page-container';
import { ApiError } from '../../lib/api-client';
import { rememberRegistrationAfterLogin } from '../../lib/post-login-redirect';
import { useSession } from '../../lib/session';
import { siteTimeZone } from '../../lib/site-settings';
import { usePageTitle } from '../../lib/use-page-title';
import { eventIdFrom } from './register-location';
import { RegistrationForm } from './registration-form';
import { eventQuery } from './registrations-api';

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
  const date = event ? formatDate(event.date, siteTimeZone) : undefined;
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

function BackToEvents() {
  return (
    <Box sx={{ mt: 3, display: 'flex', justifyContent: 'flex-end' }}>
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
 * afterwards (SPEC.md section 4, DESIGN.md 7.5); without an event id the page says so; a closed
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

  // Register while logged out (SPEC.md section 4): remember the event, say why, and go to the
  // login page, which brings the member back here.
  useEffect(() => {
    if (!visitorOnArrival || !eventId || detoured.current) return;
    detoured.current = true;
    rememberRegistrationAfterLogin(eventId);
    window.alert(MESSAGES.loginToRegister);
    void navigate('/login', { replace: true });
  }, [visitorOnArrival, eventId, navigate]);

  const event = useQuery({ ...eventQuery(eventId ?? ''), enabled: Boolean(user && eventId) });

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
      void navigate('/login');
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

  if (event.isPending) {
    return <PageContainer>{<Box sx={{ minHeight: 480 }} aria-busy="true" />}</PageContainer>;
  }

  if (event.isError) {
    // The name falls back to 'Event' when the event cannot be fetched (SPEC.md section 8).
    return (
      <RegisterFrame title="Event Registration">
        <Alert severity="error" role="alert">
          {loadFailureText(event.error)}
        </Alert>
        <BackToEvents />
      </RegisterFrame>
    );
  }

  const closed = registrationClosedReason(event.data, now);
  const title = `${event.data.name} Registration`;
  if (closed) {
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
      <RegistrationForm key={`${event.data._id}-${user.email}`} event={event.data} user={user} />
    </RegisterFrame>
  );
}
