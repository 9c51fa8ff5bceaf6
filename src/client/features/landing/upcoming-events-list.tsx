import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { MESSAGES } from '../../../domain/messages';
import { EventGrid } from '../../components/event-grid';
import { useInertUntilHydrated } from '../../lib/use-hydrated';
import { upcomingEventsQuery } from './use-upcoming-events';

/** Cards shown before "Show all", so the rest of the page is not pushed far down on phones. */
const FIRST_CARDS = 6;

/** The upcoming event cards, or the empty message with an invitation to look again. */
export function UpcomingEventsList() {
  const events = useQuery(upcomingEventsQuery);
  const [showAll, setShowAll] = useState(false);
  const inertUntilHydrated = useInertUntilHydrated();

  if (events.isPending) return <Box sx={{ minHeight: 240 }} aria-busy="true" />;

  const list = events.data ?? [];
  if (list.length === 0) {
    return (
      <Box
        sx={{
          p: 3,
          borderRadius: 3,
          bgcolor: 'background.paper',
          border: '1px dashed',
          borderColor: 'divider',
        }}
      >
        <Typography sx={{ fontWeight: 600 }}>{MESSAGES.noUpcomingEvents}</Typography>
        <Typography sx={{ color: 'text.secondary' }}>
          New matches and tournaments are announced here first, so do look in again soon.
        </Typography>
      </Box>
    );
  }

  const hidden = list.length - FIRST_CARDS;
  return (
    <>
      <EventGrid events={showAll || hidden <= 0 ? list : list.slice(0, FIRST_CARDS)} />
      {hidden > 0 && (
        <Box sx={{ mt: 3, display: 'flex', justifyContent: 'center' }}>
          <Button
            variant="outlined"
            aria-expanded={showAll}
            {...inertUntilHydrated}
            onClick={() => setShowAll((value) => !value)}
          >
            {showAll ? 'Show fewer events' : `Show all ${list.length} events`}
          </Button>
        </Box>
      )}
    </>
  );
}
