import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { MESSAGES } from '../../../domain/messages';
import { EventGrid } from '../../components/event-grid';
import { upcomingEventsQuery } from './use-upcoming-events';

/** The upcoming event cards, or the empty message with an invitation to look again. */
export function UpcomingEventsList() {
  const events = useQuery(upcomingEventsQuery);

  if (events.isPending) return <Box sx={{ minHeight: 240 }} aria-busy="true" />;
  if (events.data && events.data.length > 0) return <EventGrid events={events.data} />;
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
