import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router';
import { PageContainer } from '@/client/components/page-container';
import { useMemberTexts } from '@/client/lib/member-texts/context';
import { usePageTitle } from '@/client/lib/use-page-title';
import { stopMail } from './api/stop-mail';
import { AnswerAlert, useRequestAnswer } from './request-answer';

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
  const { answer, busy, send } = useRequestAnswer(member.somethingWrong);
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
              <Button
                variant="contained"
                onClick={() => void send(() => stopMail({ address, token }))}
                disabled={busy}
              >
                {busy ? texts.stopping : texts.stopAll}
              </Button>
            )}
            <AnswerAlert answer={answer} />
          </>
        ) : (
          <Alert severity="error">{texts.invalidLink}</Alert>
        )}
      </Box>
    </PageContainer>
  );
}
