import type { EventStatus } from '@/domain/constants';
import type { Event } from '@/domain/event-schemas';

export type StatusFilter = 'all' | EventStatus;
export type EventSort = 'date' | 'name';

export interface EventFilter {
  search: string;
  status: StatusFilter;
  sortBy: EventSort;
}

export const DEFAULT_EVENT_FILTER: EventFilter = { search: '', status: 'all', sortBy: 'date' };

const byName = (a: Event, b: Event) => a.name.localeCompare(b.name, 'en-IN');

/** Soonest first; events without a date last, then by name. */
function byDate(a: Event, b: Event): number {
  if (a.date && b.date) return Date.parse(a.date) - Date.parse(b.date) || byName(a, b);
  if (a.date) return -1;
  if (b.date) return 1;
  return byName(a, b);
}

/**
 * The Events tab's list: the search matches the name,
 * location, organizer or description; the status filter keeps one status; sorted by date
 * (default) or name.
 */
export function filterEvents(events: Event[], { search, status, sortBy }: EventFilter): Event[] {
  const needle = search.trim().toLocaleLowerCase('en-IN');
  return events
    .filter((event) => status === 'all' || event.status === status)
    .filter(
      (event) =>
        !needle ||
        [event.name, event.location, event.organizer, event.description].some((text) =>
          text.toLocaleLowerCase('en-IN').includes(needle),
        ),
    )
    .sort(sortBy === 'name' ? byName : byDate);
}
