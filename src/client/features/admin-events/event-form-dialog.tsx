import { zodResolver } from '@hookform/resolvers/zod';
import type { Event } from '@/domain/event-schemas';
import { MESSAGES } from '@/domain/messages';
import { useNotify } from '@/client/components/notifications';
import { useCreateEvent } from './api/create-event';
import { useUpdateEvent } from './api/update-event';
import { AdminDialog } from '@/client/components/admin/admin-dialog';
import { FormDialogBody } from '@/client/components/admin/form-dialog-body';
import { useDialogForm } from '@/client/components/admin/use-dialog-form';
import { EventFormFields } from './event-form-fields';
import {
  EMPTY_EVENT_FORM,
  eventFormSchema,
  toEventInput,
  toFormValues,
  type EventFormOutput,
} from './event-form-schema';

interface EventFormDialogProps {
  /** The event to edit; null adds a new one. */
  event: Event | null;
  open: boolean;
  onClose: () => void;
}

/**
 * 'Add New Event' and 'Edit Event'. On failure the dialog stays open with what was typed;
 * on success it closes and the lists refresh.
 */
export function EventFormDialog({ event, open, onClose }: EventFormDialogProps) {
  const editing = event !== null;
  return (
    <AdminDialog
      id="event-form"
      title={editing ? 'Edit Event' : 'Add New Event'}
      open={open}
      onClose={onClose}
      maxWidth="md"
    >
      {/* A fresh form for each event opened. */}
      <EventForm key={event?._id ?? 'new'} event={event} />
    </AdminDialog>
  );
}

function EventForm({ event }: { event: Event | null }) {
  const notify = useNotify();
  const create = useCreateEvent();
  const update = useUpdateEvent();
  const { control, setValue, body } = useDialogForm({
    resolver: zodResolver(eventFormSchema),
    defaultValues: event ? toFormValues(event) : EMPTY_EVENT_FORM,
    fields: eventFormSchema.keyof().options,
    fallback: event ? MESSAGES.eventUpdateFailed : MESSAGES.eventCreateFailed,
    submit: async (values: EventFormOutput) => {
      const input = toEventInput(values);
      if (event) await update.mutateAsync({ id: event._id, input });
      else await create.mutateAsync(input);
    },
    notice: () => (event ? MESSAGES.eventUpdated : MESSAGES.eventCreated),
    onInvalid: (errors) => {
      if (event && (errors.amountIndividual || errors.amountTeam)) {
        notify(MESSAGES.invalidPaymentAmount, 'error');
      }
    },
  });

  const idPrefix = event ? 'edit-event' : 'new-event';

  return (
    <FormDialogBody {...body} submitLabel={event ? 'Save Changes' : 'Create Event'}>
      <EventFormFields idPrefix={idPrefix} control={control} setValue={setValue} />
    </FormDialogBody>
  );
}
