import Box from '@mui/material/Box';
import { useState } from 'react';
import { useAdminEvents } from '@/client/lib/admin/api/get-admin-events';
import { SelectField } from '@/client/components/admin/select-field';
import { TabHeading } from '@/client/components/admin/tab-heading';
import { RegistrationsTable } from './registrations-table';

const ALL_EVENTS = '';

/**
 * The Registrations tab: the individual and the team registrations of every event, or of the
 * event chosen in the select. Every list has its own search, paging and Download CSV.
 */
export function RegistrationsTab() {
  const events = useAdminEvents();
  const [eventId, setEventId] = useState(ALL_EVENTS);
  const chosen = events.data?.find((event) => event._id === eventId);
  const scope = chosen?._id ?? ALL_EVENTS;
  // An event for teams only has no individual list, unless it kept registrations from before.
  const showIndividual =
    !chosen ||
    chosen.allowedRegistrationTypes.includes('individual') ||
    chosen.registrationCount > 0;

  return (
    <Box
      component="section"
      aria-labelledby="registrations-tab-heading"
      sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 4 }}
    >
      <Box>
        <TabHeading id="registrations-tab-heading" title="Registrations" />
        <SelectField
          id="registrations-event"
          label="Event"
          value={scope}
          options={[
            { value: ALL_EVENTS, label: 'All events' },
            ...(events.data ?? []).map((event) => ({
              value: event._id,
              label: `${event.name} (${event.registrationCount})`,
            })),
          ]}
          onChange={setEventId}
        />
      </Box>

      {showIndividual && (
        <RegistrationsTable
          key={`${scope}-individual`}
          title="Individual registrations"
          type="individual"
          event={chosen}
        />
      )}
      <RegistrationsTable
        key={`${scope}-team`}
        title="Team registrations"
        type="team"
        event={chosen}
      />
    </Box>
  );
}
