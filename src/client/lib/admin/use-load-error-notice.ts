import { useEffect } from 'react';
import { useNotify } from '@/client/components/notifications';

/**
 * Notifies `message` (as an error) each time a list fails to load. `errorUpdatedAt` changes
 * with every new failure, so one failure notifies once.
 */
export function useLoadErrorNotice(isError: boolean, errorUpdatedAt: number, message: string) {
  const notify = useNotify();
  useEffect(() => {
    if (isError) notify(message, 'error');
  }, [isError, errorUpdatedAt, message, notify]);
}
