import type { AlertColor } from '@mui/material/Alert';
import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useState,
  type ReactNode,
} from 'react';
import type { Notification } from './notification-snackbar';

export type NotificationSeverity = AlertColor;

export type Notify = (message: string, severity?: NotificationSeverity) => void;

const NotifyContext = createContext<Notify | null>(null);

// Loaded with the first notification, to keep the landing page light.
const NotificationSnackbar = lazy(async () => ({
  default: (await import('./notification-snackbar')).NotificationSnackbar,
}));

/** Gives `useNotify()` to the app and shows one notification at a time. */
export function NotificationsProvider({ children }: { children: ReactNode }) {
  const [notification, setNotification] = useState<Notification | null>(null);
  const [open, setOpen] = useState(false);

  const notify = useCallback<Notify>((message, severity = 'info') => {
    setNotification((previous) => ({ key: (previous?.key ?? 0) + 1, message, severity }));
    setOpen(true);
  }, []);

  return (
    <NotifyContext value={notify}>
      {children}
      {notification && (
        <Suspense fallback={null}>
          <NotificationSnackbar
            notification={notification}
            open={open}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </NotifyContext>
  );
}

/** `notify(message, severity = 'info')` shows a notification for 6 seconds (top on phones, bottom-left on wide screens). */
export function useNotify(): Notify {
  const notify = useContext(NotifyContext);
  if (!notify) throw new Error('useNotify must be used inside NotificationsProvider');
  return notify;
}
