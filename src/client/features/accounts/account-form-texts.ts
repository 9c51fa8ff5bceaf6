import type { PageTexts } from '@/client/lib/page-texts/en';
import { fill } from '@/client/lib/page-texts/fill';
import { sessionStore } from '@/client/lib/safe-storage';

type AccountTexts = PageTexts['account'];

/**
 * What the account forms' buttons say, idle and busy, in the page's language: shared by the
 * app's pages and a visitor's (src/client/visitor/account-forms.ts).
 */
export const accountButtons = (texts: AccountTexts) => ({
  login: { idle: texts.login, busy: texts.loggingIn },
  forgotPassword: { idle: texts.sendResetLink, busy: texts.sending },
  resetPassword: { idle: texts.resetPassword, busy: texts.saving },
  verifyCode: { idle: texts.verify, busy: texts.verifying },
  setPassword: { idle: texts.complete, busy: texts.saving },
});

/** The sign-up's send button: Send OTP, then Resend OTP once the wait after a code is over. */
export function sendCodeLabel(
  texts: AccountTexts,
  {
    locked,
    sending,
    secondsLeft,
  }: {
    /** A code was sent: the details are locked. */
    locked: boolean;
    sending: boolean;
    secondsLeft: number;
  },
): string {
  if (locked && secondsLeft > 0) return fill(texts.resendIn, { seconds: secondsLeft });
  if (sending) return texts.sending;
  return locked ? texts.resendOtp : texts.sendOtp;
}

/**
 * The e-mail typed on a visitor's login page, for Forgot password (a link that loads the page
 * cannot carry navigation state as the app's does); taken once.
 */
const CARRIED_EMAIL_KEY = 'carriedEmail';

export function carryEmail(email: string): void {
  if (email) sessionStore.set(CARRIED_EMAIL_KEY, email);
  else sessionStore.remove(CARRIED_EMAIL_KEY);
}

export function takeCarriedEmail(): string {
  const email = sessionStore.get(CARRIED_EMAIL_KEY) ?? '';
  sessionStore.remove(CARRIED_EMAIL_KEY);
  return email;
}
