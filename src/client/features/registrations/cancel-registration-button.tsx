import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState } from 'react';
import { formatRupees } from '@/domain/money';
import type { Registration } from '@/domain/registration-schemas';
import { serverMessage } from '@/client/lib/server-message';
import { useCancelRegistration } from './api/cancel-registration';

/** What cancelling this registration gives back, as this event's refund rule says. */
function consequence(registration: Registration): string {
  if (registration.status === 'waitlisted') return 'You leave the waiting list.';
  const paid = registration.paymentStatus === 'Success' && registration.amount > 0;
  if (!paid) return 'Your place goes to the next person in line.';
  return registration.event.refundRule === 'full'
    ? `Your place goes to the next person in line, and your fee of ${formatRupees(registration.amount)} is refunded in full the way you paid.`
    : 'Your place goes to the next person in line. This event refunds nothing on cancellation, so your fee is not refunded.';
}

/** Cancel registration, after a confirmation that says what happens to the place and the fee. */
export function CancelRegistrationButton({ registration }: { registration: Registration }) {
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const cancel = useCancelRegistration();
  const titleId = useId();
  const confirm = () =>
    cancel.mutate(registration._id, {
      onSuccess: (answer) => {
        setOpen(false);
        setDone(answer.message);
      },
    });
  return (
    <>
      <Button color="error" variant="outlined" onClick={() => setOpen(true)}>
        Cancel registration
      </Button>
      {done && (
        <Alert severity="success" role="status">
          {done}
        </Alert>
      )}
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId}>
        <DialogTitle id={titleId}>Cancel your registration?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {registration.event.name}: {consequence(registration)}
          </DialogContentText>
          {cancel.isError && (
            <Alert severity="error" role="alert" sx={{ mt: 2 }}>
              {serverMessage(
                cancel.error,
                'The registration could not be cancelled. Please try again.',
              )}
            </Alert>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={() => setOpen(false)}>Keep my registration</Button>
          <Button color="error" variant="contained" onClick={confirm} disabled={cancel.isPending}>
            Yes, cancel it
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
