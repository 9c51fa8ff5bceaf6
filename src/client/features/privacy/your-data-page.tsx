import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { formatDate } from '@/domain/dates';
import { MESSAGES } from '@/domain/messages';
import type { PersonData } from '@/domain/person-data';
import { PageContainer } from '@/client/components/page-container';
import { serverMessage } from '@/client/lib/server-message';
import { siteTimeZone } from '@/client/lib/site-settings';
import { usePageTitle } from '@/client/lib/use-page-title';
import { downloadMyData, useMyData } from './api/get-my-data';
import { useRequestErasure } from './api/request-erasure';

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** What the export holds, in a member's words. */
function heldLines(data: PersonData): string[] {
  return [
    `Your account: name, e-mail and student ID${data.person ? ` ${String(data.person.studentId ?? '')}` : ''}`,
    count(data.registrations.length, 'registration', 'registrations') +
      ' with the phone, hostel and address you gave',
    count(data.teamMemberships.length, 'team that names you', 'teams that name you'),
    count(data.payments.length, 'payment', 'payments') + ' and their receipts',
    count(data.donations.length, 'donation', 'donations'),
    count(data.queries.length, 'message to the committee', 'messages to the committee'),
    count(
      data.messagesReceived.length,
      'message from the committee',
      'messages from the committee',
    ),
    count(data.checkIns.length, 'check-in at an event', 'check-ins at events'),
  ];
}

/**
 * Your data (/account/data): what the site keeps about the member and why, their own export to
 * download, and their request to be erased, which the committee carries out.
 */
export function YourDataPage() {
  usePageTitle('Your data');
  const data = useMyData();
  const erasure = useRequestErasure();
  const [answer, setAnswer] = useState<{ ok: boolean; text: string } | null>(null);
  const [downloadProblem, setDownloadProblem] = useState<string | null>(null);
  const requestedAt = data.data?.account?.erasureRequestedAt;
  const requestedOn = typeof requestedAt === 'string' ? requestedAt : null;

  const askErasure = async () => {
    setAnswer(null);
    try {
      setAnswer({ ok: true, text: (await erasure.mutateAsync()).message });
    } catch (error) {
      setAnswer({ ok: false, text: serverMessage(error, MESSAGES.somethingWentWrong) });
    }
  };
  const download = async () => {
    setDownloadProblem(null);
    try {
      await downloadMyData();
    } catch (error) {
      setDownloadProblem(
        serverMessage(error, 'Your data could not be downloaded. Please try again.'),
      );
    }
  };

  return (
    <PageContainer>
      <Box sx={{ maxWidth: 720, display: 'grid', gap: 3 }}>
        <Box>
          <Typography variant="h1" sx={{ mb: 1 }}>
            Your data
          </Typography>
          <Typography>
            We keep your name, e-mail and phone to run your registrations and send your tickets, and
            what you paid for the receipts the law asks the trust to keep. Nobody else gets them.
            The{' '}
            <Link component={RouterLink} to="/privacy-policy">
              Privacy Policy
            </Link>{' '}
            says more.
          </Typography>
        </Box>

        <Paper
          variant="outlined"
          component="section"
          aria-labelledby="held-heading"
          sx={{ p: { xs: 2, sm: 3 } }}
        >
          <Typography id="held-heading" variant="h2" sx={{ fontSize: '1.25rem', mb: 1.5 }}>
            What we hold about you
          </Typography>
          {data.isPending && <Typography>Loading…</Typography>}
          {data.isError && (
            <Alert severity="error" role="alert">
              {serverMessage(data.error, MESSAGES.somethingWentWrong)}
            </Alert>
          )}
          {data.data && (
            <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.5 }}>
              {heldLines(data.data).map((line) => (
                <li key={line}>{line}</li>
              ))}
            </Box>
          )}
          <Button variant="outlined" sx={{ mt: 2 }} onClick={() => void download()}>
            Download your data
          </Button>
          {downloadProblem && (
            <Typography role="alert" variant="body2" sx={{ color: 'error.main', mt: 1 }}>
              {downloadProblem}
            </Typography>
          )}
        </Paper>

        <Paper
          variant="outlined"
          component="section"
          aria-labelledby="erase-heading"
          sx={{ p: { xs: 2, sm: 3 } }}
        >
          <Typography id="erase-heading" variant="h2" sx={{ fontSize: '1.25rem', mb: 1.5 }}>
            Erase your data
          </Typography>
          <Typography sx={{ mb: 2 }}>
            The committee erases your account, your registrations and your messages. Payments stay
            in the books without your contact details; a donation keeps the name, address and PAN
            its 80G receipt needs.
          </Typography>
          {requestedOn ? (
            <Alert severity="info">
              You asked on {formatDate(requestedOn, siteTimeZone)}. The committee will write to you
              when it is done.
            </Alert>
          ) : (
            <Button
              variant="outlined"
              color="error"
              onClick={() => void askErasure()}
              disabled={erasure.isPending || !data.data}
            >
              {erasure.isPending ? 'Sending…' : 'Ask to erase my data'}
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
        </Paper>

        <Typography>
          Lost a phone, or logged in somewhere you should not stay?{' '}
          <Link component={RouterLink} to="/account/sign-out-everywhere">
            Sign out everywhere
          </Link>
          .
        </Typography>
      </Box>
    </PageContainer>
  );
}
