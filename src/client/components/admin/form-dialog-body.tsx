import DialogContent from '@mui/material/DialogContent';
import type { FormEvent, ReactNode } from 'react';
import { RefusalAlert } from '@/client/components/refusal-alert';
import { DialogForm } from './dialog-form';
import { CancelAndSubmit } from './dialog-form-actions';

interface FormDialogBodyProps {
  /** The dialog's id, as given to its `AdminDialog`; the form is named by its title. */
  id: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void> | void;
  /** The form's refusal from the server (`useFormRefusal`), shown under the fields. */
  refusal: string | null | undefined;
  onCancel: () => void;
  submitting: boolean;
  submitLabel: string;
  /** The submit button's label while the form submits ("Saving…"); the same label if none. */
  pendingLabel?: string;
  /** The action waits for something else as well (a picture still uploading). */
  waiting?: boolean;
  /** The fields, in a column that scrolls between the title and the buttons. */
  children: ReactNode;
}

/**
 * The body of a dashboard form dialog, inside its `AdminDialog`: the fields, the refusal, then
 * Cancel and the action, which both wait while the form submits.
 */
export function FormDialogBody({
  id,
  onSubmit,
  refusal,
  onCancel,
  submitting,
  submitLabel,
  pendingLabel,
  waiting,
  children,
}: FormDialogBodyProps) {
  return (
    <DialogForm labelledBy={`${id}-title`} onSubmit={onSubmit}>
      <DialogContent dividers sx={{ display: 'grid', gap: 2.5, alignContent: 'start' }}>
        {children}
        <RefusalAlert message={refusal} />
      </DialogContent>
      <CancelAndSubmit
        onCancel={onCancel}
        submitting={submitting}
        submitLabel={submitting && pendingLabel ? pendingLabel : submitLabel}
        waiting={waiting}
      />
    </DialogForm>
  );
}
