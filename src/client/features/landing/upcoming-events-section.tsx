import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { upcomingEventsQuery } from './use-upcoming-events';

// The list, its cards and their icons load on their own, to keep the first script small; the
// request for the events starts at once, alongside.
const UpcomingEventsList = lazy(async () => ({
  default: (await import('./upcoming-events-list')).UpcomingEventsList,
}));

/** 'Hostel Sports Upcoming Events': the event cards, or the empty message. */
export function UpcomingEventsSection() {
  const queryClient = useQueryClient();
  useEffect(() => {
    void queryClient.prefetchQuery(upcomingEventsQuery);
  }, [queryClient]);

  const headingId = 'upcoming-events-heading';
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: { xs: 6, md: 8 } }}>
      <Typography id={headingId} variant="h2" sx={{ mb: 3 }}>
        Hostel Sports Upcoming Events
      </Typography>
      <Suspense fallback={<Box sx={{ minHeight: 240 }} aria-busy="true" />}>
        <UpcomingEventsList />
      </Suspense>
    </Box>
  );
}
