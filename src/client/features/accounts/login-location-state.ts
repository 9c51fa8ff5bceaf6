import { readReturnAfterLogin, type ReturnAfterLogin } from '@/client/lib/post-login-redirect';

/**
 * What other pages hand to /login through navigation state: the sign-up, or
 * a page to return to after the login (`ReturnAfterLogin`).
 */
export type LoginLocationState =
  | {
      fromSignup: true;
      /** The new member's e-mail, to fill in the login form. */
      email?: string;
    }
  | ReturnAfterLogin;

/** Reads the navigation state of /login, which may be anything (or nothing). */
export function readLoginLocationState(state: unknown): {
  fromSignup: boolean;
  email: string;
  returnAfterLogin: ReturnAfterLogin | null;
} {
  const returnAfterLogin = readReturnAfterLogin(state);
  if (typeof state !== 'object' || state === null) {
    return { fromSignup: false, email: '', returnAfterLogin };
  }
  const record = state as Record<string, unknown>;
  return {
    fromSignup: record.fromSignup === true,
    email: typeof record.email === 'string' ? record.email : '',
    returnAfterLogin,
  };
}
