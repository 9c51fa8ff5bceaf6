import type { QueryClient } from '@tanstack/react-query';
import { sharedKeys } from '../../api/query-keys';
import { adminKeys } from './query-keys';

/**
 * After a change, refetch what it may touch: events (and their counts, here and on the public
 * pages), the totals, registrations and users. Token checks and donations are left alone.
 */
export function invalidateAdminData(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: sharedKeys.events }),
    queryClient.invalidateQueries({ queryKey: adminKeys.totalCollected }),
    queryClient.invalidateQueries({ queryKey: adminKeys.registrations }),
    queryClient.invalidateQueries({ queryKey: adminKeys.users }),
  ]).then(() => undefined);
}
