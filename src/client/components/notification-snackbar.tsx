import Alert, { type AlertColor } from '@mui/material/Alert';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';
import { NOTIFICATION_HIDE_MS } from '../../domain/timing';

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

/** One notification, bottom-right, hiding after NOTIFICATION_HIDE_MS. */
export function NotificationSnackbar({ notification, open, onClose }: NotificationSnackbarProps) {
  const handleClose = (_event: unknown, reason?: SnackbarCloseReason) => {
    if (reason !== 'clickaway') onClose();
  };

  return (
    <Snackbar
      key={notification.key}
      open={open}
      autoHideDuration={NOTIFICATION_HIDE_MS}
      onClose={handleClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
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
