import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { AdminUser } from '@/domain/admin-schemas';
import { MESSAGES } from '@/domain/messages';
import { useUpdateUser } from './api/update-user';
import { SubjectDialog, type RowDialogProps } from '@/client/components/admin/admin-dialog';
import { FormDialogBody } from '@/client/components/admin/form-dialog-body';
import { useDialogForm } from '@/client/components/admin/use-dialog-form';
import { FormTextField, formFieldsOf } from '@/client/components/form-text-field';
import {
  editUserDefaults,
  editUserFormSchema,
  toUserChanges,
  type EditUserFormOutput,
} from './edit-user-form-schema';
import { genderOptions } from './gender-options';

/** 'Edit User': changes apply to every registration of that e-mail. */
export function EditUserDialog(dialog: RowDialogProps<AdminUser>) {
  return (
    <SubjectDialog id="edit-user" title="Edit User" {...dialog}>
      {(user) => <EditUserForm user={user} />}
    </SubjectDialog>
  );
}

const KEEP = 'Leave empty to keep as it is';

function EditUserForm({ user }: { user: AdminUser }) {
  const update = useUpdateUser();
  const { control, body } = useDialogForm({
    resolver: zodResolver(editUserFormSchema),
    defaultValues: editUserDefaults(user),
    fields: editUserFormSchema.keyof().options,
    fallback: MESSAGES.userUpdateFailed,
    submit: async (values: EditUserFormOutput) => {
      const changes = toUserChanges(values, user);
      if (Object.keys(changes).length === 0) return false;
      await update.mutateAsync({ email: user.email, changes });
      return true;
    },
    notice: (changed) => (changed ? MESSAGES.userUpdated : null),
  });

  const field = formFieldsOf(control, 'edit-user');

  return (
    <FormDialogBody {...body} submitLabel="Save Changes">
      <Typography sx={{ overflowWrap: 'anywhere' }}>
        {user.email} · {user.studentId}. Changes apply to all of this person&apos;s registrations.
      </Typography>
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <FormTextField {...field('name')} label="Name" required />
        <FormTextField {...field('contact')} label="Contact" type="tel" required />
        <FormTextField {...field('hostel')} label="Hostel" hint={KEEP} />
        <FormTextField {...field('hostelAddress')} label="Hostel Address" hint={KEEP} />
        <FormTextField {...field('dateOfBirth')} label="Date of Birth" type="date" hint={KEEP} />
        <FormTextField {...field('gender')} label="Gender" select>
          {genderOptions('Keep as it is')}
        </FormTextField>
        <FormTextField {...field('nationality')} label="Nationality" hint={KEEP} />
      </Box>
    </FormDialogBody>
  );
}
