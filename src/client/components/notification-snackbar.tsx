import Alert, { type AlertColor } from '@mui/material/Alert';
import Snackbar, { type SnackbarCloseReason, type SnackbarOrigin } from '@mui/material/Snackbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { NOTIFICATION_HIDE_MS } from '@/domain/timing';

export interface Notification {
  /** A new key restarts the snackbar (and its timer) for each notification. */
  key: number;
  message: string;
  severity: AlertColor;
}

interface NotificationSnackbarProps {
  notification: Notification;
  open: boolean;
  onClose: () => void;
}

/**
 * Where a notification covers nothing that must be clicked. Dialogs keep their buttons at the
 * bottom (full width on phones, on the right on wider screens) and only their title at the
 * top; the site's navigation sits at the top right (on phones, its menu button).
 */
const NARROW_ORIGIN: SnackbarOrigin = { vertical: 'top', horizontal: 'center' };
const WIDE_ORIGIN: SnackbarOrigin = { vertical: 'bottom', horizontal: 'left' };

/**
 * One notification, hiding after NOTIFICATION_HIDE_MS: at the top on phones and tablets (left of
 * the menu button on phones), bottom-left (and narrow, clear of a dialog's buttons) from the
 * `md` breakpoint up.
 */
export function NotificationSnackbar({ notification, open, onClose }: NotificationSnackbarProps) {
  // Read at once: the first frame is already in the right place.
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'), { noSsr: true });
  const handleClose = (_event: unknown, reason?: SnackbarCloseReason) => {
    if (reason !== 'clickaway') onClose();
  };

  return (
    <Snackbar
      key={notification.key}
      open={open}
      autoHideDuration={NOTIFICATION_HIDE_MS}
      onClose={handleClose}
      anchorOrigin={wide ? WIDE_ORIGIN : NARROW_ORIGIN}
      // On phones it stops short of the menu button (44 px and the page's 16 px margin).
      sx={{ right: { xs: 72, sm: 'auto' }, maxWidth: { md: 440 } }}
    >
      <Alert
        severity={notification.severity}
        variant="filled"
        elevation={6}
        onClose={handleClose}
        sx={{ width: '100%' }}
      >
        {notification.message}
      </Alert>
    </Snackbar>
  );
}
