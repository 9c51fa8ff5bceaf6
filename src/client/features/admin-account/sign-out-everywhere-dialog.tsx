import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogContent from '@mui/material/DialogContent';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { MESSAGES } from '@/domain/messages';
import { serverMessage } from '@/client/lib/server-message';
import { AdminDialog } from '@/client/components/admin/admin-dialog';
import { DialogFormActions } from '@/client/components/admin/dialog-form-actions';
import { useAdminLogout } from '@/client/lib/admin/use-admin-logout';
import { useSignOutEverywhere } from './api/sign-out-everywhere';

/** Ends every session of the admin, on every device, this one too; then the login. */
export function SignOutEverywhereDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const signOut = useSignOutEverywhere();
  const logOut = useAdminLogout();
  const [refusal, setRefusal] = useState<string | null>(null);

  const confirm = async () => {
    setRefusal(null);
    try {
      await signOut.mutateAsync();
      logOut();
    } catch (error) {
      setRefusal(serverMessage(error, MESSAGES.somethingWentWrong));
    }
  };

  return (
    <AdminDialog id="sign-out-everywhere" title="Sign out everywhere" open={open} onClose={onClose}>
      <DialogContent dividers sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
        <Typography>
          This ends every session of yours: on this device, and on any other phone or computer where
          you are signed in. Use it if you signed in somewhere you should not stay.
        </Typography>
        {refusal && (
          <Alert severity="error" role="alert">
            {refusal}
          </Alert>
        )}
      </DialogContent>
      <DialogFormActions>
        <Button onClick={onClose} disabled={signOut.isPending}>
          Cancel
        </Button>
        <Button variant="contained" onClick={() => void confirm()} disabled={signOut.isPending}>
          {signOut.isPending ? 'Signing out…' : 'Sign out everywhere'}
        </Button>
      </DialogFormActions>
    </AdminDialog>
  );
}
