import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import { PAYMENT_STATUSES, type PaymentStatus } from '@/domain/constants';
import type { Registration } from '@/domain/registration-schemas';
import { useNotify } from '@/client/components/notifications';
import { useUpdateRegistration } from '../api/update-registration';

const LABELS: Record<PaymentStatus, string> = { Pending: 'Pending', Success: 'Paid' };

/**
 * The payment status of a registration. An admin records a payment received by hand by
 * choosing Paid; the totals then count it.
 */
export function PaymentStatusSelect({ registration }: { registration: Registration }) {
  const notify = useNotify();
  const update = useUpdateRegistration();

  const change = (paymentStatus: PaymentStatus) => {
    if (paymentStatus === registration.paymentStatus) return;
    update.mutate(
      { id: registration._id, changes: { paymentStatus } },
      {
        onSuccess: () => notify('Payment status saved.', 'success'),
        onError: () => notify('Error saving the payment status. Please try again.', 'error'),
      },
    );
  };

  return (
    <Select
      size="small"
      value={
        update.isPending
          ? (update.variables.changes.paymentStatus ?? registration.paymentStatus)
          : registration.paymentStatus
      }
      // Read-only, not disabled, while saving: a disabled select would drop the keyboard focus.
      readOnly={update.isPending}
      onChange={(event) => change(event.target.value as PaymentStatus)}
      SelectDisplayProps={{ 'aria-label': `Payment status of ${registration.name}` }}
      sx={{ minWidth: 120, textAlign: 'left' }}
    >
      {PAYMENT_STATUSES.map((status) => (
        <MenuItem key={status} value={status}>
          {LABELS[status]}
        </MenuItem>
      ))}
    </Select>
  );
}
