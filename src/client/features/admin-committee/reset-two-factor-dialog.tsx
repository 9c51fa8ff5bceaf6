import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogContent from '@mui/material/DialogContent';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { AdminAccount } from '@/domain/committee-schemas';
import { MESSAGES } from '@/domain/messages';
import { useNotify } from '@/client/components/notifications';
import { serverMessage } from '@/client/lib/server-message';
import { AdminDialog } from '@/client/components/admin/admin-dialog';
import { DialogFormActions } from '@/client/components/admin/dialog-form-actions';
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
  const notify = useNotify();
  const [refusal, setRefusal] = useState<string | null>(null);

  const confirm = async (target: AdminAccount) => {
    setRefusal(null);
    try {
      await reset.mutateAsync(target._id);
      notify(`${target.username} can sign in with their password alone again.`, 'success');
      onClose();
    } catch (error) {
      setRefusal(serverMessage(error, MESSAGES.somethingWentWrong));
    }
  };

  return (
    <AdminDialog
      id="reset-two-factor"
      title="Reset two-factor sign-in"
      open={admin !== null}
      onClose={onClose}
    >
      <DialogContent dividers sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
        <Typography>
          This turns off two-factor sign-in for {admin?.username} and signs them out everywhere.
          They then sign in with their password alone and can set it up again on their own phone. Do
          this only once you have spoken to them: it is recorded in Activity.
        </Typography>
        {refusal && (
          <Alert severity="error" role="alert">
            {refusal}
          </Alert>
        )}
      </DialogContent>
      <DialogFormActions>
        <Button onClick={onClose} disabled={reset.isPending}>
          Cancel
        </Button>
        <Button
          variant="contained"
          color="error"
          onClick={() => admin && void confirm(admin)}
          disabled={reset.isPending}
        >
          {reset.isPending ? 'Resetting…' : 'Reset two-factor'}
        </Button>
      </DialogFormActions>
    </AdminDialog>
  );
}
