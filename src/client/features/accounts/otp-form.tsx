import { zodResolver } from '@hookform/resolvers/zod';
import CheckCircle from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { OTP_LENGTH, signupCodeFormSchema } from '@/domain/account-schemas';
import { MESSAGES } from '@/domain/messages';
import { verifySignupCode } from './api/verify-signup-code';
import { FormActions } from '@/client/components/form-actions';
import { FormMessage, type FormMessageValue } from './form-message';
import { FormTextField } from '@/client/components/form-text-field';
import { serverMessage } from '@/client/lib/server-message';
import { usePageTexts } from '@/client/lib/page-texts/context';
import { fill } from '@/client/lib/page-texts/fill';
import { pageControl } from '@/client/lib/page-controls';
import { useHydrated } from '@/client/lib/use-hydrated';
import { accountButtons } from './account-form-texts';

interface OtpFormValues {
  otp: string;
}

type Outcome = 'none' | 'verified' | 'rejected';

interface OtpFormProps {
  email: string;
  /** Gets the single-use ticket that lets this browser set the password. */
  onVerified: (signupTicket: string) => void;
}

/**
 * Step 2 of the sign-up: the 6-digit code from the e-mail and Verify. The answer shows as an
 * icon in the field (green tick: verified; red mark: not accepted) and as a message.
 */
export function OtpForm({ email, onVerified }: OtpFormProps) {
  const texts = usePageTexts().account;
  const buttons = accountButtons(texts);
  const [outcome, setOutcome] = useState<Outcome>('none');
  const [message, setMessage] = useState<FormMessageValue | null>(null);
  const hydrated = useHydrated();
  const {
    control,
    handleSubmit,
    setFocus,
    formState: { isSubmitting },
  } = useForm<OtpFormValues>({
    resolver: zodResolver(signupCodeFormSchema),
    defaultValues: { otp: '' },
  });

  // The code field takes the focus when this step appears.
  useEffect(() => setFocus('otp'), [setFocus]);

  const onSubmit = handleSubmit(async ({ otp }) => {
    setMessage(null);
    try {
      const answer = await verifySignupCode({ email, otp });
      setOutcome('verified');
      setMessage({ severity: 'success', text: answer.message });
      onVerified(answer.signupTicket);
    } catch (error) {
      setOutcome('rejected');
      setMessage({ severity: 'error', text: serverMessage(error, MESSAGES.otpVerifyFailed) });
      // Back to the code, selected, so it can be typed again at once.
      setFocus('otp', { shouldSelect: true });
    }
  });

  const verified = outcome === 'verified';
  const verifiedIcon = <CheckCircle color="success" titleAccess={texts.codeVerified} />;
  const rejectedIcon = <ErrorIcon color="error" titleAccess={texts.codeRejected} />;
  // The server's page has both, hidden, for a visitor's script to show.
  const icon = !hydrated ? (
    <>
      <Box component="span" hidden data-code-outcome="verified">
        {verifiedIcon}
      </Box>
      <Box component="span" hidden data-code-outcome="rejected">
        {rejectedIcon}
      </Box>
    </>
  ) : outcome === 'verified' ? (
    verifiedIcon
  ) : outcome === 'rejected' ? (
    rejectedIcon
  ) : undefined;

  return (
    <Box
      component="form"
      noValidate
      {...pageControl('signup-code-form')}
      onSubmit={(event) => void onSubmit(event)}
    >
      <FormTextField
        control={control}
        name="otp"
        id="signup-otp"
        label={texts.otp}
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={OTP_LENGTH}
        required
        disabled={verified}
        hint={verified ? undefined : fill(texts.otpHint, { length: OTP_LENGTH })}
        endAdornment={icon}
      />
      <FormMessage message={message} />
      {!verified && (
        <FormActions>
          <Button type="submit" variant="contained" disabled={isSubmitting || !hydrated}>
            {isSubmitting ? buttons.verifyCode.busy : buttons.verifyCode.idle}
          </Button>
        </FormActions>
      )}
    </Box>
  );
}
