import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { PASSWORD_MIN_LENGTH, signupPasswordFormSchema } from '@/domain/account-schemas';
import { MESSAGES } from '@/domain/messages';
import { ApiError } from '@/client/lib/api-client';
import { setSignupPassword } from './api/set-signup-password';
import { FormActions } from '@/client/components/form-actions';
import { FormMessage, type FormMessageValue } from './form-message';
import { FormTextField } from '@/client/components/form-text-field';
import { serverMessage } from '@/client/lib/server-message';
import type { LoginLocationState } from './login-location-state';
import { usePageTexts } from '@/client/lib/page-texts/context';
import { fill } from '@/client/lib/page-texts/fill';
import { pageControl } from '@/client/lib/page-controls';
import { useHydrated } from '@/client/lib/use-hydrated';
import { accountButtons } from './account-form-texts';

interface PasswordFormValues {
  password: string;
}

/**
 * Step 3 of the sign-up: the password and Complete Registration; then the completion alert and
 * on to /login, which greets the new member.
 */
export function SignupPasswordForm({
  email,
  signupTicket,
  onVerificationLost,
}: {
  email: string;
  signupTicket: string;
  /** The server no longer takes the ticket (too old): the code must be asked for again. */
  onVerificationLost: (message: string) => void;
}) {
  const navigate = useNavigate();
  const [message, setMessage] = useState<FormMessageValue | null>(null);
  const hydrated = useHydrated();
  const texts = usePageTexts().account;
  const buttons = accountButtons(texts);
  const {
    control,
    handleSubmit,
    setFocus,
    formState: { isSubmitting },
  } = useForm<PasswordFormValues>({
    resolver: zodResolver(signupPasswordFormSchema),
    defaultValues: { password: '' },
  });

  useEffect(() => setFocus('password'), [setFocus]);

  const onSubmit = handleSubmit(async ({ password }) => {
    setMessage(null);
    try {
      await setSignupPassword({ email, password, signupTicket });
      window.alert(MESSAGES.registrationComplete);
      const state: LoginLocationState = { fromSignup: true, email };
      await navigate('/login', { state });
    } catch (error) {
      const text = serverMessage(error, MESSAGES.setPasswordFailed);
      if (error instanceof ApiError && error.status === 403) {
        onVerificationLost(text);
        return;
      }
      setMessage({ severity: 'error', text });
    }
  });

  return (
    <Box
      component="form"
      noValidate
      {...pageControl('signup-password-form')}
      onSubmit={(event) => void onSubmit(event)}
    >
      {/* The e-mail, hidden, lets password managers save the new login. */}
      <input type="email" name="email" value={email} autoComplete="username" readOnly hidden />
      <FormTextField
        control={control}
        name="password"
        id="signup-password"
        label={texts.password}
        type="password"
        autoComplete="new-password"
        required
        hint={fill(texts.passwordHint, { min: PASSWORD_MIN_LENGTH })}
      />
      <FormMessage message={message} />
      <FormActions>
        <Button type="submit" variant="contained" disabled={isSubmitting || !hydrated}>
          {isSubmitting ? buttons.setPassword.busy : buttons.setPassword.idle}
        </Button>
      </FormActions>
    </Box>
  );
}
