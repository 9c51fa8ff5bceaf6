import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useLocation } from 'react-router';
import type { z } from 'zod';
import { forgotPasswordInputSchema } from '@/domain/account-schemas';
import { MESSAGES } from '@/domain/messages';
import { requestPasswordReset } from './api/request-password-reset';
import { AccountPage } from './account-page';
import { FormActions } from '@/client/components/form-actions';
import { FormMessage, type FormMessageValue } from './form-message';
import { FormTextField } from '@/client/components/form-text-field';
import { serverMessage } from '@/client/lib/server-message';
import { usePageTexts } from '@/client/lib/page-texts/context';
import { pageControl } from '@/client/lib/page-controls';
import { useHydrated } from '@/client/lib/use-hydrated';
import { accountButtons } from './account-form-texts';

type ForgotPasswordInput = z.input<typeof forgotPasswordInputSchema>;
type ForgotPasswordValues = z.output<typeof forgotPasswordInputSchema>;

/**
 * Request a reset link (/forgot-password): the e-mail and Send Reset Link; the server's answer
 * (the same whether or not the account exists) in green, or its error in red.
 */
export function ForgotPasswordPage() {
  const location = useLocation();
  const hydrated = useHydrated();
  const carried = (location.state as { email?: unknown } | null)?.email;
  const [message, setMessage] = useState<FormMessageValue | null>(null);
  const {
    control,
    handleSubmit,
    formState: { isSubmitting },
  } = useForm<ForgotPasswordInput, unknown, ForgotPasswordValues>({
    resolver: zodResolver(forgotPasswordInputSchema),
    defaultValues: { email: typeof carried === 'string' ? carried : '' },
  });

  const texts = usePageTexts().account;
  const buttons = accountButtons(texts);
  const onSubmit = handleSubmit(async (values) => {
    setMessage(null);
    try {
      const answer = await requestPasswordReset(values);
      setMessage({ severity: 'success', text: answer.message });
    } catch (error) {
      setMessage({ severity: 'error', text: serverMessage(error, MESSAGES.somethingWentWrong) });
    }
  });

  return (
    <AccountPage title={texts.forgotTitle} intro={texts.forgotIntro}>
      <Box
        component="form"
        noValidate
        aria-label={texts.forgotForm}
        {...pageControl('forgot-password-form')}
        onSubmit={(event) => void onSubmit(event)}
      >
        <FormTextField
          control={control}
          name="email"
          id="forgot-email"
          label={texts.email}
          type="email"
          autoComplete="email"
          required
        />
        <FormMessage message={message} />
        <FormActions>
          <Link
            component={RouterLink}
            to="/login"
            sx={{
              display: 'inline-flex',
              alignItems: 'center',
              justifyContent: 'center',
              minHeight: 44,
              fontWeight: 600,
              mr: { sm: 'auto' },
            }}
          >
            {texts.backToLogin}
          </Link>
          <Button type="submit" variant="contained" disabled={isSubmitting || !hydrated}>
            {isSubmitting ? buttons.forgotPassword.busy : buttons.forgotPassword.idle}
          </Button>
        </FormActions>
      </Box>
    </AccountPage>
  );
}
