import DialogContent from '@mui/material/DialogContent';
import type { FormEvent, ReactNode } from 'react';
import { RefusalAlert } from '@/client/components/refusal-alert';
import { useAdminDialog } from './admin-dialog';
import { DialogForm } from './dialog-form';
import { CancelAndSubmit } from './dialog-form-actions';

interface FormDialogBodyProps {
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void> | void;
  /** The form's refusal from the server (`useFormRefusal`), shown under the fields. */
  refusal: string | null | undefined;
  submitting: boolean;
  submitLabel: string;
  /** The submit button's label while the form submits ("Saving…"); the same label if none. */
  pendingLabel?: string;
  /** The action waits for something else as well (a picture still uploading). */
  waiting?: boolean;
  /** A red action, for what cannot be undone. */
  destructive?: boolean;
  /** The fields, in a column that scrolls between the title and the buttons. */
  children: ReactNode;
}

/**
 * The body of a dashboard form dialog, inside its `AdminDialog` (whose title names it and which
 * Cancel closes): the fields, the refusal, then Cancel and the action, which wait while it submits.
 */
export function FormDialogBody({
  onSubmit,
  refusal,
  submitting,
  submitLabel,
  pendingLabel,
  waiting,
  destructive,
  children,
}: FormDialogBodyProps) {
  const { id } = useAdminDialog();
  return (
    <DialogForm labelledBy={`${id}-title`} onSubmit={onSubmit}>
      <DialogContent dividers sx={{ display: 'grid', gap: 2.5, alignContent: 'start' }}>
        {children}
        <RefusalAlert message={refusal} />
      </DialogContent>
      <CancelAndSubmit
        submitting={submitting}
        submitLabel={submitting && pendingLabel ? pendingLabel : submitLabel}
        waiting={waiting}
        destructive={destructive}
      />
    </DialogForm>
  );
}
