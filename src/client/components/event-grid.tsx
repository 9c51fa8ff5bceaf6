import Box from '@mui/material/Box';
import { useState } from 'react';
import type { Event } from '../../domain/event-schemas';
import { EventCard } from './event-card';

export interface EventGridProps {
  events: Event[];
  /** The level of each event name's heading. */
  headingLevel?: 2 | 3 | 4;
}

/** Event cards in one column on phones, two on tablets and three on wide screens. */
export function EventGrid({ events, headingLevel = 3 }: EventGridProps) {
  // One moment for the whole list, so every card judges "closed" alike.
  const [now] = useState(() => new Date());
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: 3,
        gridTemplateColumns: {
          xs: 'minmax(0, 1fr)',
          sm: 'repeat(2, minmax(0, 1fr))',
          md: 'repeat(3, minmax(0, 1fr))',
        },
      }}
    >
      {events.map((event) => (
        <li key={event._id}>
          <EventCard event={event} now={now} headingLevel={headingLevel} />
        </li>
      ))}
    </Box>
  );
}
