import Alert from '@mui/material/Alert';
import { useEffect } from 'react';
import { MESSAGES } from '@/domain/messages';
import { LOGIN_BANNER_MS } from '@/domain/timing';

/**
 * The 'Login successful' message itself, shown for 3 seconds from the moment it appears; then
 * `onHide`. Loaded only right after a login (the login page has already loaded Alert by then),
 * so the landing page's first script stays small.
 */
export function LoginSuccessAlert({ onHide }: { onHide: () => void }) {
  useEffect(() => {
    const timer = window.setTimeout(onHide, LOGIN_BANNER_MS);
    return () => window.clearTimeout(timer);
  }, [onHide]);

  return (
    <Alert
      severity="success"
      role="status"
      variant="filled"
      sx={{
        position: 'fixed',
        top: { xs: 76, md: 84 },
        left: '50%',
        transform: 'translateX(-50%)',
        width: 'max-content',
        maxWidth: 'calc(100vw - 32px)',
        zIndex: (theme) => theme.zIndex.appBar,
        boxShadow: 6,
        fontWeight: 600,
      }}
    >
      {MESSAGES.loginSuccessful}
    </Alert>
  );
}
