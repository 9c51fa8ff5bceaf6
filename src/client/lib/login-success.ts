import { sessionStore } from './safe-storage';

/**
 * The one-time 'Login successful' flag: set by the login page, read and
 * cleared by the banner on the landing page. Kept in sessionStorage, so it belongs to this tab.
 * No zod here: the landing page reads it.
 */
const LOGIN_SUCCESS_KEY = 'loginSuccess';

/** Marks that the user has just logged in. */
export function markLoginSuccess(): void {
  sessionStore.set(LOGIN_SUCCESS_KEY, 'true');
}

/** Whether a login has just happened and its banner is still to be shown. */
export function hasLoginSuccess(): boolean {
  return sessionStore.get(LOGIN_SUCCESS_KEY) === 'true';
}

/** Clears the flag once the banner has been shown. */
export function clearLoginSuccess(): void {
  sessionStore.remove(LOGIN_SUCCESS_KEY);
}
