import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { ADMIN_PASSWORD_MIN_LENGTH, changeOwnPasswordInputSchema } from '@/domain/admin-schemas';
import { MESSAGES } from '@/domain/messages';
import { FormTextField } from '@/client/components/form-text-field';
import { useNotify } from '@/client/components/notifications';
import { useChangeOwnPassword } from '@/client/lib/admin/api/change-own-password';
import { AdminDialog } from '@/client/components/admin/admin-dialog';
import { FormDialogBody } from '@/client/components/admin/form-dialog-body';
import { useFormRefusal } from '@/client/lib/use-form-refusal';

const changePasswordFormSchema = changeOwnPasswordInputSchema
  .extend({ confirmPassword: z.string() })
  .refine((values) => values.confirmPassword === values.newPassword, {
    path: ['confirmPassword'],
    message: MESSAGES.passwordsDontMatch,
  });

type ChangePasswordFormValues = z.input<typeof changePasswordFormSchema>;
const FIELDS = ['currentPassword', 'newPassword'] as const;

interface ChangePasswordDialogProps {
  open: boolean;
  onClose: () => void;
}

/** The signed-in admin changes their own password: the current one, then the new one twice. */
export function ChangePasswordDialog({ open, onClose }: ChangePasswordDialogProps) {
  return (
    <AdminDialog id="change-password" title="Change Password" open={open} onClose={onClose}>
      {open && <ChangePasswordForm onDone={onClose} />}
    </AdminDialog>
  );
}

function ChangePasswordForm({ onDone }: { onDone: () => void }) {
  const notify = useNotify();
  const change = useChangeOwnPassword();
  const { control, handleSubmit, setError, formState } = useForm<ChangePasswordFormValues>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const { refusal, refuse, clear } = useFormRefusal(setError, FIELDS, MESSAGES.somethingWentWrong);

  const onSubmit = handleSubmit(async ({ currentPassword, newPassword }) => {
    clear();
    try {
      const answer = await change.mutateAsync({ currentPassword, newPassword });
      notify(answer.message, 'success');
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
      submitLabel="Change Password"
      pendingLabel="Saving…"
    >
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
