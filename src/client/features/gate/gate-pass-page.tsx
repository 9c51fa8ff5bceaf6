import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useState } from 'react';
import { localStore } from '@/client/lib/safe-storage';
import { usePageTitle } from '@/client/lib/use-page-title';
import type { GateCredential } from './api/gate-client';
import { GateDesk } from './gate-desk';
import { keepGateOffline } from './lib/offline';
import { useGateTexts } from './texts';
import { loadQrDecoder } from './use-qr-scanner';

const PASS_KEY = 'gatePass';

/** The gate's frame on both its pages: the page, and whether it works offline yet. */
export function GateFrame({ children }: { children: React.ReactNode }) {
  const [offlineReady, setOfflineReady] = useState(false);
  const texts = useGateTexts();
  useEffect(() => {
    // The decoder first, so that the files handed to the service worker include it.
    void loadQrDecoder()
      .catch(() => undefined)
      .then(keepGateOffline)
      .then(setOfflineReady);
  }, []);
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
    <GateFrame>
      <Typography variant="h1" sx={{ fontSize: '1.5rem', mb: 2 }}>
        {texts.title}
      </Typography>
      {credential ? (
        <GateDesk credential={credential} />
      ) : (
        <Typography role="alert">{texts.openLink}</Typography>
      )}
    </GateFrame>
  );
}
