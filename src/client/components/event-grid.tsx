import { useState } from 'react';
import type { Event } from '@/domain/event-schemas';
import { openFirst, sportsFirst } from '@/domain/events';
import { EventCard, type MemberRegistration } from './event-card';
import { GridList } from './grid-list';

export interface EventGridProps {
  events: Event[];
  /** The level of each event name's heading. */
  headingLevel?: 2 | 3 | 4;
  /**
   * Show only the first cards (open events come first). The others are in the page, hidden, so a
   * visitor's page script can show them without rendering cards (src/client/visitor/).
   */
  limit?: number;
  /** For a member: their live registration, by the id of each event they joined. */
  registrations?: ReadonlyMap<string, MemberRegistration>;
  /** Sports events before the others (under the home page's sports heading). */
  sportsFirst?: boolean;
}

/**
 * Event cards, those still taking registrations first (after sports, when asked), in one column on phones, two on tablets
 * and three on wide screens.
 */
export function EventGrid({
  events,
  headingLevel = 3,
  limit,
  registrations,
  sportsFirst: sportsBeforeOthers = false,
}: EventGridProps) {
  // One moment for the whole list, so every card judges "closed" alike.
  const [now] = useState(() => new Date());
  const open = openFirst(events, now);
  const ordered = sportsBeforeOthers ? sportsFirst(open) : open;
  return (
    <GridList columns={{ xs: 1, sm: 2, md: 3 }}>
      {ordered.map((event, index) => (
        <li key={event._id} hidden={limit !== undefined && index >= limit}>
          <EventCard
            event={event}
            now={now}
            headingLevel={headingLevel}
            registration={registrations?.get(event._id)}
          />
        </li>
      ))}
    </GridList>
  );
}
