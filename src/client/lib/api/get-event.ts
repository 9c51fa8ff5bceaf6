import { queryOptions, useQuery } from '@tanstack/react-query';
import { eventSchema, type Event } from '@/domain/event-schemas';
import { apiRequest } from '../api-client';
import { sharedKeys } from './query-keys';

/** `GET /api/events/:id`: one event, for its page and the registration form. */
export function getEvent(eventId: string, signal?: AbortSignal): Promise<Event> {
  return apiRequest(`/events/${encodeURIComponent(eventId)}`, {
    schema: eventSchema,
    auth: 'none',
    signal,
  });
}

export const eventQuery = (eventId: string) =>
  queryOptions<Event>({
    queryKey: sharedKeys.event(eventId),
    queryFn: ({ signal }) => getEvent(eventId, signal),
  });

/** The event, fetched only when `enabled` (a member, on a page with an event id). */
export function useEvent(eventId: string | null, enabled: boolean) {
  return useQuery({ ...eventQuery(eventId ?? ''), enabled: enabled && Boolean(eventId) });
}
