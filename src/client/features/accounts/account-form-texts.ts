import { sessionStore } from '@/client/lib/safe-storage';

/**
 * What the account forms' buttons say, and the e-mail carried from the login page to Forgot
 * password: shared by the app's pages and a visitor's (src/client/visitor/account-forms.ts).
 */
export const ACCOUNT_BUTTONS = {
  login: { idle: 'Login', busy: 'Logging in…' },
  forgotPassword: { idle: 'Send Reset Link', busy: 'Sending…' },
  resetPassword: { idle: 'Reset Password', busy: 'Saving…' },
} as const;

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
