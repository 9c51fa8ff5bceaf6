import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useSyncExternalStore, type ReactNode } from 'react';
import { NotificationsProvider } from '../components/notifications';
import { getRequestsInFlight, subscribeToRequestsInFlight } from '../lib/api-client';
import { theme } from './theme';

const LoadingOverlay = lazy(async () => ({
  default: (await import('../components/loading-overlay')).LoadingOverlay,
}));

let requestsStarted = false;

/** Whether any API request has started yet (once true, always true). */
function hasRequestStarted(): boolean {
  if (getRequestsInFlight() > 0) requestsStarted = true;
  return requestsStarted;
}

/**
 * The global loading overlay, loaded with the first API request (which it then shows), so that
 * its code stays out of the first script.
 */
function LoadingOverlayOnFirstRequest() {
  // Never in a server-rendered page, nor while the browser takes it over (the server's answer).
  const started = useSyncExternalStore(subscribeToRequestsInFlight, hasRequestStarted, () => false);
  if (!started) return null;
  return (
    <Suspense fallback={null}>
      <LoadingOverlay />
    </Suspense>
  );
}

/** Data, theme, notifications and the loading overlay, around the whole app. */
export function AppProviders({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <NotificationsProvider>
          {children}
          <LoadingOverlayOnFirstRequest />
        </NotificationsProvider>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
