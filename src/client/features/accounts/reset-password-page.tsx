import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { z } from 'zod';
import { PASSWORD_MIN_LENGTH, passwordSchema, resetTokenSchema } from '@/domain/account-schemas';
import { MESSAGES } from '@/domain/messages';
import { RESET_REDIRECT_MS } from '@/domain/timing';
import { ApiError } from '@/client/lib/api-client';
import { resetPassword } from './api/reset-password';
import { AccountPage } from './account-page';
import { FormActions } from '@/client/components/form-actions';
import { FormMessage, type FormMessageValue } from './form-message';
import { FormTextField } from '@/client/components/form-text-field';
import { serverMessage } from '@/client/lib/server-message';

const resetFormSchema = z.object({
  password: passwordSchema,
  confirmPassword: z
    .string({ error: 'Please type the new password again.' })
    .min(1, 'Please type the new password again.'),
});

type ResetFormValues = z.infer<typeof resetFormSchema>;

const TITLE = 'Reset Password';

function AskForNewLink() {
  return (
    <Link component={RouterLink} to="/forgot-password" sx={{ fontWeight: 600 }}>
      Ask for a new link
    </Link>
  );
}

/**
 * Set a new password (/reset-password/:token). A link that cannot be one the server sent (cut
 * short when copied, say) is told at once, with the way to a new one, instead of the form.
 */
export function ResetPasswordPage() {
  const { token = '' } = useParams();
  if (!resetTokenSchema.safeParse(token).success) {
    return (
      <AccountPage title={TITLE}>
        <Alert severity="error" role="alert">
          This reset link is not valid. Please ask for a new one. <AskForNewLink />
        </Alert>
      </AccountPage>
    );
  }
  return <ResetPasswordForm token={token} />;
}

/**
 * New Password and Confirm Password. Passwords that differ show 'Passwords don't match' and send
 * nothing. After the server's success message the page goes to /login 1.5 seconds later.
 */
function ResetPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
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
    <AccountPage title={TITLE} intro="Choose a new password for your account.">
      <Box
        component="form"
        noValidate
        aria-label="Reset password"
        onSubmit={(event) => void onSubmit(event)}
      >
        <Box sx={{ display: 'grid', gap: 2.5 }}>
          <FormTextField
            control={control}
            name="password"
            id="reset-password"
            label="New Password"
            type="password"
            autoComplete="new-password"
            required
            disabled={done}
            hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
          />
          <FormTextField
            control={control}
            name="confirmPassword"
            id="reset-confirm-password"
            label="Confirm Password"
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
          {done && ' Taking you to the login page…'}
        </FormMessage>
        <FormActions>
          <Button type="submit" variant="contained" disabled={isSubmitting || done}>
            {isSubmitting ? 'Saving…' : 'Reset Password'}
          </Button>
        </FormActions>
      </Box>
    </AccountPage>
  );
}
