import { useEffect } from 'react';
import { MESSAGES } from '@/domain/messages';
import { useNotify } from '@/client/components/notifications';

/**
 * Notifies 'Failed to load About section' once for each failed load:
 * `errorUpdatedAt` changes with every new failure.
 */
export function useLoadFailureNotice(isError: boolean, errorUpdatedAt: number) {
  const notify = useNotify();
  useEffect(() => {
    if (isError) notify(MESSAGES.aboutLoadFailed, 'error');
  }, [isError, errorUpdatedAt, notify]);
}
