import { queryOptions } from '@tanstack/react-query';
import type { Event } from '../../../domain/event-schemas';
import { apiRequest } from '../../lib/api-client';

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

/**
 * The upcoming events (`GET /api/events?upcoming=true`: filtered and sorted by the server).
 * A failure counts as an empty list (SPEC.md section 8): the page then says there are none.
 */
export const upcomingEventsQuery = queryOptions<Event[]>({
  queryKey: ['events', 'upcoming'],
  queryFn: async ({ signal }) => {
    try {
      const data = await apiRequest<unknown>('/events', {
        query: { upcoming: true },
        auth: 'none',
        signal,
      });
      return Array.isArray(data) ? data.filter(isEvent) : [];
    } catch (error) {
      if (signal.aborted) throw error;
      return [];
    }
  },
});
