import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import type { AdminUser } from '@/domain/admin-schemas';
import { MESSAGES } from '@/domain/messages';
import { useNotify } from '@/client/components/notifications';
import { useUpdateUser } from './api/update-user';
import { AdminDialog } from '@/client/components/admin/admin-dialog';
import { FormDialogBody } from '@/client/components/admin/form-dialog-body';
import { FormTextField } from '@/client/components/form-text-field';
import {
  editUserDefaults,
  editUserFormSchema,
  toUserChanges,
  type EditUserFormOutput,
  type EditUserFormValues,
} from './edit-user-form-schema';
import { genderOptions } from './gender-options';

interface EditUserDialogProps {
  user: AdminUser | null;
  open: boolean;
  onClose: () => void;
}

/** 'Edit User': changes apply to every registration of that e-mail. */
export function EditUserDialog({ user, open, onClose }: EditUserDialogProps) {
  return (
    <AdminDialog id="edit-user" title="Edit User" open={open && user !== null} onClose={onClose}>
      {user && <EditUserForm key={user.email} user={user} onDone={onClose} />}
    </AdminDialog>
  );
}

const KEEP = 'Leave empty to keep as it is';

function EditUserForm({ user, onDone }: { user: AdminUser; onDone: () => void }) {
  const notify = useNotify();
  const update = useUpdateUser();
  const { control, handleSubmit, formState } = useForm<
    EditUserFormValues,
    unknown,
    EditUserFormOutput
  >({ resolver: zodResolver(editUserFormSchema), defaultValues: editUserDefaults(user) });

  const onSubmit = handleSubmit(async (values) => {
    const changes = toUserChanges(values, user);
    if (Object.keys(changes).length === 0) {
      onDone();
      return;
    }
    try {
      await update.mutateAsync({ email: user.email, changes });
      notify(MESSAGES.userUpdated, 'success');
      onDone();
    } catch {
      notify(MESSAGES.userUpdateFailed, 'error');
    }
  });

  return (
    <FormDialogBody
      onSubmit={onSubmit}
      refusal={null}
      submitting={formState.isSubmitting}
      submitLabel="Save Changes"
    >
      <Typography sx={{ overflowWrap: 'anywhere' }}>
        {user.email} · {user.studentId}. Changes apply to all of this person&apos;s registrations.
      </Typography>
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <FormTextField control={control} name="name" id="edit-user-name" label="Name" required />
        <FormTextField
          control={control}
          name="contact"
          id="edit-user-contact"
          label="Contact"
          type="tel"
          required
        />
        <FormTextField
          control={control}
          name="hostel"
          id="edit-user-hostel"
          label="Hostel"
          hint={KEEP}
        />
        <FormTextField
          control={control}
          name="hostelAddress"
          id="edit-user-hostel-address"
          label="Hostel Address"
          hint={KEEP}
        />
        <FormTextField
          control={control}
          name="dateOfBirth"
          id="edit-user-dob"
          label="Date of Birth"
          type="date"
          hint={KEEP}
        />
        <FormTextField control={control} name="gender" id="edit-user-gender" label="Gender" select>
          {genderOptions('Keep as it is')}
        </FormTextField>
        <FormTextField
          control={control}
          name="nationality"
          id="edit-user-nationality"
          label="Nationality"
          hint={KEEP}
        />
      </Box>
    </FormDialogBody>
  );
}
