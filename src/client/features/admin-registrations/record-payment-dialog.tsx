import { zodResolver } from '@hookform/resolvers/zod';
import DialogContent from '@mui/material/DialogContent';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { PAYMENT_REASON_MAX, adminRegistrationUpdateSchema } from '@/domain/admin-schemas';
import { formatRupees } from '@/domain/money';
import type { Registration } from '@/domain/registration-schemas';
import { FormTextField } from '@/client/components/form-text-field';
import { useNotify } from '@/client/components/notifications';
import { serverMessage } from '@/client/lib/server-message';
import { useUpdateRegistration } from './api/update-registration';
import { AdminDialog } from '@/client/components/admin/admin-dialog';
import { DialogForm } from '@/client/components/admin/dialog-form';
import { CancelAndSubmit } from '@/client/components/admin/dialog-form-actions';
import { RefusalAlert } from '@/client/components/refusal-alert';

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
  const [refusal, setRefusal] = useState<string | null>(null);
  const { control, handleSubmit, formState } = useForm<RecordPaymentInput>({
    resolver: zodResolver(recordPaymentSchema),
    defaultValues: { reason: '' },
  });

  const onSubmit = handleSubmit(async ({ reason }) => {
    setRefusal(null);
    try {
      await update.mutateAsync({
        id: registration._id,
        changes: { paymentStatus: 'Success', reason },
      });
      notify(`${formatRupees(registration.amount)} from ${registration.name} recorded.`, 'success');
      onDone();
    } catch (error) {
      setRefusal(serverMessage(error, 'The payment could not be recorded. Please try again.'));
    }
  });

  return (
    <DialogForm labelledBy="record-payment-title" onSubmit={onSubmit}>
      <DialogContent dividers sx={{ display: 'grid', gap: 2.5 }}>
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
        <RefusalAlert message={refusal} />
      </DialogContent>
      <CancelAndSubmit
        onCancel={onDone}
        submitting={formState.isSubmitting}
        submitLabel={formState.isSubmitting ? 'Recording…' : 'Record payment'}
      />
    </DialogForm>
  );
}
