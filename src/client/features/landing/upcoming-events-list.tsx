import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { EventGrid } from '@/client/components/event-grid';
import { LoadableList } from '@/client/components/loadable-list';
import { useUpcomingEvents } from '@/client/lib/api/get-upcoming-events';
import { useEventTexts } from '@/client/lib/event-texts';
import { pageControl } from '@/client/lib/page-controls';
import { fill } from '@/client/lib/page-texts/fill';
import { useShellTexts } from '@/client/lib/shell-texts/context';
import { useInertUntilHydrated } from '@/client/lib/use-hydrated';

/** Cards shown before "Show all", so the rest of the page is not pushed far down on phones. */
const FIRST_CARDS = 6;

/** The upcoming event cards, or the empty message with an invitation to look again. */
export function UpcomingEventsList() {
  const events = useUpcomingEvents();
  const [showAll, setShowAll] = useState(false);
  const inertUntilHydrated = useInertUntilHydrated();
  const { landing } = useShellTexts();
  const texts = useEventTexts().list;

  const list = events.data ?? [];
  const hidden = list.length - FIRST_CARDS;
  const showAllText = fill(texts.showAll, { count: list.length });
  return (
    <LoadableList
      pending={events.isPending}
      empty={list.length === 0}
      emptyMessage={texts.empty}
      emptyDetail={landing.upcomingEmpty}
    >
      <EventGrid events={list} limit={showAll ? undefined : FIRST_CARDS} sportsFirst />
      {hidden > 0 && (
        <Box sx={{ mt: 3, display: 'flex', justifyContent: 'center' }}>
          <Button
            variant="outlined"
            aria-expanded={showAll}
            {...pageControl('show-all-events')}
            data-show-all={showAllText}
            data-show-fewer={texts.showFewer}
            {...inertUntilHydrated}
            onClick={() => setShowAll((value) => !value)}
          >
            {showAll ? texts.showFewer : showAllText}
          </Button>
        </Box>
      )}
    </LoadableList>
  );
}
