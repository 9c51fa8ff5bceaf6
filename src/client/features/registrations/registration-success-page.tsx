import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation } from 'react-router';
import { PageContainer } from '@/client/components/page-container';
import { useSession } from '@/client/lib/session';
import { usePageTitle } from '@/client/lib/use-page-title';
import { useMemberTexts } from '@/client/lib/member-texts/context';
import { useFormat } from '@/client/lib/page-texts/format';
import { fill } from '@/client/lib/page-texts/fill';
import { siteTimeZone } from '@/client/lib/site-settings';
import { DetailList } from '@/client/components/detail-list';
import { FormActions } from '@/client/components/form-actions';
import { ReceiptDownloadButton } from '@/client/components/receipt-download-button';
import { AddToCalendarButton } from './add-to-calendar-button';
import { statusLabel } from './registration-status-chip';
import { paymentStatusKey, readRegistrationSuccessState } from './registration-success-state';

/**
 * Registration success (/success and /test-success): the details handed over by the form through
 * navigation state, or 'No registration data found.' without them, and Go to Home.
 */
export function RegistrationSuccessPage() {
  const texts = useMemberTexts();
  const { success } = texts;
  const format = useFormat();
  const location = useLocation();
  const user = useSession();
  const data = readRegistrationSuccessState(location.state);
  const waitlisted = data?.status === 'waitlisted';
  const title = data
    ? waitlisted
      ? success.waitlistTitle
      : success.successTitle
    : success.registrationTitle;
  const eventDate = format.eventWhen(data?.eventDate, siteTimeZone);
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
                ? fill(success.waitlisted, {
                    event: data.eventName || success.theEventStart,
                    position: data.waitlistPosition
                      ? fill(success.positionNote, { position: data.waitlistPosition })
                      : '',
                  })
                : fill(success.registered, { event: data.eventName || success.theEvent })}
            </Typography>
            <DetailList
              items={[
                { label: texts.registrations.name, value: data.name },
                { label: texts.registrations.email, value: data.email },
                { label: texts.registrations.studentId, value: data.studentId },
                { label: texts.registrations.event, value: data.eventName },
                ...(data.eventDate
                  ? [{ label: texts.registrations.date, value: eventDate ?? success.tba }]
                  : []),
                {
                  label: texts.registrations.type,
                  value:
                    data.registrationType === 'team'
                      ? texts.registrations.team
                      : texts.registrations.individual,
                },
                { label: success.paymentStatus, value: success[paymentStatusKey(data)] },
                ...(data.status
                  ? [
                      {
                        label: texts.registrations.status,
                        value: statusLabel(data.status, texts.registrations),
                      },
                    ]
                  : []),
                ...(data.receipt ? [{ label: success.receipt, value: data.receipt.number }] : []),
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
            <Typography role="status">{success.noData}</Typography>
          </>
        )}
        <FormActions buttonMinWidth={180} spacingAbove={4}>
          {data && user && (
            <Button component={RouterLink} to="/users/registrations" variant="outlined">
              {success.myEvents}
            </Button>
          )}
          <Button component={RouterLink} to="/" variant="contained">
            {success.goHome}
          </Button>
        </FormActions>
      </Card>
    </PageContainer>
  );
}
