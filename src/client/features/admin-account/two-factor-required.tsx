import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { useState } from 'react';
import type { AdminSelf } from '@/domain/committee-schemas';
import { TwoFactorDialog } from './two-factor-dialog';

/** Shown instead of the tabs while an admin who must use two-factor sign-in has not turned it on. */
export function TwoFactorRequired({ self }: { self: AdminSelf }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Alert
        severity="warning"
        action={
          <Button color="inherit" variant="outlined" onClick={() => setOpen(true)}>
            Turn on two-factor sign-in
          </Button>
        }
        sx={{ alignItems: 'center', flexWrap: 'wrap' }}
      >
        <AlertTitle>Two-factor sign-in is required</AlertTitle>
        An owner asks every admin to sign in with a code from an authenticator app as well as a
        password. Turn it on to open the dashboard.
      </Alert>
      <TwoFactorDialog self={self} open={open} onClose={() => setOpen(false)} />
    </>
  );
}
