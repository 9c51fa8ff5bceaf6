import { useState } from 'react';
import type { Event } from '@/domain/event-schemas';
import { MESSAGES } from '@/domain/messages';
import { useNotify } from '@/client/components/notifications';
import { useDeleteEvent } from './api/delete-event';
import { isServerRefusal } from '@/client/lib/server-message';

/**
 * Deleting an event after the confirmation 'Are you sure you want to delete this event?'. A refusal (409: the event has
 * registrations) shows the server's reason; other failures the general message. `onDeleted`
 * runs once the event is gone (its card, and the button that had the focus, with it).
 */
export function useDeleteEventAction(onDeleted: () => void) {
  const notify = useNotify();
  const mutation = useDeleteEvent();
  const [deletingId, setDeletingId] = useState<string | null>(null);

  const deleteEvent = async (event: Event) => {
    if (deletingId) return;
    if (!window.confirm(MESSAGES.confirmDeleteEvent)) return;
    setDeletingId(event._id);
    try {
      await mutation.mutateAsync(event._id);
      notify(MESSAGES.eventDeleted, 'success');
      onDeleted();
    } catch (error) {
      notify(isServerRefusal(error) ? error.message : MESSAGES.eventDeleteFailed, 'error');
    } finally {
      setDeletingId(null);
    }
  };

  return { deleteEvent, deletingId };
}
