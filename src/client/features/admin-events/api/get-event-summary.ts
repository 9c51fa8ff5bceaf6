import { useQuery } from '@tanstack/react-query';
import { eventSummarySchema } from '@/domain/event-schemas';
import { apiRequest } from '@/client/lib/api-client';
import { adminKeys } from '@/client/lib/admin/api/query-keys';

/** `GET /api/admins/events/:id/summary`: registrations by state and money (money.read). */
export function useEventSummary(eventId: string | undefined, enabled: boolean) {
  return useQuery({
    queryKey: [...adminKeys.all, 'event-summary', eventId],
    queryFn: ({ signal }) =>
      apiRequest(`/admins/events/${encodeURIComponent(eventId ?? '')}/summary`, {
        auth: 'admin',
        schema: eventSummarySchema,
        signal,
      }),
    enabled: enabled && eventId !== undefined,
  });
}
