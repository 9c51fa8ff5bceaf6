import Box from '@mui/material/Box';
import { lazy, Suspense, type MouseEvent } from 'react';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { pageControl } from '../lib/page-controls';
import { usePageTexts } from '../lib/page-texts/context';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { useLogout } from './use-logout';
import { useSessionEndRedirect } from './use-session-end-redirect';
import { useSessionTimeout } from './use-session-timeout';

const MAIN_ID = 'main-content';

// Shown only while a page's code loads; it loads itself the first time, to keep the first script small.
const LinearProgress = lazy(() => import('@mui/material/LinearProgress'));
// Loaded in the last minute of a session, when it is about to end.
const SessionTimeoutDialog = lazy(async () => ({
  default: (await import('./session-timeout-dialog')).SessionTimeoutDialog,
}));

function skipToContent(event: MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
  document.getElementById(MAIN_ID)?.focus();
}

/**
 * The frame of every page: skip link, navigation bar, the page, footer; and the session clock,
 * with its warning before the end and the way back to the page after a new login.
 */
export function Layout() {
  const navigation = useNavigation();
  const { endingAt, staySignedIn } = useSessionTimeout();
  const logout = useLogout();
  const { frame } = usePageTexts();
  useSessionEndRedirect();

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <Box
        component="a"
        href={`#${MAIN_ID}`}
        onClick={skipToContent}
        {...pageControl('skip-link')}
        sx={{
          position: 'absolute',
          left: 16,
          top: -100,
          zIndex: (theme) => theme.zIndex.appBar + 1,
          px: 2,
          py: 1.5,
          bgcolor: 'background.paper',
          color: 'primary.main',
          fontWeight: 700,
          borderRadius: 1,
          boxShadow: 3,
          '&:focus': { top: 16 },
        }}
      >
        {frame.skipToContent}
      </Box>
      {navigation.state === 'loading' && (
        <Suspense fallback={null}>
          <LinearProgress
            color="secondary"
            aria-label={frame.loadingPage}
            sx={{
              position: 'fixed',
              top: 0,
              left: 0,
              right: 0,
              zIndex: (theme) => theme.zIndex.appBar + 1,
            }}
          />
        </Suspense>
      )}
      <SiteHeader />
      <Box component="main" id={MAIN_ID} tabIndex={-1} sx={{ flexGrow: 1, outline: 'none' }}>
        <Outlet />
      </Box>
      <SiteFooter />
      {endingAt !== null && (
        <Suspense fallback={null}>
          <SessionTimeoutDialog endingAt={endingAt} onStay={staySignedIn} onLogOut={logout} />
        </Suspense>
      )}
      <ScrollRestoration />
    </Box>
  );
}
