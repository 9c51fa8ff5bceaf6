import { queryOptions, useQuery } from '@tanstack/react-query';
import { eventListSchema } from '@/domain/event-schemas';
import { apiRequest } from '../../api-client';
import { adminKeys } from './query-keys';

/** `GET /api/events?original=true`: every event as the committee wrote it, with its registration count. */
export function getAdminEvents(signal?: AbortSignal) {
  return apiRequest('/events?original=true', { auth: 'admin', schema: eventListSchema, signal });
}

export const adminEventsQuery = queryOptions({
  queryKey: adminKeys.events,
  queryFn: ({ signal }) => getAdminEvents(signal),
});

export function useAdminEvents() {
  return useQuery(adminEventsQuery);
}
