import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageContainer } from '@/client/components/page-container';
import { useMemberTexts } from '@/client/lib/member-texts/context';
import { serverMessage } from '@/client/lib/server-message';
import { usePageTitle } from '@/client/lib/use-page-title';
import { stopMail } from './api/stop-mail';

/**
 * "This was not me" (/not-me?address=…&token=…), from a mail sent to someone another person
 * named in a team: one button stops every mail from the site to that address. A button, not the
 * link itself, so a mail scanner that opens links stops nothing.
 */
export function NotMePage() {
  const { privacy: texts, member } = useMemberTexts();
  usePageTitle(texts.notMeTitle);
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
      setAnswer({ ok: false, text: serverMessage(error, member.somethingWrong) });
    } finally {
      setBusy(false);
    }
  };
  const [before, after] = texts.notMeText.split('{address}');

  return (
    <PageContainer>
      <Box sx={{ maxWidth: 640 }}>
        <Typography variant="h1" sx={{ mb: 2 }}>
          {texts.notMeHeading}
        </Typography>
        {address && token ? (
          <>
            <Typography sx={{ mb: 2 }}>
              {before}
              <strong>{address}</strong>
              {after}
            </Typography>
            {answer?.ok ? null : (
              <Button variant="contained" onClick={() => void confirm()} disabled={busy}>
                {busy ? texts.stopping : texts.stopAll}
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
          <Alert severity="error">{texts.invalidLink}</Alert>
        )}
      </Box>
    </PageContainer>
  );
}
