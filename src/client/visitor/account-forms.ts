import { MESSAGES } from '@/domain/messages';
import { RESET_REDIRECT_MS } from '@/domain/timing';
import {
  accountButtons,
  carryEmail,
  takeCarriedEmail,
} from '../features/accounts/account-form-texts';
import type { PageTexts } from '../lib/page-texts/en';
import { markLoginSuccess } from '../lib/login-success';
import { controlSelector } from '../lib/page-controls';
import { takePostLoginPath } from '../lib/post-login-redirect';
import { decodeClaims, toSessionUser } from '../lib/session-claims';
import { storeUserSession } from '../lib/session-keys';
import { getPublic, postPublic } from './api';
import { idleOrBusy, serverText, wireCheckedForm } from './checked-form';
import { element } from './dom';
import { makeAvailable, setButtonEnabled, showState } from './form-field';

const loadAccountSchemas = () => import('@/domain/account-schemas');

/**
 * The login form of a visitor's /login, as LoginPage works it: the member's token stored as a
 * login stores it, then the page the member was going to (a registration they pressed Register
 * for) or the landing page with 'Login successful'. Locked by guessing, the account can be
 * opened with a code mailed to its owner. The e-mail typed is carried to Forgot password.
 */
export function wireLoginForm(form: HTMLFormElement, texts: PageTexts): void {
  const lockedPart = form.querySelector<HTMLElement>('[data-login-part="locked"]');
  const codePart = form.querySelector<HTMLElement>('[data-login-part="sign-in-code"]');
  const wired = wireCheckedForm(
    form,
    { email: 'login-email', password: 'login-password', signInCode: 'login-sign-in-code' },
    idleOrBusy(accountButtons(texts.account).login),
    async () => (await loadAccountSchemas()).loginInputSchema,
    async (values, self) => {
      self.say(null);
      const answer = await postPublic('/user/login', values);
      const token = answer.ok ? answer.body.token : undefined;
      if (typeof token === 'string' && toSessionUser(decodeClaims(token))) {
        storeUserSession(token);
        // The marker of a Register press is cleared whichever way the login returns.
        const destination = takePostLoginPath();
        if (!destination) markLoginSuccess();
        // The button stays busy while the next page loads.
        self.submit.setAttribute('data-done', '');
        window.location.replace(destination ?? '/');
        return;
      }
      if (answer.status === 429 && lockedPart) lockedPart.hidden = false;
      self.say({
        severity: 'error',
        text: answer.ok ? MESSAGES.loginFailed : serverText(answer, MESSAGES.loginFailed),
      });
    },
  );
  if (!wired) return;

  const email = wired.fields.get('email')?.input;
  lockedPart?.querySelector('button')?.addEventListener('click', () => {
    void (async () => {
      const typed = email?.value.trim() ?? '';
      if (!typed) {
        email?.focus();
        return;
      }
      const answer = await postPublic('/user/login/sign-in-code', { email: typed });
      if (!answer.ok) {
        wired.say({ severity: 'error', text: serverText(answer, MESSAGES.somethingWentWrong) });
        return;
      }
      if (codePart) codePart.hidden = false;
      wired.say({ severity: 'success', text: answer.message });
      wired.fields.get('signInCode')?.input.focus();
    })();
  });

  const forgot = document.querySelector<HTMLAnchorElement>(controlSelector('forgot-password-link'));
  forgot?.addEventListener('click', () => carryEmail(email?.value ?? ''));

  const useTest = document.querySelector<HTMLButtonElement>(
    controlSelector('use-test-credentials'),
  );
  const shown = useTest?.closest('section')?.querySelectorAll('dd');
  if (useTest && shown?.length === 2) {
    useTest.addEventListener('click', () => {
      const [shownEmail, shownPassword] = [...shown].map((dd) => dd.textContent ?? '');
      const password = wired.fields.get('password')?.input;
      if (email) email.value = shownEmail ?? '';
      if (password) password.value = shownPassword ?? '';
      wired.fields.forEach((parts) => showState(parts, undefined));
    });
    makeAvailable(useTest);
  }
}

/** The form of a visitor's /forgot-password, as ForgotPasswordPage works it. */
export function wireForgotPasswordForm(form: HTMLFormElement, texts: PageTexts): void {
  const wired = wireCheckedForm(
    form,
    { email: 'forgot-email' },
    idleOrBusy(accountButtons(texts.account).forgotPassword),
    async () => (await loadAccountSchemas()).forgotPasswordInputSchema,
    async (values, self) => {
      self.say(null);
      const answer = await postPublic('/user/forgot-password', values);
      self.say(
        answer.ok
          ? { severity: 'success', text: answer.message }
          : { severity: 'error', text: serverText(answer, MESSAGES.somethingWentWrong) },
      );
    },
  );
  const email = wired?.fields.get('email');
  const carried = takeCarriedEmail();
  if (email && carried && !email.input.value) {
    email.input.value = carried;
    showState(email, undefined);
  }
}

/** The way to a new reset link, as the app's page shows it after a refused one. */
function askForNewLink(texts: PageTexts): HTMLAnchorElement {
  const link = element('a', 'visitor-link', texts.account.askForNewLink);
  link.href = '/forgot-password';
  return link;
}

/**
 * A link already used or expired is told as the page opens, in place of the form, before anyone
 * types a new password (as the app's page does). When the server cannot be asked, the form stays:
 * sending it will tell.
 */
async function refuseUsedLink(
  form: HTMLFormElement,
  token: string,
  texts: PageTexts,
): Promise<void> {
  const answer = await getPublic(`/user/reset-password/${encodeURIComponent(token)}`);
  // Read by hand, not with `resetLinkAnswerSchema`: zod would be fetched and run as the page opens.
  const { usable, message } = answer.body;
  if (!answer.ok || usable !== false || typeof message !== 'string') return;
  const refusal = element(
    'div',
    'visitor-alert visitor-alert-error',
    element('p', 'visitor-text', message, ' ', askForNewLink(texts)),
  );
  refusal.setAttribute('role', 'alert');
  form.replaceWith(refusal);
}

/**
 * The form of a visitor's /reset-password/:token, as ResetPasswordForm works it: passwords that
 * differ are refused before anything is sent; after the server's success the login page follows.
 */
export function wireResetPasswordForm(form: HTMLFormElement, texts: PageTexts): void {
  const token = decodeURIComponent(window.location.pathname.split('/').pop() ?? '');
  void refuseUsedLink(form, token, texts);
  wireCheckedForm(
    form,
    { password: 'reset-password', confirmPassword: 'reset-confirm-password' },
    idleOrBusy(accountButtons(texts.account).resetPassword),
    async () => (await import('../features/accounts/reset-form-schema')).resetFormSchema,
    async ({ password, confirmPassword }, self) => {
      self.say(null);
      if (password !== confirmPassword) {
        self.refuse('confirmPassword', MESSAGES.passwordsDontMatch);
        return;
      }
      const answer = await postPublic(`/user/reset-password/${encodeURIComponent(token)}`, {
        password,
      });
      if (!answer.ok) {
        const refused = answer.status === 400;
        self.say(
          { severity: 'error', text: serverText(answer, MESSAGES.somethingWentWrong) },
          ...(refused ? [' ', askForNewLink(texts)] : []),
        );
        return;
      }
      self.say({ severity: 'success', text: answer.message }, texts.account.takingYouToLogin);
      self.submit.setAttribute('data-done', '');
      setButtonEnabled(self.submit, false, accountButtons(texts.account).resetPassword.idle);
      self.fields.forEach((parts) => (parts.input.disabled = true));
      window.setTimeout(() => window.location.assign('/login'), RESET_REDIRECT_MS);
    },
  );
}
