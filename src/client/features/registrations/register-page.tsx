import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import type { Event } from '@/domain/event-schemas';
import { registrationClosedReason } from '@/domain/events';
import { isLive } from '@/domain/lifecycle';
import type { Registration } from '@/domain/registration-schemas';
import { closedReasonText } from '@/client/components/event-card';
import { LoadingPlaceholder } from '@/client/components/loadable-list';
import { PageContainer } from '@/client/components/page-container';
import { ApiError } from '@/client/lib/api-client';
import { useMyRegistrations } from '@/client/lib/api/get-my-registrations';
import { rememberRegistrationAfterLogin, returnAfterLogin } from '@/client/lib/post-login-redirect';
import { registrationHref } from '@/client/lib/registration-href';
import { useSession } from '@/client/lib/session';
import { siteTimeZone } from '@/client/lib/site-settings';
import { usePageTitle } from '@/client/lib/use-page-title';
import { useEvent } from '@/client/lib/api/get-event';
import { useEventTexts } from '@/client/lib/event-texts';
import { useMemberTexts } from '@/client/lib/member-texts/context';
import { useFormat } from '@/client/lib/page-texts/format';
import { fill } from '@/client/lib/page-texts/fill';
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
  const format = useFormat();
  const date = event ? format.eventWhen(event.date, siteTimeZone) : undefined;
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
  const texts = useMemberTexts().registerForm;
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
        {texts.backToEvents}
      </Button>
    </Box>
  );
}

/** The member has joined this event already: say so, and where to see it, instead of a form. */
function AlreadyRegistered({ registration }: { registration: Registration }) {
  const texts = useMemberTexts().registerForm;
  const format = useFormat();
  const date = format.date(registration.createdAt, siteTimeZone) ?? '';
  const unpaid = awaitsPayment(registration);
  const waiting = registration.status === 'waitlisted';
  const registered =
    registration.registrationType === 'team'
      ? fill(texts.registeredWithTeam, {
          count: registration.teamMembers.length + 1,
          date,
          studentId: registration.studentId,
        })
      : fill(texts.registeredAlone, { date, studentId: registration.studentId });
  const sentences = [
    registered,
    ...(unpaid ? [texts.heldWhilePaying] : []),
    ...(waiting ? [texts.mailWhenFree] : []),
  ];
  return (
    <>
      <Alert severity={unpaid ? 'warning' : waiting ? 'info' : 'success'} role="status">
        <AlertTitle>
          {unpaid
            ? texts.paymentPending
            : waiting
              ? registration.waitlistPosition
                ? fill(texts.onWaitlistNumber, { position: registration.waitlistPosition })
                : texts.onWaitlist
              : texts.registered}
        </AlertTitle>
        {sentences.join(' ')}
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
          {texts.seeRegistration}
        </Button>
      </BackToEvents>
    </>
  );
}

/** The event could not be shown because it is unknown (rather than not reachable just now). */
const isUnknownEvent = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);

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
  const texts = useMemberTexts().registerForm;
  const closedTexts = useEventTexts().card;

  // Register while logged out: remember the event, say why, and go to the
  // login page, which brings the member back here.
  useEffect(() => {
    if (!visitorOnArrival || !eventId || detoured.current) return;
    detoured.current = true;
    rememberRegistrationAfterLogin(eventId);
    window.alert(texts.loginToRegister);
    void navigate('/login', { replace: true, state: returnAfterLogin(location, 'required') });
  }, [visitorOnArrival, eventId, navigate, location, texts.loginToRegister]);

  const event = useEvent(eventId, Boolean(user));
  // To say so when the member has joined already, and to fill in what they gave last time.
  const mine = useMyRegistrations(user?.email);

  if (!eventId) {
    return (
      <RegisterFrame title={texts.eventRegistration}>
        <Alert severity="error" role="alert">
          {texts.eventIdMissing}
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
      <RegisterFrame title={texts.eventRegistration}>
        <Typography>{texts.loginToRegister}</Typography>
        {!visitorOnArrival && (
          <Box sx={{ mt: 3, display: 'flex', justifyContent: 'flex-end' }}>
            <Button
              variant="contained"
              onClick={logIn}
              sx={{ width: { xs: '100%', sm: 'auto' }, minWidth: { sm: 180 } }}
            >
              {texts.logIn}
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
      <RegisterFrame title={texts.eventRegistration}>
        <Alert severity="error" role="alert">
          {isUnknownEvent(event.error) ? texts.notFound : texts.loadFailed}
        </Alert>
        <BackToEvents />
      </RegisterFrame>
    );
  }

  const title = fill(texts.titleOf, { event: event.data.name });
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
          <AlertTitle>{closedTexts.closed}</AlertTitle>
          {`${closedReasonText(closedTexts, closed)} ${texts.closedOther}`}
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
