import { queryOptions, useQuery } from '@tanstack/react-query';
import { eventMessageListSchema } from '@/domain/lifecycle';
import { apiRequest } from '@/client/lib/api-client';
import { adminKeys } from '@/client/lib/admin/api/query-keys';

/** `GET /api/admins/events/:id/messages`: the event's messages with sent / failed counts. */
export function getEventMessages(eventId: string, signal?: AbortSignal) {
  return apiRequest(`/admins/events/${encodeURIComponent(eventId)}/messages`, {
    auth: 'admin',
    schema: eventMessageListSchema,
    signal,
  });
}

export const eventMessagesQuery = (eventId: string) =>
  queryOptions({
    queryKey: adminKeys.eventMessages(eventId),
    queryFn: ({ signal }) => getEventMessages(eventId, signal),
  });

/** While mails still wait, the counts are asked again every few seconds. */
export function useEventMessages(eventId: string, enabled: boolean) {
  return useQuery({
    ...eventMessagesQuery(eventId),
    enabled,
    refetchInterval: (query) =>
      query.state.data?.some((message) => message.pending > 0) ? 3_000 : false,
  });
}
