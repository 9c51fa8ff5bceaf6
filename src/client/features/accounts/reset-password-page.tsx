import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { PASSWORD_MIN_LENGTH, resetTokenSchema } from '@/domain/account-schemas';
import { MESSAGES } from '@/domain/messages';
import { RESET_REDIRECT_MS } from '@/domain/timing';
import { ApiError } from '@/client/lib/api-client';
import { checkResetLink } from './api/check-reset-link';
import { resetPassword } from './api/reset-password';
import { AccountPage } from './account-page';
import { FormActions } from '@/client/components/form-actions';
import { FormMessage, type FormMessageValue } from './form-message';
import { FormTextField } from '@/client/components/form-text-field';
import { serverMessage } from '@/client/lib/server-message';
import { usePageTexts } from '@/client/lib/page-texts/context';
import { fill } from '@/client/lib/page-texts/fill';
import { pageControl } from '@/client/lib/page-controls';
import { useHydrated } from '@/client/lib/use-hydrated';
import { accountButtons } from './account-form-texts';
import { resetFormSchema, type ResetFormValues } from './reset-form-schema';

function AskForNewLink() {
  return (
    <Link component={RouterLink} to="/forgot-password" sx={{ fontWeight: 600 }}>
      {usePageTexts().account.askForNewLink}
    </Link>
  );
}

function LinkRefused({ children }: { children: ReactNode }) {
  return (
    <AccountPage title={usePageTexts().account.resetTitle}>
      <Alert severity="error" role="alert">
        {children} <AskForNewLink />
      </Alert>
    </AccountPage>
  );
}

/**
 * Set a new password (/reset-password/:token). A link that cannot be one the server sent (cut
 * short when copied, say), or one already used or expired, is told at once, with the way to a
 * new one, instead of the form.
 */
export function ResetPasswordPage() {
  const { token = '' } = useParams();
  const texts = usePageTexts().account;
  if (!resetTokenSchema.safeParse(token).success) {
    return <LinkRefused>{texts.resetNotValid}</LinkRefused>;
  }
  return <CheckedResetLink token={token} />;
}

/**
 * The form, replaced by why as soon as the server says the link was used or has expired (the
 * server's page shows the form at once; asking takes a moment, before anyone has typed).
 */
function CheckedResetLink({ token }: { token: string }) {
  const link = useQuery({
    queryKey: ['reset-link', token],
    queryFn: () => checkResetLink(token),
    retry: false,
    staleTime: Infinity,
  });
  if (link.data?.usable === false) return <LinkRefused>{link.data.message}</LinkRefused>;
  return <ResetPasswordForm token={token} />;
}

/**
 * New Password and Confirm Password. Passwords that differ show 'Passwords don't match' and send
 * nothing. After the server's success message the page goes to /login 1.5 seconds later.
 */
function ResetPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const texts = usePageTexts().account;
  const buttons = accountButtons(texts);
  const [message, setMessage] = useState<FormMessageValue | null>(null);
  const [done, setDone] = useState(false);
  const [linkRefused, setLinkRefused] = useState(false);
  const {
    control,
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = useForm<ResetFormValues>({
    resolver: zodResolver(resetFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });

  useEffect(() => {
    if (!done) return;
    const timer = window.setTimeout(() => void navigate('/login'), RESET_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [done, navigate]);

  const onSubmit = handleSubmit(async ({ password, confirmPassword }) => {
    setMessage(null);
    setLinkRefused(false);
    if (password !== confirmPassword) {
      setError(
        'confirmPassword',
        { type: 'mismatch', message: MESSAGES.passwordsDontMatch },
        { shouldFocus: true },
      );
      return;
    }
    try {
      const answer = await resetPassword(token, { password });
      setMessage({ severity: 'success', text: answer.message });
      setDone(true);
    } catch (error) {
      setMessage({ severity: 'error', text: serverMessage(error, MESSAGES.somethingWentWrong) });
      setLinkRefused(error instanceof ApiError && error.status === 400);
    }
  });

  return (
    <AccountPage title={texts.resetTitle} intro={texts.resetIntro}>
      <Box
        component="form"
        noValidate
        aria-label={texts.resetForm}
        {...pageControl('reset-password-form')}
        onSubmit={(event) => void onSubmit(event)}
      >
        <Box sx={{ display: 'grid', gap: 2.5 }}>
          <FormTextField
            control={control}
            name="password"
            id="reset-password"
            label={texts.newPassword}
            type="password"
            autoComplete="new-password"
            required
            disabled={done}
            hint={fill(texts.passwordHint, { min: PASSWORD_MIN_LENGTH })}
          />
          <FormTextField
            control={control}
            name="confirmPassword"
            id="reset-confirm-password"
            label={texts.confirmPassword}
            type="password"
            autoComplete="new-password"
            required
            disabled={done}
          />
        </Box>
        <FormMessage message={message}>
          {linkRefused && (
            <>
              {' '}
              <AskForNewLink />
            </>
          )}
          {done && texts.takingYouToLogin}
        </FormMessage>
        <FormActions>
          <Button type="submit" variant="contained" disabled={isSubmitting || done || !hydrated}>
            {isSubmitting ? buttons.resetPassword.busy : buttons.resetPassword.idle}
          </Button>
        </FormActions>
      </Box>
    </AccountPage>
  );
}
