import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useAdminEvents } from '../api/get-events';
import { EventRegistrationButtons } from './event-registration-buttons';
import { RegistrationsTable } from './registrations-table';

/**
 * The Registrations tab: a button per event opens that event's individual and team
 * registrations; below, all individual and all team registrations. Every list has its own
 * Download CSV.
 */
export function RegistrationsTab() {
  const events = useAdminEvents();
  const [eventId, setEventId] = useState<string | null>(null);
  const chosen = events.data?.find((event) => event._id === eventId) ?? null;

  return (
    <Box
      component="section"
      aria-labelledby="registrations-tab-heading"
      sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 4 }}
    >
      <Box>
        <Typography id="registrations-tab-heading" variant="h2" sx={{ mb: 2 }}>
          Registrations
        </Typography>
        <EventRegistrationButtons
          events={events.data ?? []}
          selectedId={eventId}
          onSelect={(id) => setEventId((current) => (current === id ? null : id))}
        />
      </Box>

      {chosen && (
        <Box
          component="section"
          aria-labelledby="event-registrations-heading"
          sx={{
            display: 'grid',
            gridTemplateColumns: 'minmax(0, 1fr)',
            gap: 3,
            p: { xs: 2, sm: 3 },
            borderRadius: 3,
            bgcolor: 'rgba(40, 53, 147, 0.04)',
            border: 1,
            borderColor: 'divider',
          }}
        >
          <Typography id="event-registrations-heading" variant="h3" component="h3">
            Registrations for {chosen.name}
          </Typography>
          {chosen.allowedRegistrationTypes.includes('individual') ||
          chosen.registrationCount > 0 ? (
            <RegistrationsTable
              key={`${chosen._id}-individual`}
              title="Individual registrations"
              type="individual"
              event={chosen}
            />
          ) : null}
          <RegistrationsTable
            key={`${chosen._id}-team`}
            title="Team registrations"
            type="team"
            event={chosen}
          />
        </Box>
      )}

      <RegistrationsTable title="Individual registrations" type="individual" />
      <RegistrationsTable title="Team registrations" type="team" />
    </Box>
  );
}
