import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import type { z } from 'zod';
import { loginInputSchema, type LoginInput } from '@/domain/account-schemas';
import { MESSAGES } from '@/domain/messages';
import { markLoginSuccess } from '@/client/lib/login-success';
import { takePostLoginPath } from '@/client/lib/post-login-redirect';
import { endSession, getSessionUser, startSession } from '@/client/lib/session';
import { useSiteConfig } from '@/client/lib/api/get-site-config';
import { logIn } from './api/log-in';
import { requestSignInCode } from './api/request-sign-in-code';
import { ApiError } from '@/client/lib/api-client';
import { AccountPage } from './account-page';
import { FormActions } from '@/client/components/form-actions';
import { FormMessage, type FormMessageValue } from './form-message';
import { FormTextField } from '@/client/components/form-text-field';
import { readLoginLocationState } from './login-location-state';
import { loginReasonMessage } from './login-reason';
import { serverMessage } from '@/client/lib/server-message';
import { TestCredentials } from './test-credentials';
import { usePageTexts } from '@/client/lib/page-texts/context';
import { pageControl } from '@/client/lib/page-controls';
import { useHydrated } from '@/client/lib/use-hydrated';
import { accountButtons } from './account-form-texts';
import { loadLoginSuccessAlert } from '@/client/components/load-login-success-alert';

type LoginValues = z.output<typeof loginInputSchema>;

const linkSx = { display: 'inline-flex', alignItems: 'center', minHeight: 44, fontWeight: 600 };

/**
 * User login (/login): e-mail and password. A page that sent the member here says why (it needs
 * a member, or the session ended) and is where the login returns to; otherwise the 'Login
 * successful' flag is set and the user goes to / (or back to the event they wanted to register
 * for). Outside production a box shows the demo member's credentials.
 */
export function LoginPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const texts = usePageTexts().account;
  const buttons = accountButtons(texts);
  const {
    fromSignup,
    email: signupEmail,
    returnAfterLogin,
  } = readLoginLocationState(location.state);
  const demoAccount = useSiteConfig().data?.demoAccount ?? null;
  const [message, setMessage] = useState<FormMessageValue | null>(null);
  // Shown once the account is locked by guessing: a code mailed to its owner gets through.
  const [locked, setLocked] = useState(false);
  const [codeMailed, setCodeMailed] = useState(false);
  const {
    control,
    handleSubmit,
    setValue,
    setFocus,
    getValues,
    clearErrors,
    formState: { isSubmitting },
  } = useForm<LoginInput, unknown, LoginValues>({
    resolver: zodResolver(loginInputSchema),
    defaultValues: { email: signupEmail, password: '', signInCode: '' },
  });

  const typedEmail = useWatch({ control, name: 'email' });

  // The landing page's banner follows a login: its code is fetched while the member types (the
  // app may have started on this very page, after the sign-up say).
  useEffect(() => {
    void loadLoginSuccessAlert();
  }, []);

  // Arriving from the sign-up with the e-mail filled in, the password is what is left to type.
  useEffect(() => {
    if (signupEmail) setFocus('password');
  }, [signupEmail, setFocus]);

  const onSubmit = handleSubmit(async (values) => {
    setMessage(null);
    try {
      const { token } = await logIn(values);
      startSession(token);
      if (!getSessionUser()) {
        // Not a member's token: nothing to log in with.
        endSession();
        setMessage({ severity: 'error', text: MESSAGES.loginFailed });
        return;
      }
      // The marker of a Register press is cleared whichever way the login returns.
      const registerPath = takePostLoginPath();
      const destination = returnAfterLogin?.returnTo ?? registerPath;
      if (!destination) markLoginSuccess();
      await navigate(destination ?? '/', { replace: true });
    } catch (error) {
      if (error instanceof ApiError && error.status === 429) setLocked(true);
      setMessage({ severity: 'error', text: serverMessage(error, MESSAGES.loginFailed) });
    }
  });

  const mailSignInCode = async () => {
    const email = getValues('email').trim();
    if (!email) {
      setFocus('email');
      return;
    }
    try {
      const { message: sent } = await requestSignInCode({ email });
      setCodeMailed(true);
      setMessage({ severity: 'success', text: sent });
      setFocus('signInCode');
    } catch (error) {
      setMessage({ severity: 'error', text: serverMessage(error, MESSAGES.somethingWentWrong) });
    }
  };

  const fillTestCredentials = () => {
    if (!demoAccount) return;
    setValue('email', demoAccount.email);
    setValue('password', demoAccount.password);
    clearErrors();
  };

  return (
    <AccountPage title={texts.loginTitle} intro={texts.loginIntro}>
      {/* After the server's page is taken over (it has neither: they come with the navigation). */}
      {hydrated && fromSignup && (
        <Alert severity="info" role="status" sx={{ mb: 3 }}>
          {MESSAGES.loginFromSignup}
        </Alert>
      )}
      {hydrated && returnAfterLogin && (
        <Alert
          severity={returnAfterLogin.reason === 'required' ? 'info' : 'warning'}
          role="status"
          sx={{ mb: 3 }}
        >
          {loginReasonMessage(returnAfterLogin)}
        </Alert>
      )}
      <Box
        component="form"
        noValidate
        aria-label={texts.login}
        {...pageControl('login-form')}
        onSubmit={(event) => void onSubmit(event)}
      >
        <Box sx={{ display: 'grid', gap: 2.5 }}>
          <FormTextField
            control={control}
            name="email"
            id="login-email"
            label={texts.email}
            type="email"
            autoComplete="username"
            required
          />
          <FormTextField
            control={control}
            name="password"
            id="login-password"
            label={texts.password}
            type="password"
            autoComplete="current-password"
            required
          />
          {/* In the page while hidden, so that a visitor's page (without the app) can show it. */}
          <Box hidden={!codeMailed} data-login-part="sign-in-code">
            <FormTextField
              control={control}
              name="signInCode"
              id="login-sign-in-code"
              label={texts.signInCode}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={8}
              hint={texts.signInCodeHint}
            />
          </Box>
        </Box>
        <FormMessage message={message} />
        <Box hidden={!locked} data-login-part="locked">
          <Button variant="outlined" sx={{ mt: 2 }} onClick={() => void mailSignInCode()}>
            {texts.mailCode}
          </Button>
        </Box>
        <FormActions>
          <Link
            component={RouterLink}
            to="/forgot-password"
            // The e-mail typed here is carried over, so it need not be typed again.
            state={{ email: typedEmail }}
            {...pageControl('forgot-password-link')}
            sx={{ ...linkSx, mr: { sm: 'auto' } }}
          >
            {texts.forgotLink}
          </Link>
          <Button type="submit" variant="contained" disabled={isSubmitting || !hydrated}>
            {isSubmitting ? buttons.login.busy : buttons.login.idle}
          </Button>
        </FormActions>
      </Box>

      <Typography sx={{ mt: 3, textAlign: { xs: 'center', sm: 'left' } }}>
        {texts.newHere}{' '}
        <Link component={RouterLink} to="/signup" sx={linkSx}>
          {texts.createAccount}
        </Link>
      </Typography>

      {demoAccount && (
        <TestCredentials
          email={demoAccount.email}
          password={demoAccount.password}
          onUse={fillTestCredentials}
        />
      )}
    </AccountPage>
  );
}
