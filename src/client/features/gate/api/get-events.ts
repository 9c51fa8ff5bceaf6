import { useQuery } from '@tanstack/react-query';
import { eventListSchema } from '@/domain/event-schemas';
import { apiRequest } from '@/client/lib/api-client';

/** `GET /api/events`, as a committee member: the events a gate can be for. */
export function useGateEvents() {
  return useQuery({
    queryKey: ['admin', 'gate', 'events'],
    queryFn: ({ signal }) =>
      apiRequest('/events', { auth: 'admin', schema: eventListSchema, signal }),
  });
}
