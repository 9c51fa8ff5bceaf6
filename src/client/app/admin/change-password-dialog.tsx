import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { changeOwnPasswordInputSchema } from '@/domain/admin-schemas';
import { MESSAGES } from '@/domain/messages';
import { CurrentPasswordField, NewPasswordFields } from '@/client/components/admin/password-fields';
import { useChangeOwnPassword } from '@/client/lib/admin/api/change-own-password';
import { formDialog } from '@/client/components/admin/admin-dialog';
import { FormDialogBody } from '@/client/components/admin/form-dialog-body';
import { useDialogForm } from '@/client/components/admin/use-dialog-form';

const changePasswordFormSchema = changeOwnPasswordInputSchema
  .extend({ confirmPassword: z.string() })
  .refine((values) => values.confirmPassword === values.newPassword, {
    path: ['confirmPassword'],
    message: MESSAGES.passwordsDontMatch,
  });

const FIELDS = ['currentPassword', 'newPassword'] as const;

/** The signed-in admin changes their own password: the current one, then the new one twice. */
export const ChangePasswordDialog = formDialog(
  { id: 'change-password', title: 'Change Password' },
  ChangePasswordForm,
);

function ChangePasswordForm() {
  const change = useChangeOwnPassword();
  const { control, body } = useDialogForm({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    fields: FIELDS,
    submit: ({ currentPassword, newPassword }) =>
      change.mutateAsync({ currentPassword, newPassword }),
    notice: (answer) => answer.message,
  });

  return (
    <FormDialogBody {...body} submitLabel="Change Password" pendingLabel="Saving…">
      <CurrentPasswordField
        control={control}
        name="currentPassword"
        id="change-password-current"
        label="Current Password"
        autoFocus
      />
      <NewPasswordFields
        control={control}
        password={{ name: 'newPassword', id: 'change-password-new', label: 'New Password' }}
        confirm={{
          name: 'confirmPassword',
          id: 'change-password-confirm',
          label: 'Confirm New Password',
        }}
      />
    </FormDialogBody>
  );
}
