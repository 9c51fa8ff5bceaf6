import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { GATE_FRAME_TEXTS } from '@/domain/i18n/gate-frame';
import { localStore } from '@/client/lib/safe-storage';
import { usePageLanguage } from '@/client/lib/shell-texts/context';
import { usePageTitle } from '@/client/lib/use-page-title';
import type { GateCredential } from './api/gate-client';
import { keepGateOffline } from './lib/offline';
import { useGateTexts } from './texts';
import { loadQrDecoder } from './use-qr-scanner';

const PASS_KEY = 'gatePass';

/**
 * The gate's frame on both its pages: the page, and whether it works offline yet. `offlineCode`
 * fetches the code the page needs offline besides what it has loaded (the desk, the decoder):
 * it runs once the page is on the screen, before the page's files are handed to the service
 * worker, so that they include it.
 */
export function GateFrame({
  children,
  offlineCode,
}: {
  children: React.ReactNode;
  offlineCode?: () => Promise<unknown>;
}) {
  const [offlineReady, setOfflineReady] = useState(false);
  const texts = useGateTexts();
  useEffect(() => {
    void (offlineCode?.() ?? Promise.resolve())
      .catch(() => undefined)
      .then(keepGateOffline)
      .then(setOfflineReady);
  }, [offlineCode]);
  return (
    <Box sx={{ maxWidth: 640, mx: 'auto', px: 2, py: 2 }}>
      {children}
      <Typography
        variant="body2"
        sx={{ mt: 2, color: 'text.secondary' }}
        data-offline-ready={offlineReady}
      >
        {offlineReady ? texts.offlineReady : texts.offlinePreparing}
      </Typography>
    </Box>
  );
}

/** The secret of the pass link (`/gate#<secret>`), kept on the phone so the page reloads offline. */
function usePassSecret(): string | null {
  const [secret] = useState(() => {
    const fromLink = location.hash.slice(1);
    if (fromLink) {
      localStore.set(PASS_KEY, fromLink);
      history.replaceState(null, '', location.pathname);
      return fromLink;
    }
    return localStore.get(PASS_KEY);
  });
  return secret;
}

const importDesk = () => import('./gate-desk');

/** With a pass: the desk (its form, its roster's schema) and the QR decoder. */
const deskCode = () => Promise.all([importDesk(), loadQrDecoder()]);

/**
 * The desk, fetched only when there is a pass, so that a first open without one loads the
 * heading and the notice alone. Offline on a phone that never had the desk, it says to connect.
 */
const LazyGateDesk = lazy(() =>
  importDesk().then(
    ({ GateDesk }) => ({ default: GateDesk }),
    () => ({ default: DeskNotOnThisPhone }),
  ),
);

function DeskNotOnThisPhone() {
  const texts = useGateTexts();
  return <Typography role="alert">{texts.noList}</Typography>;
}

function OpeningTheGate() {
  const { language } = usePageLanguage();
  return <Typography>{GATE_FRAME_TEXTS[language].opening}</Typography>;
}

/**
 * `/gate`: a volunteer's gate, opened from the pass link the committee gave them. It needs
 * neither the app's router nor its data layer: the server sends it as a page of its own
 * (gate.html, started by ./gate-main.tsx).
 */
export function GatePage() {
  const texts = useGateTexts();
  usePageTitle(texts.pageTitle);
  const secret = usePassSecret();
  const credential = useMemo<GateCredential | null>(
    () => (secret ? { kind: 'pass', secret } : null),
    [secret],
  );
  return (
    <GateFrame offlineCode={credential ? deskCode : undefined}>
      <Typography variant="h1" sx={{ fontSize: '1.5rem', mb: 2 }}>
        {texts.title}
      </Typography>
      {credential ? (
        <Suspense fallback={<OpeningTheGate />}>
          <LazyGateDesk credential={credential} />
        </Suspense>
      ) : (
        <Typography role="alert">{texts.openLink}</Typography>
      )}
    </GateFrame>
  );
}
