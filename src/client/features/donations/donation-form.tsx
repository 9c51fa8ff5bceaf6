import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { MESSAGES } from '../../../domain/messages';
import { useSession } from '../../lib/session';
import { FormTextField } from '../../components/form-text-field';
import {
  donationFormSchema,
  type DonationFormOutput,
  type DonationFormValues,
} from './donation-form-schema';
import { DonationSuccessDialog, type CompletedDonation } from './donation-success-dialog';

export interface DonationFormProps {
  /**
   * Takes the payment for a checked donation and resolves true once it is complete, which opens
   * the thank-you dialog. Without it (payments are not live) Submit only says that payment is
   * coming soon (SPEC.md section 2).
   */
  startPayment?: (donation: DonationFormOutput) => Promise<boolean>;
}

/** The donation form: Name, Email, Phone and Amount (INR), all required. */
export function DonationForm({ startPayment }: DonationFormProps) {
  const user = useSession();
  const empty: DonationFormValues = {
    name: user?.name ?? '',
    email: user?.email ?? '',
    phone: '',
    amount: '',
  };
  const [completed, setCompleted] = useState<CompletedDonation | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [failed, setFailed] = useState(false);
  const {
    control,
    handleSubmit,
    reset,
    formState: { isSubmitting },
  } = useForm<DonationFormValues, unknown, DonationFormOutput>({
    resolver: zodResolver(donationFormSchema),
    defaultValues: empty,
  });

  const onSubmit = handleSubmit(async (donation) => {
    setFailed(false);
    if (!startPayment) {
      window.alert(MESSAGES.paymentComingSoon);
      return;
    }
    try {
      if (!(await startPayment(donation))) return;
      setCompleted(donation);
      setDialogOpen(true);
      reset(empty);
    } catch {
      setFailed(true);
    }
  });

  return (
    <>
      <Box
        component="form"
        noValidate
        aria-label="Donation"
        onSubmit={(event) => void onSubmit(event)}
      >
        <Box sx={{ display: 'grid', gap: 2.5 }}>
          <FormTextField
            control={control}
            name="name"
            id="donation-name"
            label="Name"
            autoComplete="name"
            required
            maxLength={100}
          />
          <FormTextField
            control={control}
            name="email"
            id="donation-email"
            label="Email"
            type="email"
            autoComplete="email"
            required
            maxLength={254}
            hint="Your receipt is sent here."
          />
          <FormTextField
            control={control}
            name="phone"
            id="donation-phone"
            label="Phone"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            required
            maxLength={20}
          />
          <FormTextField
            control={control}
            name="amount"
            id="donation-amount"
            label="Amount (INR)"
            inputMode="numeric"
            autoComplete="off"
            required
            maxLength={9}
            startAdornment="₹"
            hint="In whole rupees, for example 501."
          />
        </Box>
        {failed && (
          <Alert severity="error" role="alert" sx={{ mt: 2.5 }}>
            The payment did not go through and nothing was charged. Please try again.
          </Alert>
        )}
        <Box
          sx={{
            mt: 3,
            display: 'flex',
            justifyContent: 'flex-end',
            '& > .MuiButton-root': { width: { xs: '100%', sm: 'auto' }, minWidth: { sm: 180 } },
          }}
        >
          <Button type="submit" variant="contained" color="secondary" disabled={isSubmitting}>
            Submit
          </Button>
        </Box>
      </Box>
      <DonationSuccessDialog
        open={dialogOpen}
        donation={completed}
        onClose={() => setDialogOpen(false)}
      />
    </>
  );
}
