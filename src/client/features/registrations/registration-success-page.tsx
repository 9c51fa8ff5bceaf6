import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation } from 'react-router';
import { MESSAGES } from '../../../domain/messages';
import { PageContainer } from '../../components/page-container';
import { useSession } from '../../lib/session';
import { usePageTitle } from '../../lib/use-page-title';
import { DetailList } from '../../components/detail-list';
import { readRegistrationSuccessState } from './registration-success-state';

const TYPE_LABELS = { individual: 'Individual', team: 'Team' } as const;

/**
 * Registration success (/success and /test-success): the details handed over by the form through
 * navigation state, or 'No registration data found.' without them, and Go to Home.
 */
export function RegistrationSuccessPage() {
  const location = useLocation();
  const user = useSession();
  const data = readRegistrationSuccessState(location.state);
  const title = data ? 'Registration Successful' : 'Registration';
  usePageTitle(title);

  return (
    <PageContainer>
      <Card sx={{ maxWidth: 640, mx: 'auto', p: { xs: 2.5, sm: 4 } }}>
        {data ? (
          <>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 1 }}>
              <CheckCircleIcon aria-hidden="true" sx={{ color: 'success.main', fontSize: 40 }} />
              <Typography variant="h1">{title}</Typography>
            </Box>
            <Typography sx={{ color: 'text.secondary', mb: 3 }}>
              You are registered for {data.eventName || 'the event'}. Keep your student ID handy on
              the day.
            </Typography>
            <DetailList
              items={[
                { label: 'Name', value: data.name },
                { label: 'Email', value: data.email },
                { label: 'Student ID', value: data.studentId },
                { label: 'Event', value: data.eventName },
                { label: 'Registration type', value: TYPE_LABELS[data.registrationType] },
                { label: 'Payment status', value: data.paymentStatus },
              ]}
            />
          </>
        ) : (
          <>
            <Typography variant="h1" sx={{ mb: 2 }}>
              {title}
            </Typography>
            <Typography role="status">{MESSAGES.noRegistrationData}</Typography>
          </>
        )}
        <Box
          sx={{
            mt: 4,
            display: 'flex',
            flexDirection: { xs: 'column-reverse', sm: 'row' },
            justifyContent: 'flex-end',
            gap: 1.5,
            '& > .MuiButton-root': { minWidth: { sm: 180 } },
          }}
        >
          {data && user && (
            <Button component={RouterLink} to="/users/registrations" variant="outlined">
              My Registered Events
            </Button>
          )}
          <Button component={RouterLink} to="/" variant="contained">
            Go to Home
          </Button>
        </Box>
      </Card>
    </PageContainer>
  );
}
