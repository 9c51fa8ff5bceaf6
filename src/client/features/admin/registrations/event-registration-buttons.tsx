import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { Event } from '../../../../domain/event-schemas';

interface EventRegistrationButtonsProps {
  events: Event[];
  selectedId: string | null;
  onSelect: (eventId: string) => void;
}

/** A button per event, with its number of registrations; pressed shows that event's lists. */
export function EventRegistrationButtons({
  events,
  selectedId,
  onSelect,
}: EventRegistrationButtonsProps) {
  return (
    <Box
      role="group"
      aria-label="Show the registrations of one event"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}
    >
      {events.map((event) => {
        const pressed = event._id === selectedId;
        return (
          <Button
            key={event._id}
            variant={pressed ? 'contained' : 'outlined'}
            aria-pressed={pressed}
            onClick={() => onSelect(event._id)}
            sx={{ textAlign: 'left', maxWidth: '100%' }}
          >
            {event.name} ({event.registrationCount})
          </Button>
        );
      })}
    </Box>
  );
}
