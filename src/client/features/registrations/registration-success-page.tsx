import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation } from 'react-router';
import { REGISTRATION_STATUS_LABELS } from '@/domain/lifecycle';
import { MESSAGES } from '@/domain/messages';
import { PageContainer } from '@/client/components/page-container';
import { useSession } from '@/client/lib/session';
import { usePageTitle } from '@/client/lib/use-page-title';
import { eventWhen } from '@/client/lib/event-when';
import { DetailList } from '@/client/components/detail-list';
import { FormActions } from '@/client/components/form-actions';
import { ReceiptDownloadButton } from '@/client/components/receipt-download-button';
import { AddToCalendarButton } from './add-to-calendar-button';
import { paymentStatusText, readRegistrationSuccessState } from './registration-success-state';

const TYPE_LABELS = { individual: 'Individual', team: 'Team' } as const;

/**
 * Registration success (/success and /test-success): the details handed over by the form through
 * navigation state, or 'No registration data found.' without them, and Go to Home.
 */
export function RegistrationSuccessPage() {
  const location = useLocation();
  const user = useSession();
  const data = readRegistrationSuccessState(location.state);
  const waitlisted = data?.status === 'waitlisted';
  const title = data
    ? waitlisted
      ? 'On the Waiting List'
      : 'Registration Successful'
    : 'Registration';
  usePageTitle(title);

  return (
    <PageContainer>
      <Card sx={{ maxWidth: 640, mx: 'auto', p: { xs: 2.5, sm: 4 } }}>
        {data ? (
          <>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 1 }}>
              <CheckCircleIcon
                aria-hidden="true"
                sx={{ color: waitlisted ? 'info.main' : 'success.main', fontSize: 40 }}
              />
              <Typography variant="h1">{title}</Typography>
            </Box>
            <Typography sx={{ color: 'text.secondary', mb: 3 }}>
              {waitlisted
                ? `${data.eventName || 'The event'} is full, so you are on its waiting list${data.waitlistPosition ? ` (number ${data.waitlistPosition})` : ''}. We will e-mail you as soon as a place frees up.`
                : `You are registered for ${data.eventName || 'the event'}. Your ticket and a calendar file are on their way to your e-mail; keep your student ID handy on the day.`}
            </Typography>
            <DetailList
              items={[
                { label: 'Name', value: data.name },
                { label: 'Email', value: data.email },
                { label: 'Student ID', value: data.studentId },
                { label: 'Event', value: data.eventName },
                ...(data.eventDate ? [{ label: 'Date', value: eventWhen(data.eventDate) }] : []),
                { label: 'Registration type', value: TYPE_LABELS[data.registrationType] },
                { label: 'Payment status', value: paymentStatusText(data) },
                ...(data.status
                  ? [{ label: 'Status', value: REGISTRATION_STATUS_LABELS[data.status] }]
                  : []),
                ...(data.receipt ? [{ label: 'Receipt', value: data.receipt.number }] : []),
              ]}
            />
            {(data.receipt ?? (data.registrationId && data.status === 'confirmed')) && (
              <Box sx={{ mt: 2, display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
                {data.registrationId && data.status === 'confirmed' && (
                  <AddToCalendarButton
                    registrationId={data.registrationId}
                    eventName={data.eventName}
                  />
                )}
                {data.receipt && (
                  <ReceiptDownloadButton
                    receiptNumber={data.receipt.number}
                    receiptUrl={data.receipt.url}
                  />
                )}
              </Box>
            )}
          </>
        ) : (
          <>
            <Typography variant="h1" sx={{ mb: 2 }}>
              {title}
            </Typography>
            <Typography role="status">{MESSAGES.noRegistrationData}</Typography>
          </>
        )}
        <FormActions buttonMinWidth={180} spacingAbove={4}>
          {data && user && (
            <Button component={RouterLink} to="/users/registrations" variant="outlined">
              My Registered Events
            </Button>
          )}
          <Button component={RouterLink} to="/" variant="contained">
            Go to Home
          </Button>
        </FormActions>
      </Card>
    </PageContainer>
  );
}
