import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { MAIL_SUPPRESSION_MESSAGES } from '@/domain/person-data';
import { MESSAGES } from '@/domain/messages';
import { PageContainer } from '@/client/components/page-container';
import { serverMessage } from '@/client/lib/server-message';
import { usePageTitle } from '@/client/lib/use-page-title';
import { stopMail } from './api/stop-mail';

/**
 * "This was not me" (/not-me?address=…&token=…), from a mail sent to someone another person
 * named in a team: one button stops every mail from the site to that address. A button, not the
 * link itself, so a mail scanner that opens links stops nothing.
 */
export function NotMePage() {
  usePageTitle('Stop mail from this site');
  const [params] = useSearchParams();
  const address = params.get('address') ?? '';
  const token = params.get('token') ?? '';
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<{ ok: boolean; text: string } | null>(null);

  const confirm = async () => {
    setBusy(true);
    try {
      setAnswer({ ok: true, text: (await stopMail({ address, token })).message });
    } catch (error) {
      setAnswer({ ok: false, text: serverMessage(error, MESSAGES.somethingWentWrong) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <PageContainer>
      <Box sx={{ maxWidth: 640 }}>
        <Typography variant="h1" sx={{ mb: 2 }}>
          This was not me
        </Typography>
        {address && token ? (
          <>
            <Typography sx={{ mb: 2 }}>
              Someone named <strong>{address}</strong> in a team on this site. If that was not you,
              or you do not want mail from us, we will not write to this address again.
            </Typography>
            {answer?.ok ? null : (
              <Button variant="contained" onClick={() => void confirm()} disabled={busy}>
                {busy ? 'Stopping…' : 'Stop all mail to this address'}
              </Button>
            )}
            {answer && (
              <Alert
                severity={answer.ok ? 'success' : 'error'}
                role={answer.ok ? 'status' : 'alert'}
                sx={{ mt: 2 }}
              >
                {answer.text}
              </Alert>
            )}
          </>
        ) : (
          <Alert severity="error">{MAIL_SUPPRESSION_MESSAGES.invalidLink}</Alert>
        )}
      </Box>
    </PageContainer>
  );
}
