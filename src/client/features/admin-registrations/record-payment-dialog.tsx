import { zodResolver } from '@hookform/resolvers/zod';
import Typography from '@mui/material/Typography';
import { z } from 'zod';
import { PAYMENT_REASON_MAX, adminRegistrationUpdateSchema } from '@/domain/admin-schemas';
import { formatRupees } from '@/domain/money';
import type { Registration } from '@/domain/registration-schemas';
import { FormTextField } from '@/client/components/form-text-field';
import { useUpdateRegistration } from './api/update-registration';
import { SubjectDialog, type RowDialogProps } from '@/client/components/admin/admin-dialog';
import { FormDialogBody } from '@/client/components/admin/form-dialog-body';
import { useDialogForm } from '@/client/components/admin/use-dialog-form';

/** The dialog's one field: how the money came, which the audit log keeps. */
const recordPaymentSchema = z.object({
  reason: adminRegistrationUpdateSchema.shape.reason.unwrap(),
});

/**
 * Records money an admin received by hand (cash at the office) for an unpaid registration:
 * asked to confirm, with how it was paid. The payment gets its receipt and the registration is
 * confirmed; it is undone only by a refund.
 */
export function RecordPaymentDialog(dialog: RowDialogProps<Registration>) {
  return (
    <SubjectDialog id="record-payment" title="Record a payment" {...dialog}>
      {(registration) => <RecordPaymentForm registration={registration} />}
    </SubjectDialog>
  );
}

function RecordPaymentForm({ registration }: { registration: Registration }) {
  const update = useUpdateRegistration();
  const { control, body } = useDialogForm({
    resolver: zodResolver(recordPaymentSchema),
    defaultValues: { reason: '' },
    fields: ['reason'],
    fallback: 'The payment could not be recorded. Please try again.',
    submit: ({ reason }) =>
      update.mutateAsync({ id: registration._id, changes: { paymentStatus: 'Success', reason } }),
    notice: () => `${formatRupees(registration.amount)} from ${registration.name} recorded.`,
  });

  return (
    <FormDialogBody {...body} submitLabel="Record payment" pendingLabel="Recording…">
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
