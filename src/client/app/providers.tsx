import '@fontsource/noto-sans/400.css';
import '@fontsource/noto-sans/500.css';
import '@fontsource/noto-sans/600.css';
import '@fontsource/noto-sans/700.css';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadingOverlay } from '../components/loading-overlay';
import { NotificationsProvider } from '../components/notifications';
import { queryClient } from './query-client';
import { theme } from './theme';

/** Data, theme, notifications and the loading overlay, around the whole app. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <NotificationsProvider>
          {children}
          <LoadingOverlay />
        </NotificationsProvider>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
