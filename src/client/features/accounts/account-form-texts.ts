import { sessionStore } from '@/client/lib/safe-storage';

/**
 * What the account forms' buttons say, and the e-mail carried from the login page to Forgot
 * password: shared by the app's pages and a visitor's (src/client/visitor/account-forms.ts).
 */
export const ACCOUNT_BUTTONS = {
  login: { idle: 'Login', busy: 'Logging in…' },
  forgotPassword: { idle: 'Send Reset Link', busy: 'Sending…' },
  resetPassword: { idle: 'Reset Password', busy: 'Saving…' },
  verifyCode: { idle: 'Verify', busy: 'Verifying…' },
  setPassword: { idle: 'Complete Registration', busy: 'Saving…' },
} as const;

/** The sign-up's send button: Send OTP, then Resend OTP once the wait after a code is over. */
export function sendCodeLabel({
  locked,
  sending,
  secondsLeft,
}: {
  /** A code was sent: the details are locked. */
  locked: boolean;
  sending: boolean;
  secondsLeft: number;
}): string {
  if (locked && secondsLeft > 0) return `Resend OTP in ${secondsLeft}s`;
  if (sending) return 'Sending…';
  return locked ? 'Resend OTP' : 'Send OTP';
}

export const GO_TO_LOGIN = 'Go to login';

export const ASK_FOR_NEW_LINK = 'Ask for a new link';
export const TAKING_YOU_TO_LOGIN = ' Taking you to the login page…';

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
