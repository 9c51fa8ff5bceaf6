import { zodResolver } from '@hookform/resolvers/zod';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { PAYMENT_REASON_MAX, adminRegistrationUpdateSchema } from '@/domain/admin-schemas';
import { formatRupees } from '@/domain/money';
import type { Registration } from '@/domain/registration-schemas';
import { FormTextField } from '@/client/components/form-text-field';
import { useNotify } from '@/client/components/notifications';
import { useFormRefusal } from '@/client/lib/use-form-refusal';
import { useUpdateRegistration } from './api/update-registration';
import { AdminDialog } from '@/client/components/admin/admin-dialog';
import { FormDialogBody } from '@/client/components/admin/form-dialog-body';

/** The dialog's one field: how the money came, which the audit log keeps. */
const recordPaymentSchema = z.object({
  reason: adminRegistrationUpdateSchema.shape.reason.unwrap(),
});
type RecordPaymentInput = z.infer<typeof recordPaymentSchema>;

interface RecordPaymentDialogProps {
  /** The registration paid; kept while the dialog closes. */
  registration: Registration | null;
  open: boolean;
  onClose: () => void;
}

/**
 * Records money an admin received by hand (cash at the office) for an unpaid registration:
 * asked to confirm, with how it was paid. The payment gets its receipt and the registration is
 * confirmed; it is undone only by a refund.
 */
export function RecordPaymentDialog({ registration, open, onClose }: RecordPaymentDialogProps) {
  return (
    <AdminDialog id="record-payment" title="Record a payment" open={open} onClose={onClose}>
      {open && registration && (
        <RecordPaymentForm key={registration._id} registration={registration} onDone={onClose} />
      )}
    </AdminDialog>
  );
}

function RecordPaymentForm({
  registration,
  onDone,
}: {
  registration: Registration;
  onDone: () => void;
}) {
  const notify = useNotify();
  const update = useUpdateRegistration();
  const { control, handleSubmit, setError, formState } = useForm<RecordPaymentInput>({
    resolver: zodResolver(recordPaymentSchema),
    defaultValues: { reason: '' },
  });
  const { refusal, refuse, clear } = useFormRefusal(
    setError,
    ['reason'],
    'The payment could not be recorded. Please try again.',
  );

  const onSubmit = handleSubmit(async ({ reason }) => {
    clear();
    try {
      await update.mutateAsync({
        id: registration._id,
        changes: { paymentStatus: 'Success', reason },
      });
      notify(`${formatRupees(registration.amount)} from ${registration.name} recorded.`, 'success');
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
      submitLabel="Record payment"
      pendingLabel="Recording…"
    >
      <Typography>
        Record that {registration.name} paid {formatRupees(registration.amount)} for{' '}
        {registration.event.name}?
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        The payment gets a receipt and counts in the totals. It cannot be set back to pending
        afterwards: money returned is recorded as a refund in the Payments tab.
      </Typography>
      <FormTextField
        control={control}
        name="reason"
        id="record-payment-reason"
        label="How it was paid"
        multiline
        minRows={2}
        maxLength={PAYMENT_REASON_MAX}
        required
        autoFocus
        hint='For example: "Paid in cash at the office".'
      />
    </FormDialogBody>
  );
}
