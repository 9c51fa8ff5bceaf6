import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { MESSAGES } from '../../../domain/messages';
import { EventGrid } from '../../components/event-grid';
import { PageContainer } from '../../components/page-container';
import { usePageTitle } from '../../lib/use-page-title';
import { upcomingEventsQuery } from '../landing/use-upcoming-events';

/**
 * The events listing (/home, members only): 'Upcoming Events' and the event cards of the public
 * site, or 'No upcoming events available at the moment.' (also when the list cannot be fetched,
 * SPEC.md section 8).
 */
export function EventsPage() {
  usePageTitle('Upcoming Events');
  const events = useQuery(upcomingEventsQuery);
  const list = events.data ?? [];

  return (
    <PageContainer>
      <Typography variant="h1" sx={{ mb: 1 }}>
        Upcoming Events
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 4, maxWidth: 720 }}>
        Pick an event and register on your own or with your team. Free events are confirmed at once.
      </Typography>

      {events.isPending ? (
        <Box sx={{ minHeight: 320 }} aria-busy="true" />
      ) : list.length === 0 ? (
        <Box
          sx={{
            p: 3,
            borderRadius: 3,
            bgcolor: 'background.paper',
            border: '1px dashed',
            borderColor: 'divider',
            display: 'flex',
            flexDirection: { xs: 'column', sm: 'row' },
            alignItems: { xs: 'stretch', sm: 'center' },
            justifyContent: 'space-between',
            gap: 2,
          }}
        >
          <Box>
            <Typography sx={{ fontWeight: 600 }}>{MESSAGES.noUpcomingEvents}</Typography>
            <Typography sx={{ color: 'text.secondary' }}>
              New matches and tournaments are announced here first, so do look in again soon.
            </Typography>
          </Box>
          <Button component={RouterLink} to="/users/registrations" variant="outlined">
            My Registered Events
          </Button>
        </Box>
      ) : (
        <EventGrid events={list} headingLevel={2} />
      )}
    </PageContainer>
  );
}
