import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import QrCodeScannerIcon from '@mui/icons-material/QrCodeScanner';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useCallback, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { CHECK_IN_GATE_MAX, codeFromScan } from '@/domain/lifecycle';
import { PageContainer } from '@/client/components/page-container';
import { ApiError } from '@/client/lib/api-client';
import { localStore } from '@/client/lib/safe-storage';
import { useAdminToken } from '@/client/lib/session';
import { usePageTitle } from '@/client/lib/use-page-title';
import { useCheckIn } from '../api/check-in';
import { useCheckInSearch } from '../api/search-check-ins';
import { AdminGate } from '../dashboard/admin-gate';
import { useDebouncedValue } from '../lib/use-debounced-value';
import { CheckInOutcome, PeopleList, type ScanOutcome } from './check-in-result';
import { useQrScanner } from './use-qr-scanner';

const GATE_KEY = 'checkInGate';
/** The same QR in front of the camera is read once, not again while it stays there. */
const SAME_CODE_MS = 5_000;

function CheckInDesk() {
  const [gate, setGate] = useState(() => localStore.get(GATE_KEY) ?? '');
  const [outcome, setOutcome] = useState<ScanOutcome | null>(null);
  const [lastCode, setLastCode] = useState<string | null>(null);
  const lastRead = useRef({ code: '', at: 0 });
  const checkIn = useCheckIn();
  const [query, setQuery] = useState('');
  const search = useCheckInSearch(useDebouncedValue(query.trim(), 300));

  const admit = useCallback(
    (code: string, people?: number[]) => {
      setLastCode(code);
      checkIn.mutate(
        { code, gate, ...(people ? { people } : {}) },
        {
          onSuccess: (answer) => setOutcome({ kind: 'admitted', answer }),
          onError: (error) =>
            setOutcome({
              kind: 'refused',
              status: error instanceof ApiError ? error.status : 0,
              message: error.message,
            }),
        },
      );
    },
    [checkIn, gate],
  );

  const onRead = useCallback(
    (text: string) => {
      const code = codeFromScan(text) ?? text;
      const now = Date.now();
      if (code === lastRead.current.code && now - lastRead.current.at < SAME_CODE_MS) return;
      lastRead.current = { code, at: now };
      admit(code);
    },
    [admit],
  );
  const { videoRef, state, problem, start, stop } = useQrScanner(onRead);
  const scanning = state === 'scanning' || state === 'starting';

  return (
    <PageContainer>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 3 }}>
        <Typography variant="h1" sx={{ flex: '1 1 auto' }}>
          Check-in
        </Typography>
        <Button component={RouterLink} to="/admin/dashboard" startIcon={<ArrowBackIcon />}>
          Dashboard
        </Button>
      </Box>
      <Box sx={{ display: 'grid', gap: 3, maxWidth: 720 }}>
        <TextField
          id="check-in-gate"
          label="Gate"
          value={gate}
          onChange={(event) => {
            setGate(event.target.value);
            localStore.set(GATE_KEY, event.target.value);
          }}
          helperText="Kept on this phone and shown beside each check-in, such as Main Gate."
          slotProps={{ htmlInput: { maxLength: CHECK_IN_GATE_MAX } }}
        />

        <Card component="section" aria-labelledby="scan-heading" sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography id="scan-heading" variant="h2" sx={{ fontSize: '1.25rem', mb: 1.5 }}>
            Scan a ticket
          </Typography>
          <Box
            component="video"
            ref={videoRef}
            muted
            playsInline
            aria-label="Camera view: hold the ticket's QR code in front of it"
            sx={{
              display: scanning ? 'block' : 'none',
              width: '100%',
              maxHeight: 360,
              bgcolor: '#000000',
              borderRadius: 2,
              mb: 2,
              objectFit: 'cover',
            }}
          />
          {problem && (
            <Typography role="alert" sx={{ color: 'error.main', mb: 2 }}>
              {problem}
            </Typography>
          )}
          {scanning ? (
            <Button variant="outlined" onClick={stop} fullWidth>
              Stop the camera
            </Button>
          ) : (
            <Button
              variant="contained"
              startIcon={<QrCodeScannerIcon />}
              onClick={() => void start()}
              fullWidth
            >
              Start the camera
            </Button>
          )}
          {state === 'scanning' && (
            <Typography variant="body2" role="status" sx={{ mt: 1, color: 'text.secondary' }}>
              Scanning: hold a ticket's QR code in front of the camera.
            </Typography>
          )}
        </Card>

        <Box aria-live="polite">
          {outcome && (
            <CheckInOutcome
              outcome={outcome}
              busy={checkIn.isPending}
              onCheckIn={(people) => lastCode && admit(lastCode, people)}
            />
          )}
        </Box>

        <Card component="section" aria-labelledby="find-heading" sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography id="find-heading" variant="h2" sx={{ fontSize: '1.25rem', mb: 1.5 }}>
            Find a person
          </Typography>
          <TextField
            id="check-in-search"
            label="Name, e-mail, phone or student id"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            fullWidth
            type="search"
            autoComplete="off"
          />
          <Box role="status" sx={{ mt: 2 }}>
            {query.trim().length >= 2 && search.data?.length === 0 && (
              <Typography sx={{ color: 'text.secondary' }}>Nobody registered matches.</Typography>
            )}
          </Box>
          <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 2 }}>
            {(query.trim().length >= 2 ? (search.data ?? []) : []).map((found) => (
              <Box
                component="li"
                key={found.registrationId}
                sx={{ p: 2, border: '1px solid', borderColor: 'divider', borderRadius: 2 }}
              >
                <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
                  {found.name}
                </Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
                  {found.event.name} · {found.studentId}
                  {found.status === 'confirmed' ? '' : ' · not paid yet'}
                </Typography>
                <PeopleList
                  registration={found}
                  busy={checkIn.isPending}
                  onCheckIn={(people) => admit(found.code, people)}
                />
              </Box>
            ))}
          </Box>
        </Card>
      </Box>
    </PageContainer>
  );
}

/**
 * Check-in at the gate (/admin/check-in), made for a phone: scan a ticket's QR code with the
 * camera, or find the person by name, e-mail, phone or student id; a team checks in whole or
 * person by person. Several gates may work at once: the server admits each person once.
 */
export function CheckInPage() {
  usePageTitle('Check-in');
  const token = useAdminToken();
  if (!token) return null;
  return <AdminGate token={token}>{() => <CheckInDesk />}</AdminGate>;
}
