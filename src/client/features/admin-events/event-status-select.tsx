import TextField from '@mui/material/TextField';
import { EVENT_STATUSES, type EventStatus } from '@/domain/constants';
import type { Event } from '@/domain/event-schemas';
import { MESSAGES } from '@/domain/messages';
import { useNotify } from '@/client/components/notifications';
import { useUpdateEventStatus } from './api/update-event-status';
import { STATUS_LABELS } from '@/client/lib/admin/labels';
import { menuItems } from '@/client/components/admin/menu-items';

/**
 * The card's status dropdown: any status may be chosen; the change is sent at once (only the
 * status, in lower case). On failure the card keeps the status it had.
 */
export function EventStatusSelect({ event }: { event: Event }) {
  const notify = useNotify();
  const update = useUpdateEventStatus();

  const change = (status: EventStatus) => {
    if (status === event.status) return;
    update.mutate(
      { id: event._id, status },
      {
        onSuccess: () => notify(MESSAGES.statusUpdated, 'success'),
        onError: () => notify(MESSAGES.statusUpdateFailed, 'error'),
      },
    );
  };

  return (
    <TextField
      id={`event-status-${event._id}`}
      select
      size="small"
      label="Status"
      value={update.isPending ? update.variables.status : event.status}
      // Read-only, not disabled, while saving: a disabled select would drop the keyboard focus.
      slotProps={{ input: { readOnly: update.isPending } }}
      onChange={(change_) => change(change_.target.value as EventStatus)}
      sx={{ minWidth: 150 }}
    >
      {menuItems(EVENT_STATUSES, STATUS_LABELS)}
    </TextField>
  );
}
