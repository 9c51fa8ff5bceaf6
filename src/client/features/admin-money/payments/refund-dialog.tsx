import { zodResolver } from '@hookform/resolvers/zod';
import Typography from '@mui/material/Typography';
import { formatRupees } from '@/domain/money';
import {
  REFUND_REASON_MAX,
  refundableRest,
  refundInputSchema,
  type AdminPayment,
  type RefundInput,
} from '@/domain/payments';
import { FormTextField } from '@/client/components/form-text-field';
import { SubjectDialog, type RowDialogProps } from '@/client/components/admin/admin-dialog';
import { FormDialogBody } from '@/client/components/admin/form-dialog-body';
import { useDialogForm } from '@/client/components/admin/use-dialog-form';
import { useRefundPayment } from './api/refund-payment';

/** The admin refunds part or all of what is left of a payment, with a reason. */
export function RefundDialog(dialog: RowDialogProps<AdminPayment>) {
  return (
    <SubjectDialog
      id="payment-refund"
      title={dialog.subject ? `Refund ${dialog.subject.payerName}` : 'Refund'}
      {...dialog}
    >
      {(payment) => <RefundForm payment={payment} />}
    </SubjectDialog>
  );
}

function RefundForm({ payment }: { payment: AdminPayment }) {
  const refund = useRefundPayment();
  const rest = refundableRest(payment, payment.refunds);
  const { control, body } = useDialogForm({
    resolver: zodResolver(refundInputSchema),
    defaultValues: { amount: String(rest), reason: '' },
    fields: ['amount', 'reason'],
    fallback: 'The refund could not be made. Please try again.',
    submit: (values: RefundInput) => refund.mutateAsync({ paymentId: payment._id, ...values }),
    notice: (_, values) =>
      `A refund of ${formatRupees(values.amount)} was sent to Razorpay. The payment changes once Razorpay has processed it.`,
  });

  return (
    <FormDialogBody {...body} submitLabel="Refund" pendingLabel="Refunding…">
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {payment.paidFor}: {formatRupees(payment.amount)} paid
        {payment.receiptNumber ? `, receipt ${payment.receiptNumber}` : ''}. {formatRupees(rest)}{' '}
        can still be refunded.
      </Typography>
      <FormTextField
        control={control}
        name="amount"
        id="payment-refund-amount"
        label="Amount (₹)"
        inputMode="numeric"
        startAdornment="₹"
        required
        hint="Whole rupees; the money goes back the way it was paid."
      />
      <FormTextField
        control={control}
        name="reason"
        id="payment-refund-reason"
        label="Reason"
        multiline
        minRows={2}
        maxLength={REFUND_REASON_MAX}
        required
        autoFocus
      />
    </FormDialogBody>
  );
}
