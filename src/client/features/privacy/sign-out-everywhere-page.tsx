import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { PageContainer } from '@/client/components/page-container';
import { useNotify } from '@/client/components/notifications';
import { clearFormDrafts } from '@/client/lib/form-draft';
import { useMemberTexts } from '@/client/lib/member-texts/context';
import { serverMessage } from '@/client/lib/server-message';
import { endSession } from '@/client/lib/session';
import { usePageTitle } from '@/client/lib/use-page-title';
import { signOutEverywhere } from './api/sign-out-everywhere';

/**
 * Sign out everywhere (/account/sign-out-everywhere): ends every session of the member, on this
 * device and any other, for a phone lost or a computer left signed in; then the login page.
 */
export function SignOutEverywherePage() {
  const { privacy: texts, member } = useMemberTexts();
  usePageTitle(texts.signOutTitle);
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
      setRefusal(serverMessage(error, member.somethingWrong));
      setBusy(false);
    }
  };

  return (
    <PageContainer>
      <Box sx={{ maxWidth: 640 }}>
        <Typography variant="h1" sx={{ mb: 2 }}>
          {texts.signOutTitle}
        </Typography>
        <Typography sx={{ mb: 2 }}>{texts.signOutText}</Typography>
        {refusal && (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {refusal}
          </Alert>
        )}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
          <Button variant="contained" onClick={() => void confirm()} disabled={busy}>
            {busy ? texts.signingOut : texts.signOutTitle}
          </Button>
          <Button component={RouterLink} to="/account/data" disabled={busy}>
            {texts.cancel}
          </Button>
        </Box>
      </Box>
    </PageContainer>
  );
}
