import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { Registration } from '@/domain/registration-schemas';
import { RecordPaymentDialog } from './record-payment-dialog';

/**
 * A registration's payment in the Registrations tab. An unpaid one offers "Record payment" (money
 * received by hand, confirmed with how it was paid); a paid one is final here: its money goes
 * back only through a refund in the Payments tab.
 */
export function PaymentCell({
  registration,
  canRecord,
}: {
  registration: Registration;
  /** Whether this admin may record payments (registrations.write). */
  canRecord: boolean;
}) {
  const [open, setOpen] = useState(false);
  const paid = registration.paymentStatus === 'Success';
  if (paid || registration.amount === 0) {
    return <Typography variant="body2">{registration.amount === 0 ? 'Free' : 'Paid'}</Typography>;
  }
  return (
    <>
      <Typography variant="body2">Pending</Typography>
      {canRecord && registration.status !== 'cancelled' && (
        <Button
          size="small"
          onClick={() => setOpen(true)}
          aria-label={`Record a payment from ${registration.name}`}
        >
          Record payment
        </Button>
      )}
      <RecordPaymentDialog subject={registration} open={open} onClose={() => setOpen(false)} />
    </>
  );
}
