import { zodResolver } from '@hookform/resolvers/zod';
import { PrivacyNotice } from '@/client/components/privacy-notice';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { MESSAGES } from '@/domain/messages';
import type { Payment } from '@/domain/payments';
import { profileQuery } from '@/client/lib/api/get-profile';
import { useSiteConfig } from '@/client/lib/api/get-site-config';
import { isServerRefusal } from '@/client/lib/server-message';
import { useSession } from '@/client/lib/session';
import { useFormDraft } from '@/client/lib/use-form-draft';
import { FormTextField } from '@/client/components/form-text-field';
import { PayerFields } from '@/client/components/payer-fields';
import { pageControl } from '@/client/lib/page-controls';
import { useHydrated } from '@/client/lib/use-hydrated';
import { translatedResolver } from '@/client/lib/field-errors';
import { usePageTexts } from '@/client/lib/page-texts/context';
import { usePageLanguage } from '@/client/lib/shell-texts/context';
import {
  donationFormSchema,
  type DonationFormOutput,
  type DonationFormValues,
} from './donation-form-schema';
import { DonationSuccessDialog, type CompletedDonation } from './donation-success-dialog';

export interface DonationFormProps {
  /**
   * Takes the payment for a checked donation and resolves to it once paid, which opens the
   * thank-you dialog with its receipt; null when it was not paid (Checkout closed, say).
   * Without it (payments are not live) Submit only says that payment is coming soon.
   */
  startPayment?: (donation: DonationFormOutput) => Promise<Payment | null>;
}

/** The donation form: Name, Email, Phone and Amount (INR), all required. */
export function DonationForm({ startPayment }: DonationFormProps) {
  const user = useSession();
  const hydrated = useHydrated();
  const texts = usePageTexts().donation;
  const { language } = usePageLanguage();
  const empty: DonationFormValues = {
    name: user?.name ?? '',
    email: user?.email ?? '',
    phone: '',
    amount: '',
    pan: '',
    address: '',
    purpose: '',
  };
  const [completed, setCompleted] = useState<CompletedDonation | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<DonationFormValues, unknown, DonationFormOutput>({
    resolver: translatedResolver(zodResolver(donationFormSchema), language),
    defaultValues: empty,
  });
  const {
    control,
    handleSubmit,
    reset,
    formState: { isSubmitting },
  } = form;
  const { clearDraft } = useFormDraft(`donation:${user?.email ?? 'visitor'}`, form);
  const taxReceipts = useSiteConfig().data?.taxReceipts === true;
  // A member's known phone fills an empty Phone field once it arrives.
  const knownPhone = useQuery({ ...profileQuery, enabled: Boolean(user) }).data?.phone;
  useEffect(() => {
    if (knownPhone && !form.getValues('phone')) form.setValue('phone', knownPhone);
  }, [knownPhone, form]);

  const onSubmit = handleSubmit(async (donation) => {
    setFailure(null);
    if (!startPayment) {
      window.alert(MESSAGES.paymentComingSoon);
      return;
    }
    try {
      const payment = await startPayment(donation);
      if (!payment) return;
      setCompleted({
        ...donation,
        receiptNumber: payment.receiptNumber,
        receiptUrl: payment.receiptUrl,
      });
      setDialogOpen(true);
      clearDraft();
      reset(empty);
    } catch (error) {
      // The server's own word when it refused (too many open donations, money it could not use).
      setFailure(isServerRefusal(error) ? error.message : texts.paymentFailed);
    }
  });

  return (
    <>
      <Box
        component="form"
        noValidate
        aria-label={texts.form}
        {...pageControl('donation-form')}
        onSubmit={(event) => void onSubmit(event)}
      >
        <Box sx={{ display: 'grid', gap: 2.5 }}>
          <PayerFields
            control={control}
            form="donation"
            phone="phone"
            labels={texts}
            emailHint={texts.emailHint}
          />
          <FormTextField
            control={control}
            name="amount"
            id="donation-amount"
            label={texts.amount}
            inputMode="numeric"
            autoComplete="off"
            required
            maxLength={9}
            startAdornment="₹"
            hint={texts.amountHint}
          />
          <FormTextField
            control={control}
            name="purpose"
            id="donation-purpose"
            label={texts.purpose}
            autoComplete="off"
            maxLength={120}
            hint={texts.purposeHint}
          />
          <FormTextField
            control={control}
            name="pan"
            id="donation-pan"
            label={texts.pan}
            autoComplete="off"
            maxLength={10}
            hint={taxReceipts ? texts.panHint80g : texts.panHint}
          />
          <FormTextField
            control={control}
            name="address"
            id="donation-address"
            label={texts.address}
            autoComplete="street-address"
            maxLength={300}
            hint={taxReceipts ? texts.addressHint80g : texts.addressHint}
          />
        </Box>
        <PrivacyNotice form="donation" />
        {failure && (
          <Alert severity="error" role="alert" sx={{ mt: 2.5 }}>
            {failure}
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
          <Button
            type="submit"
            variant="contained"
            color="secondary"
            disabled={isSubmitting || !hydrated}
          >
            {texts.submit}
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
