import { useForm } from 'react-hook-form';
import { MESSAGES } from '@/domain/messages';
import { useNotify } from '@/client/components/notifications';
import { useCreateRegistration } from './api/create-registration';
import { AdminDialog } from '@/client/components/admin/admin-dialog';
import { FormDialogBody } from '@/client/components/admin/form-dialog-body';
import { useFormRefusal } from '@/client/lib/use-form-refusal';
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

const FIELDS = [
  'name',
  'email',
  'contact',
  'hostel',
  'hostelAddress',
  'dateOfBirth',
  'gender',
  'nationality',
  'event',
  'registrationType',
] as const;

function AddUserForm({ onDone }: { onDone: () => void }) {
  const notify = useNotify();
  const create = useCreateRegistration();
  const { control, handleSubmit, setValue, setError, formState } = useForm<AddUserFormValues>({
    defaultValues: EMPTY_ADD_USER,
  });
  const { refusal, refuse, clear } = useFormRefusal(setError, FIELDS, MESSAGES.userAddFailed);

  const onSubmit = handleSubmit(async (values) => {
    clear();
    try {
      await create.mutateAsync(toRegistrationInput(values));
      notify(MESSAGES.userAdded, 'success');
      onDone();
    } catch (error) {
      refuse(error);
    }
  });

  return (
    <FormDialogBody
      onSubmit={onSubmit}
      refusal={refusal}
      submitting={formState.isSubmitting}
      submitLabel="Add User"
    >
      <AddUserFields control={control} setValue={setValue} />
    </FormDialogBody>
  );
}
