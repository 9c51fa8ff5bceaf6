import Typography from '@mui/material/Typography';
import { ConfirmDialog } from '@/client/components/admin/confirm-dialog';
import { useAdminLogout } from '@/client/lib/admin/use-admin-logout';
import { useSignOutEverywhere } from './api/sign-out-everywhere';

/** Ends every session of the admin, on every device, this one too; then the login. */
export function SignOutEverywhereDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const signOut = useSignOutEverywhere();
  const logOut = useAdminLogout();
  return (
    <ConfirmDialog
      id="sign-out-everywhere"
      title="Sign out everywhere"
      subject={open}
      onClose={onClose}
      confirmLabel="Sign out everywhere"
      pendingLabel="Signing out…"
      action={() => signOut.mutateAsync()}
      onDone={logOut}
    >
      <Typography>
        This ends every session of yours: on this device, and on any other phone or computer where
        you are signed in. Use it if you signed in somewhere you should not stay.
      </Typography>
    </ConfirmDialog>
  );
}
