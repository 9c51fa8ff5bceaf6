import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { Event } from '@/domain/event-schemas';
import { MESSAGES } from '@/domain/messages';
import { useNotify } from '@/client/components/notifications';
import { useCreateEvent } from './api/create-event';
import { useUpdateEvent } from './api/update-event';
import { AdminDialog } from '@/client/components/admin/admin-dialog';
import { FormDialogBody } from '@/client/components/admin/form-dialog-body';
import { serverMessage } from '@/client/lib/server-message';
import { EventFormFields } from './event-form-fields';
import {
  EMPTY_EVENT_FORM,
  eventFormSchema,
  toEventInput,
  toFormValues,
  type EventFormOutput,
  type EventFormValues,
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
      <EventForm key={event?._id ?? 'new'} event={event} onDone={onClose} />
    </AdminDialog>
  );
}

function EventForm({ event, onDone }: { event: Event | null; onDone: () => void }) {
  const notify = useNotify();
  const create = useCreateEvent();
  const update = useUpdateEvent();
  const { control, setValue, handleSubmit, formState } = useForm<
    EventFormValues,
    unknown,
    EventFormOutput
  >({
    resolver: zodResolver(eventFormSchema),
    defaultValues: event ? toFormValues(event) : EMPTY_EVENT_FORM,
  });

  const onValid = async (values: EventFormOutput) => {
    const input = toEventInput(values);
    try {
      if (event) {
        await update.mutateAsync({ id: event._id, input });
        notify(MESSAGES.eventUpdated, 'success');
      } else {
        await create.mutateAsync(input);
        notify(MESSAGES.eventCreated, 'success');
      }
      onDone();
    } catch (error) {
      notify(
        event ? MESSAGES.eventUpdateFailed : serverMessage(error, MESSAGES.eventCreateFailed),
        'error',
      );
    }
  };

  const onInvalid = (errors: Partial<Record<keyof EventFormValues, unknown>>) => {
    if (event && (errors.amountIndividual || errors.amountTeam)) {
      notify(MESSAGES.invalidPaymentAmount, 'error');
    }
  };

  const idPrefix = event ? 'edit-event' : 'new-event';

  return (
    <FormDialogBody
      onSubmit={handleSubmit(onValid, onInvalid)}
      refusal={null}
      submitting={formState.isSubmitting}
      submitLabel={event ? 'Save Changes' : 'Create Event'}
    >
      <EventFormFields idPrefix={idPrefix} control={control} setValue={setValue} />
    </FormDialogBody>
  );
}
