import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect } from 'react';
import { LoadingPlaceholder } from '@/client/components/loadable-list';
import { upcomingEventsQuery } from '@/client/lib/api/get-upcoming-events';
import { preloadableLazy } from '@/client/lib/preloadable-lazy';
import { useShellTexts } from '@/client/lib/shell-texts/context';
import { siteTimeZone } from '@/client/lib/site-settings';

/**
 * The list, its cards and their icons load on their own, to keep the first script small; the
 * request for the events starts at once, alongside. A server-rendered page arrives with the
 * cards, which the browser takes over once their code is there, and then brings up to date.
 */
export const UpcomingEventsList = preloadableLazy(
  async () => (await import('./upcoming-events-list')).UpcomingEventsList,
);

const FORMATS_TO_PREPARE = [
  () => new Intl.NumberFormat('en-IN').format(0),
  () => new Intl.DateTimeFormat('en-IN', { timeZone: siteTimeZone }).format(0),
];

/** 'Hostel Sports Upcoming Events': the event cards, or the empty message. */
export function UpcomingEventsSection() {
  const queryClient = useQueryClient();
  const { landing } = useShellTexts();
  useEffect(() => {
    void queryClient.prefetchQuery(upcomingEventsQuery);
    // The cards format fees and dates. The browser's first number and date formats take a while
    // to set up: done now, each in a task of its own, while the list's code is on its way.
    const timers = FORMATS_TO_PREPARE.map((prepare) => setTimeout(prepare, 0));
    return () => timers.forEach(clearTimeout);
  }, [queryClient]);

  const headingId = 'upcoming-events-heading';
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: { xs: 6, md: 8 } }}>
      <Typography id={headingId} variant="h2" sx={{ mb: 3 }}>
        {landing.upcomingHeading}
      </Typography>
      <Suspense fallback={<LoadingPlaceholder />}>
        <UpcomingEventsList />
      </Suspense>
    </Box>
  );
}
