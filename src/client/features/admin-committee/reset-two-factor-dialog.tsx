import Typography from '@mui/material/Typography';
import type { AdminAccount } from '@/domain/committee-schemas';
import { ConfirmDialog } from '@/client/components/admin/confirm-dialog';
import { useResetTwoFactor } from './api/reset-two-factor';

/** An owner turns off another admin's two-factor sign-in: a lost phone, or one not theirs. */
export function ResetTwoFactorDialog({
  admin,
  onClose,
}: {
  admin: AdminAccount | null;
  onClose: () => void;
}) {
  const reset = useResetTwoFactor();
  return (
    <ConfirmDialog
      id="reset-two-factor"
      title="Reset two-factor sign-in"
      subject={admin}
      onClose={onClose}
      confirmLabel="Reset two-factor"
      pendingLabel="Resetting…"
      destructive
      action={(admin) => reset.mutateAsync(admin._id)}
      notice={(_, admin) => `${admin.username} can sign in with their password alone again.`}
    >
      <Typography>
        This turns off two-factor sign-in for {admin?.username} and signs them out everywhere. They
        then sign in with their password alone and can set it up again on their own phone. Do this
        only once you have spoken to them: it is recorded in Activity.
      </Typography>
    </ConfirmDialog>
  );
}
