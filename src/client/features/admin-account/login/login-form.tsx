import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { adminLoginInputSchema } from '@/domain/admin-schemas';
import { MESSAGES } from '@/domain/messages';
import { ADMIN_LOGIN_REDIRECT_MS } from '@/domain/timing';
import { startAdminSession } from '@/client/lib/session';
import { adminLogin } from '../api/admin-login';
import { requestAdminSignInCode } from '../api/request-admin-sign-in-code';
import { ApiError } from '@/client/lib/api-client';
import { FormTextField } from '@/client/components/form-text-field';
import { serverMessage } from '@/client/lib/server-message';

type LoginFormInput = z.input<typeof adminLoginInputSchema>;
type LoginFormOutput = z.output<typeof adminLoginInputSchema>;

interface LoginMessage {
  severity: 'success' | 'error';
  text: string;
}

/**
 * Username and password (both required). With two-factor sign-in on, the server then asks for
 * the code, and the form sends it with the password. On success the admin token is stored,
 * 'Login successful' shows in green and the dashboard opens after ADMIN_LOGIN_REDIRECT_MS. A
 * refusal shows the server's message; an answer without a token 'Login failed'.
 */
export function LoginForm({ notice, username = '' }: { notice?: string; username?: string }) {
  const navigate = useNavigate();
  const [message, setMessage] = useState<LoginMessage | null>(
    notice ? { severity: 'success', text: notice } : null,
  );
  const [redirecting, setRedirecting] = useState(false);
  const [askingCode, setAskingCode] = useState(false);
  // Shown once the account is locked by guessing: a code mailed to the admin gets through.
  const [locked, setLocked] = useState(false);
  const [codeMailed, setCodeMailed] = useState(false);
  const {
    control,
    handleSubmit,
    setFocus,
    getValues,
    formState: { isSubmitting },
  } = useForm<LoginFormInput, unknown, LoginFormOutput>({
    resolver: zodResolver(adminLoginInputSchema),
    defaultValues: { username, password: '', code: '', signInCode: '' },
  });

  useEffect(() => {
    if (askingCode) setFocus('code');
  }, [askingCode, setFocus]);

  useEffect(() => {
    if (!redirecting) return;
    const timer = window.setTimeout(
      () => void navigate('/admin/dashboard', { replace: true }),
      ADMIN_LOGIN_REDIRECT_MS,
    );
    return () => window.clearTimeout(timer);
  }, [redirecting, navigate]);

  const onSubmit = handleSubmit(async (values) => {
    setMessage(null);
    try {
      const answer = await adminLogin(values);
      if (answer?.twoFactorRequired === true) {
        setAskingCode(true);
        return;
      }
      if (typeof answer?.token !== 'string' || answer.token === '') {
        setMessage({ severity: 'error', text: MESSAGES.loginFailed });
        return;
      }
      startAdminSession(answer.token);
      setMessage({ severity: 'success', text: MESSAGES.loginSuccessful });
      setRedirecting(true);
    } catch (error) {
      if (error instanceof ApiError && error.status === 429) setLocked(true);
      setMessage({ severity: 'error', text: serverMessage(error, MESSAGES.adminLoginError) });
    }
  });

  const mailSignInCode = async () => {
    const username = getValues('username').trim();
    if (!username) {
      setFocus('username');
      return;
    }
    try {
      const { message: sent } = await requestAdminSignInCode({ username });
      setCodeMailed(true);
      setMessage({ severity: 'success', text: sent });
      setFocus('signInCode');
    } catch (error) {
      setMessage({ severity: 'error', text: serverMessage(error, MESSAGES.somethingWentWrong) });
    }
  };

  return (
    <Box
      component="form"
      noValidate
      aria-label="Admin login"
      onSubmit={(event) => void onSubmit(event)}
    >
      <Box sx={{ display: 'grid', gap: 2.5 }}>
        <FormTextField
          control={control}
          name="username"
          id="admin-username"
          label="Username"
          autoComplete="username"
          required
        />
        <FormTextField
          control={control}
          name="password"
          id="admin-password"
          label="Password"
          type="password"
          autoComplete="current-password"
          required
        />
        {askingCode && (
          <FormTextField
            control={control}
            name="code"
            id="admin-code"
            label="Code from your authenticator app"
            inputMode="numeric"
            autoComplete="one-time-code"
            required
            hint="Six digits from the app. Lost your phone? Type one of your recovery codes instead."
          />
        )}
        {codeMailed && (
          <FormTextField
            control={control}
            name="signInCode"
            id="admin-sign-in-code"
            label="Sign-in code from the mail"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={8}
            hint="8 digits, valid for 15 minutes."
          />
        )}
      </Box>
      {message && (
        <Alert
          severity={message.severity}
          role={message.severity === 'error' ? 'alert' : 'status'}
          sx={{ mt: 2.5 }}
        >
          {message.text}
        </Alert>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, justifyContent: 'flex-end', mt: 3 }}>
        {locked && (
          <Button
            variant="outlined"
            size="large"
            onClick={() => void mailSignInCode()}
            sx={{ width: { xs: '100%', sm: 'auto' } }}
          >
            E-mail me a sign-in code
          </Button>
        )}
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={isSubmitting || redirecting}
          sx={{ width: { xs: '100%', sm: 'auto' }, minWidth: 140 }}
        >
          {isSubmitting ? 'Logging in…' : 'Login'}
        </Button>
      </Box>
    </Box>
  );
}
