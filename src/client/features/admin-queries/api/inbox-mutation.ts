import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminQuery } from '@/domain/query-inbox-schemas';
import { inboxKeys } from './query-keys';

/** A change to one query; afterwards the lists and the count of new queries are fetched again. */
export function useInboxMutation<TVariables>(
  mutationFn: (variables: TVariables) => Promise<AdminQuery>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inboxKeys.all }),
  });
}
