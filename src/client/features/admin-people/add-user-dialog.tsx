import { MESSAGES } from '@/domain/messages';
import { useCreateRegistration } from './api/create-registration';
import { AdminDialog } from '@/client/components/admin/admin-dialog';
import { FormDialogBody } from '@/client/components/admin/form-dialog-body';
import { useDialogForm } from '@/client/components/admin/use-dialog-form';
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
      <AddUserForm />
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

function AddUserForm() {
  const create = useCreateRegistration();
  const { control, setValue, body } = useDialogForm<AddUserFormValues>({
    defaultValues: EMPTY_ADD_USER,
    fields: FIELDS,
    fallback: MESSAGES.userAddFailed,
    submit: (values) => create.mutateAsync(toRegistrationInput(values)),
    notice: () => MESSAGES.userAdded,
  });

  return (
    <FormDialogBody {...body} submitLabel="Add User">
      <AddUserFields control={control} setValue={setValue} />
    </FormDialogBody>
  );
}
