import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useLocation } from 'react-router';
import type { z } from 'zod';
import { signupInputSchema, type SignupInput } from '@/domain/account-schemas';
import { MESSAGES } from '@/domain/messages';
import { OTP_RESEND_COOLDOWN_MS } from '@/domain/timing';
import { ApiError } from '@/client/lib/api-client';
import { requestSignupCode } from './api/request-signup-code';
import { FormActions } from '@/client/components/form-actions';
import { PrivacyNotice } from '@/client/components/privacy-notice';
import { FormMessage, type FormMessageValue } from './form-message';
import { FormTextField } from '@/client/components/form-text-field';
import { serverMessage } from '@/client/lib/server-message';
import { invitedDetails } from '@/client/lib/signup-invitation';
import { usePageTexts } from '@/client/lib/page-texts/context';
import { pageControl } from '@/client/lib/page-controls';
import { useHydrated } from '@/client/lib/use-hydrated';
import { sendCodeLabel } from './account-form-texts';
import { useCountdown } from './use-countdown';

export type SignupDetails = z.output<typeof signupInputSchema>;

interface SignupDetailsFormProps {
  /** Where the code was sent; the fields are locked once it is set. */
  sentTo: SignupDetails | null;
  /** The sign-up is past this step (code verified): no more resending. */
  done: boolean;
  onSent: (details: SignupDetails) => void;
  /** The person goes back to correct the details (a mistyped e-mail): the code sent is dropped. */
  onEdit: () => void;
}

/**
 * Step 1 of the sign-up: name and e-mail, then Send OTP. Once the code is sent the fields lock
 * and the button becomes Resend OTP after a 30-second countdown; Change e-mail unlocks them
 * until the code is verified.
 */
export function SignupDetailsForm({ sentTo, done, onSent, onEdit }: SignupDetailsFormProps) {
  const texts = usePageTexts().account;
  const [message, setMessage] = useState<FormMessageValue | null>(null);
  const [accountExists, setAccountExists] = useState(false);
  const [sending, setSending] = useState(false);
  const { secondsLeft, start } = useCountdown();
  const hydrated = useHydrated();
  const { control, handleSubmit, setFocus, setValue } = useForm<
    SignupInput,
    unknown,
    SignupDetails
  >({
    resolver: zodResolver(signupInputSchema),
    defaultValues: { name: '', email: '' },
  });

  // An invitation's link fills the form, after the server's page (rendered without it) is
  // taken over.
  const { search } = useLocation();
  useEffect(() => {
    const invited = invitedDetails(search);
    if (invited.name) setValue('name', invited.name);
    if (invited.email) setValue('email', invited.email);
  }, [search, setValue]);

  const send = async (details: SignupDetails) => {
    setSending(true);
    setMessage(null);
    setAccountExists(false);
    try {
      const answer = await requestSignupCode(details);
      setMessage({ severity: 'success', text: answer.message });
      start(OTP_RESEND_COOLDOWN_MS);
      onSent(details);
    } catch (error) {
      setMessage({ severity: 'error', text: serverMessage(error, MESSAGES.otpSendFailed) });
      setAccountExists(error instanceof ApiError && error.status === 409);
    } finally {
      setSending(false);
    }
  };

  const onSubmit = handleSubmit(async (details) => {
    if (sentTo) {
      await send(sentTo);
    } else {
      await send(details);
    }
  });

  const locked = sentTo !== null;
  // Back from "Change e-mail": the e-mail field takes the focus once it is unlocked.
  const editing = useRef(false);
  useEffect(() => {
    if (!locked && editing.current) {
      editing.current = false;
      setFocus('email', { shouldSelect: true });
    }
  }, [locked, setFocus]);
  const edit = () => {
    editing.current = true;
    setMessage(null);
    setAccountExists(false);
    start(0); // the wait was for the address the code went to
    onEdit();
  };
  const buttonLabel = sendCodeLabel(texts, { locked, sending, secondsLeft });

  return (
    <Box
      component="form"
      noValidate
      {...pageControl('signup-details-form')}
      onSubmit={(event) => void onSubmit(event)}
    >
      <Box sx={{ display: 'grid', gap: 2.5 }}>
        <FormTextField
          control={control}
          name="name"
          id="signup-name"
          label={texts.name}
          autoComplete="name"
          required
          disabled={locked}
        />
        <FormTextField
          control={control}
          name="email"
          id="signup-email"
          label={texts.email}
          type="email"
          autoComplete="email"
          required
          disabled={locked}
          hint={locked ? undefined : texts.emailHint}
        />
      </Box>
      <FormMessage message={message}>
        {accountExists && (
          <>
            {' '}
            <Link component={RouterLink} to="/login" sx={{ fontWeight: 600 }}>
              {texts.goToLogin}
            </Link>
          </>
        )}
      </FormMessage>
      {!done && <PrivacyNotice form="signup" />}
      {!done && (
        <FormActions>
          {/* In the server's page while hidden, so that a visitor's page can show it. */}
          {(locked || !hydrated) && (
            <Button
              type="button"
              variant="text"
              hidden={!locked}
              {...pageControl('change-email')}
              onClick={edit}
              disabled={sending}
              sx={{ '&[hidden]': { display: 'none' } }}
            >
              {texts.changeEmail}
            </Button>
          )}
          <Button
            type="submit"
            variant={locked ? 'outlined' : 'contained'}
            disabled={sending || secondsLeft > 0 || !hydrated}
          >
            {buttonLabel}
          </Button>
        </FormActions>
      )}
    </Box>
  );
}
