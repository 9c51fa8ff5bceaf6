import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { ADMIN_PASSWORD_MIN_LENGTH, changeOwnPasswordInputSchema } from '@/domain/admin-schemas';
import { MESSAGES } from '@/domain/messages';
import { FormTextField } from '@/client/components/form-text-field';
import { useChangeOwnPassword } from '@/client/lib/admin/api/change-own-password';
import { AdminDialog } from '@/client/components/admin/admin-dialog';
import { FormDialogBody } from '@/client/components/admin/form-dialog-body';
import { useDialogForm } from '@/client/components/admin/use-dialog-form';

const changePasswordFormSchema = changeOwnPasswordInputSchema
  .extend({ confirmPassword: z.string() })
  .refine((values) => values.confirmPassword === values.newPassword, {
    path: ['confirmPassword'],
    message: MESSAGES.passwordsDontMatch,
  });

const FIELDS = ['currentPassword', 'newPassword'] as const;

interface ChangePasswordDialogProps {
  open: boolean;
  onClose: () => void;
}

/** The signed-in admin changes their own password: the current one, then the new one twice. */
export function ChangePasswordDialog({ open, onClose }: ChangePasswordDialogProps) {
  return (
    <AdminDialog id="change-password" title="Change Password" open={open} onClose={onClose}>
      {open && <ChangePasswordForm />}
    </AdminDialog>
  );
}

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
      {/* The username, hidden, lets password managers update the saved login. */}
      <input type="text" name="username" autoComplete="username" hidden readOnly />
      <FormTextField
        control={control}
        name="currentPassword"
        id="change-password-current"
        label="Current Password"
        type="password"
        autoComplete="current-password"
        required
        autoFocus
      />
      <FormTextField
        control={control}
        name="newPassword"
        id="change-password-new"
        label="New Password"
        type="password"
        autoComplete="new-password"
        required
        hint={`At least ${ADMIN_PASSWORD_MIN_LENGTH} characters.`}
      />
      <FormTextField
        control={control}
        name="confirmPassword"
        id="change-password-confirm"
        label="Confirm New Password"
        type="password"
        autoComplete="new-password"
        required
      />
    </FormDialogBody>
  );
}
