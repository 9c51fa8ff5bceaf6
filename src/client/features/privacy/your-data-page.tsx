import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import type { Language } from '@/domain/i18n/languages';
import type { PersonData } from '@/domain/person-data';
import { PageContainer } from '@/client/components/page-container';
import type { MemberTexts } from '@/client/lib/member-texts/en';
import { useMemberTexts } from '@/client/lib/member-texts/context';
import { useFormat } from '@/client/lib/page-texts/format';
import { countText, fill } from '@/client/lib/page-texts/fill';
import { serverMessage } from '@/client/lib/server-message';
import { siteTimeZone } from '@/client/lib/site-settings';
import { usePageTitle } from '@/client/lib/use-page-title';
import { downloadMyData, useMyData } from './api/get-my-data';
import { useRequestErasure } from './api/request-erasure';
import { AnswerAlert, useRequestAnswer } from './request-answer';

/** What the export holds, in a member's words. */
function heldLines(data: PersonData, texts: MemberTexts['privacy'], language: Language): string[] {
  const count = (
    n: number,
    kind:
      'registrations' | 'teams' | 'payments' | 'donations' | 'queries' | 'messages' | 'checkIns',
  ) => countText(language, n, { one: texts[`${kind}One`], other: texts[`${kind}Other`] });
  return [
    fill(texts.heldAccount, {
      id: data.person ? ` ${String(data.person.studentId ?? '')}` : '',
    }),
    count(data.registrations.length, 'registrations'),
    count(data.teamMemberships.length, 'teams'),
    count(data.payments.length, 'payments'),
    count(data.donations.length, 'donations'),
    count(data.queries.length, 'queries'),
    count(data.messagesReceived.length, 'messages'),
    count(data.checkIns.length, 'checkIns'),
  ];
}

/** A part of the page, its heading naming it. */
function DataSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={id} variant="h2" sx={{ fontSize: '1.25rem', mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/**
 * Your data (/account/data): what the site keeps about the member and why, their own export to
 * download, and their request to be erased, which the committee carries out.
 */
export function YourDataPage() {
  const { privacy: texts, member } = useMemberTexts();
  const format = useFormat();
  usePageTitle(texts.dataTitle);
  const data = useMyData();
  const erasure = useRequestErasure();
  const { answer, busy, send } = useRequestAnswer(member.somethingWrong);
  const [downloadProblem, setDownloadProblem] = useState<string | null>(null);
  const requestedAt = data.data?.account?.erasureRequestedAt;
  const requestedOn = typeof requestedAt === 'string' ? requestedAt : null;

  const download = async () => {
    setDownloadProblem(null);
    try {
      await downloadMyData();
    } catch (error) {
      setDownloadProblem(serverMessage(error, texts.downloadFailed));
    }
  };
  const [introBefore, introAfter] = texts.dataIntro.split('{link}');
  const [lostBefore, lostAfter] = texts.lostPhone.split('{link}');

  return (
    <PageContainer>
      <Box sx={{ maxWidth: 720, display: 'grid', gap: 3 }}>
        <Box>
          <Typography variant="h1" sx={{ mb: 1 }}>
            {texts.dataTitle}
          </Typography>
          <Typography>
            {introBefore}
            <Link component={RouterLink} to="/privacy-policy">
              {texts.privacyPolicy}
            </Link>
            {introAfter}
          </Typography>
        </Box>

        <DataSection id="held-heading" title={texts.heldTitle}>
          {data.isPending && <Typography>{texts.loading}</Typography>}
          {data.isError && (
            <Alert severity="error" role="alert">
              {serverMessage(data.error, member.somethingWrong)}
            </Alert>
          )}
          {data.data && (
            <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.5 }}>
              {heldLines(data.data, texts, format.language).map((line) => (
                <li key={line}>{line}</li>
              ))}
            </Box>
          )}
          <Button variant="outlined" sx={{ mt: 2 }} onClick={() => void download()}>
            {texts.download}
          </Button>
          {downloadProblem && (
            <Typography role="alert" variant="body2" sx={{ color: 'error.main', mt: 1 }}>
              {downloadProblem}
            </Typography>
          )}
        </DataSection>

        <DataSection id="erase-heading" title={texts.eraseTitle}>
          <Typography sx={{ mb: 2 }}>{texts.eraseText}</Typography>
          {requestedOn ? (
            <Alert severity="info">
              {fill(texts.askedOn, { date: format.date(requestedOn, siteTimeZone) ?? '' })}
            </Alert>
          ) : (
            <Button
              variant="outlined"
              color="error"
              onClick={() => void send(() => erasure.mutateAsync())}
              disabled={busy || !data.data}
            >
              {busy ? texts.sending : texts.askErase}
            </Button>
          )}
          <AnswerAlert answer={answer} />
        </DataSection>

        <Typography>
          {lostBefore}
          <Link component={RouterLink} to="/account/sign-out-everywhere">
            {texts.signOutTitle}
          </Link>
          {lostAfter}
        </Typography>
      </Box>
    </PageContainer>
  );
}
