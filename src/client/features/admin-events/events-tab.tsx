import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useMemo, useRef, useState, type ReactNode } from 'react';
import type { Event } from '@/domain/event-schemas';
import { MESSAGES } from '@/domain/messages';
import { useNotify } from '@/client/components/notifications';
import { serverMessage } from '@/client/lib/server-message';
import { useDuplicateEvent } from './api/duplicate-event';
import { useAdminEvents } from '@/client/lib/admin/api/get-admin-events';
import { useCheckInSummary } from './api/get-check-in-summary';
import { TabSection } from '@/client/components/admin/tab-heading';
import { useLoadErrorNotice } from '@/client/lib/admin/use-load-error-notice';
import { AdminEventCard } from './admin-event-card';
import { EventDetailsDialog } from './event-details-dialog';
import { EventFilters } from './event-filters';
import { EventFormDialog } from './event-form-dialog';
import { EventMessagesDialog } from './event-messages-dialog';
import { DEFAULT_EVENT_FILTER, filterEvents } from './filter-events';
import { useDeleteEventAction } from './use-delete-event-action';
import { useCan } from '@/client/lib/admin/admin-self';

type OpenDialog = { kind: 'details'; event: Event } | { kind: 'form'; event: Event | null };

/** The Events tab: filters, a card per event, and the Add New Event, details and edit dialogs. */
export function EventsTab() {
  const events = useAdminEvents();
  const summary = useCheckInSummary();
  const attendance = useMemo(
    () => new Map((summary.data ?? []).map((row) => [row.eventId, row])),
    [summary.data],
  );
  const [messaging, setMessaging] = useState<Event | null>(null);
  const [filter, setFilter] = useState(DEFAULT_EVENT_FILTER);
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  // The deleted card took the focused Delete button with it: the focus goes to the heading.
  const { deleteEvent, deletingId } = useDeleteEventAction(() => heading.current?.focus());
  useLoadErrorNotice(events.isError, events.errorUpdatedAt, MESSAGES.eventsFetchFailed);

  const canWrite = useCan('events.write');
  const notify = useNotify();
  const duplicateEvent = useDuplicateEvent();
  /** The copy opens in the Edit dialog at once: its dates are the first thing to set. */
  const duplicate = async (event: Event) => {
    try {
      const { event: copy } = await duplicateEvent.mutateAsync(event._id);
      notify(`Duplicated as “${copy.name}”. Set its dates.`, 'success');
      open({ kind: 'form', event: copy });
    } catch (error) {
      notify(serverMessage(error, 'The event could not be duplicated. Please try again.'), 'error');
    }
  };
  const shown = useMemo(() => filterEvents(events.data ?? [], filter), [events.data, filter]);
  const open = (next: OpenDialog) => {
    setDialog(next);
    setDialogOpen(true);
  };
  const close = () => setDialogOpen(false);

  return (
    <TabSection
      name="events"
      title="Events"
      headingRef={heading}
      actions={
        canWrite && (
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => open({ kind: 'form', event: null })}
            sx={{ width: { xs: '100%', sm: 'auto' } }}
          >
            Add New Event
          </Button>
        )
      }
    >
      <EventFilters filter={filter} onChange={setFilter} />

      {events.isPending ? (
        <EventGrid>
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} variant="rounded" height={190} />
          ))}
        </EventGrid>
      ) : events.isError && !events.data ? (
        <Alert severity="error">{MESSAGES.eventsFetchFailed}</Alert>
      ) : shown.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }} role="status">
          {events.data?.length
            ? 'No events match these filters.'
            : 'No events yet. Add the first one.'}
        </Typography>
      ) : (
        <>
          <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }} role="status">
            Showing {shown.length} of {events.data?.length ?? 0} events
          </Typography>
          <EventGrid>
            {shown.map((event) => (
              <AdminEventCard
                key={event._id}
                event={event}
                attendance={attendance.get(event._id)}
                deleting={deletingId === event._id}
                onMessage={setMessaging}
                onDuplicate={(chosen) => void duplicate(chosen)}
                onView={(chosen) => open({ kind: 'details', event: chosen })}
                onEdit={(chosen) => open({ kind: 'form', event: chosen })}
                onDelete={(chosen) => void deleteEvent(chosen)}
              />
            ))}
          </EventGrid>
        </>
      )}

      <EventDetailsDialog
        event={dialog?.kind === 'details' ? dialog.event : null}
        open={dialogOpen && dialog?.kind === 'details'}
        onClose={close}
      />
      <EventFormDialog
        event={dialog?.kind === 'form' ? dialog.event : null}
        open={dialogOpen && dialog?.kind === 'form'}
        onClose={close}
      />
      <EventMessagesDialog event={messaging} onClose={() => setMessaging(null)} />
    </TabSection>
  );
}

function EventGrid({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 300px), 1fr))',
      }}
    >
      {children}
    </Box>
  );
}
