import Alert from '@mui/material/Alert';
import DialogContent from '@mui/material/DialogContent';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { MESSAGES } from '@/domain/messages';
import { useNotify } from '@/client/components/notifications';
import { useCreateRegistration } from './api/create-registration';
import { AdminDialog } from '@/client/components/admin/admin-dialog';
import { DialogForm } from '@/client/components/admin/dialog-form';
import { CancelAndSubmit } from '@/client/components/admin/dialog-form-actions';
import { serverMessage } from '@/client/lib/server-message';
import { AddUserFields } from './add-user-fields';
import { EMPTY_ADD_USER, toRegistrationInput, type AddUserFormValues } from './add-user-form';

interface AddUserDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * 'Add New User': creates a registration for a person. A refusal
 * shows the server's message in red here, and the dialog keeps what was typed.
 */
export function AddUserDialog({ open, onClose }: AddUserDialogProps) {
  return (
    <AdminDialog id="add-user" title="Add New User" open={open} onClose={onClose} maxWidth="md">
      <AddUserForm onDone={onClose} />
    </AdminDialog>
  );
}

function AddUserForm({ onDone }: { onDone: () => void }) {
  const notify = useNotify();
  const create = useCreateRegistration();
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, setValue, formState } = useForm<AddUserFormValues>({
    defaultValues: EMPTY_ADD_USER,
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await create.mutateAsync(toRegistrationInput(values));
      notify(MESSAGES.userAdded, 'success');
      onDone();
    } catch (error) {
      setFailure(serverMessage(error, MESSAGES.userAddFailed));
    }
  });

  return (
    <DialogForm labelledBy="add-user-title" onSubmit={onSubmit}>
      <DialogContent dividers>
        <AddUserFields control={control} setValue={setValue} />
      </DialogContent>
      {failure && (
        <Alert severity="error" role="alert" sx={{ mx: 3, mt: 2 }}>
          {failure}
        </Alert>
      )}
      <CancelAndSubmit
        onCancel={onDone}
        submitting={formState.isSubmitting}
        submitLabel={'Add User'}
      />
    </DialogForm>
  );
}
