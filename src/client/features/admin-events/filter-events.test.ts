import { describe, expect, it } from 'vitest';
import type { Event } from '@/domain/event-schemas';
import { filterEvents } from './filter-events';

const make = (name: string, date: string | null, status: Event['status'] = 'upcoming') =>
  ({ _id: name, name, date, status, location: '', organizer: '', description: '' }) as Event;

const events = [
  make('Kabaddi Cup', '2027-02-01T00:00:00Z'),
  make('Alumni Day', null, 'completed'),
  make('Chess', '2027-01-01T00:00:00Z', 'ongoing'),
];

describe('the Events tab filter', () => {
  it('sorts by date (soonest first, undated last) by default, or by name', () => {
    const names = (list: Event[]) => list.map((event) => event.name);
    expect(names(filterEvents(events, { search: '', status: 'all', sortBy: 'date' }))).toEqual([
      'Chess',
      'Kabaddi Cup',
      'Alumni Day',
    ]);
    expect(names(filterEvents(events, { search: '', status: 'all', sortBy: 'name' }))).toEqual([
      'Alumni Day',
      'Chess',
      'Kabaddi Cup',
    ]);
  });

  it('keeps one status and matches the search without regard to case', () => {
    expect(filterEvents(events, { search: '', status: 'ongoing', sortBy: 'date' })).toHaveLength(1);
    expect(filterEvents(events, { search: 'KABADDI', status: 'all', sortBy: 'date' })).toHaveLength(
      1,
    );
  });
});
