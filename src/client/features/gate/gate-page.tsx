import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { localStore } from '@/client/lib/safe-storage';
import { usePageTitle } from '@/client/lib/use-page-title';
import { ROLE_MESSAGES } from '@/domain/admin-roles';
import type { GateCredential } from './api/gate-client';
import { useAdminSelfForGate } from './api/get-admin-self';
import { useGateEvents } from './api/get-events';
import { GateDesk } from './gate-desk';
import { GatePasses } from './gate-passes';
import { GateFrame } from './gate-pass-page';
import { loadQrDecoder } from './use-qr-scanner';

const EVENT_KEY = 'checkInEvent';

/** `/admin/check-in`: the same gate for a committee member, for the event they choose. */
export function AdminCheckInPage() {
  usePageTitle('Check-in');
  const self = useAdminSelfForGate();
  if (self.data && !self.data.permissions.includes('checkins.write')) {
    return (
      <GateFrame>
        <CheckInHeading />
        <Alert severity="info" role="alert">
          {ROLE_MESSAGES.pageNotAllowed(self.data.role, 'check-in')}
        </Alert>
      </GateFrame>
    );
  }
  return <AdminCheckInDesk />;
}

function CheckInHeading() {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2 }}>
      <Typography variant="h1" sx={{ fontSize: '1.5rem', flex: 1 }}>
        Check-in
      </Typography>
      <Button component={RouterLink} to="/admin/dashboard">
        Dashboard
      </Button>
    </Box>
  );
}

function AdminCheckInDesk() {
  const events = useGateEvents();
  const [eventId, setEventId] = useState(() => localStore.get(EVENT_KEY) ?? '');
  const known = events.data?.some((event) => event._id === eventId);
  const credential = useMemo<GateCredential | null>(
    () => (eventId ? { kind: 'admin', eventId } : null),
    [eventId],
  );
  return (
    <GateFrame offlineCode={loadQrDecoder}>
      <CheckInHeading />
      <TextField
        id="check-in-event"
        select
        label="Event"
        value={known || !events.data ? eventId : ''}
        onChange={(event) => {
          setEventId(event.target.value);
          localStore.set(EVENT_KEY, event.target.value);
        }}
        helperText="Tickets of other events, or of another day, are refused."
        fullWidth
        sx={{ mb: 2 }}
      >
        {events.data
          ? events.data.map((event) => (
              <MenuItem key={event._id} value={event._id}>
                {event.name}
              </MenuItem>
            ))
          : eventId && <MenuItem value={eventId}>The event chosen before</MenuItem>}
      </TextField>
      {credential && <GateDesk key={eventId} credential={credential} />}
      {credential && (
        <GatePasses
          eventId={eventId}
          timeZone={
            document.querySelector('meta[name="site-timezone"]')?.getAttribute('content') ||
            'Asia/Kolkata'
          }
        />
      )}
    </GateFrame>
  );
}
