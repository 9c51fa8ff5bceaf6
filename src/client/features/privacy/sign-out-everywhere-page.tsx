import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { MESSAGES } from '@/domain/messages';
import { PageContainer } from '@/client/components/page-container';
import { useNotify } from '@/client/components/notifications';
import { clearFormDrafts } from '@/client/lib/form-draft';
import { serverMessage } from '@/client/lib/server-message';
import { endSession } from '@/client/lib/session';
import { usePageTitle } from '@/client/lib/use-page-title';
import { signOutEverywhere } from './api/sign-out-everywhere';

/**
 * Sign out everywhere (/account/sign-out-everywhere): ends every session of the member, on this
 * device and any other, for a phone lost or a computer left signed in; then the login page.
 */
export function SignOutEverywherePage() {
  usePageTitle('Sign out everywhere');
  const navigate = useNavigate();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  const confirm = async () => {
    setBusy(true);
    setRefusal(null);
    try {
      const { message } = await signOutEverywhere();
      endSession('logout');
      clearFormDrafts();
      notify(message, 'success');
      void navigate('/login');
    } catch (error) {
      setRefusal(serverMessage(error, MESSAGES.somethingWentWrong));
      setBusy(false);
    }
  };

  return (
    <PageContainer>
      <Box sx={{ maxWidth: 640 }}>
        <Typography variant="h1" sx={{ mb: 2 }}>
          Sign out everywhere
        </Typography>
        <Typography sx={{ mb: 2 }}>
          This ends every session of yours: on this device, and on any other phone or computer where
          you are logged in. Use it if you lost a phone or logged in somewhere you should not stay.
          You can log in again at once with your password.
        </Typography>
        {refusal && (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {refusal}
          </Alert>
        )}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
          <Button variant="contained" onClick={() => void confirm()} disabled={busy}>
            {busy ? 'Signing out…' : 'Sign out everywhere'}
          </Button>
          <Button component={RouterLink} to="/account/data" disabled={busy}>
            Cancel
          </Button>
        </Box>
      </Box>
    </PageContainer>
  );
}
