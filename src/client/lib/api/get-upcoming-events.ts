import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Event } from '@/domain/event-schemas';
import { apiRequest } from '../api-client';
import { sharedKeys } from './query-keys';

/** A light check in place of zod, which the landing page must not load. */
function isEvent(value: unknown): value is Event {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record._id === 'string' &&
    typeof record.name === 'string' &&
    Array.isArray(record.allowedRegistrationTypes)
  );
}

/** The events of an answer of `GET /api/events?upcoming=true` (anything else: none). */
export function upcomingEventsFrom(data: unknown): Event[] {
  return Array.isArray(data) ? data.filter(isEvent) : [];
}

export const UPCOMING_EVENTS_PATH = '/events?upcoming=true';

/**
 * `GET /api/events?upcoming=true`: the upcoming events, filtered and sorted by the server. A
 * failure counts as an empty list: the page then says there are none.
 */
export async function getUpcomingEvents(signal: AbortSignal): Promise<Event[]> {
  try {
    return upcomingEventsFrom(
      await apiRequest<unknown>(UPCOMING_EVENTS_PATH, { auth: 'none', signal }),
    );
  } catch (error) {
    if (signal.aborted) throw error;
    return [];
  }
}

export const upcomingEventsQuery = queryOptions<Event[]>({
  queryKey: sharedKeys.upcomingEvents,
  // The landing section asks for them as it mounts and the list once its code has loaded: one
  // request.
  staleTime: 30_000,
  queryFn: ({ signal }) => getUpcomingEvents(signal),
});

export function useUpcomingEvents() {
  return useQuery(upcomingEventsQuery);
}
