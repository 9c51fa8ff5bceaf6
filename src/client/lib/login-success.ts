/**
 * The one-time 'Login successful' flag (SPEC.md section 4): set by the login page, read and
 * cleared by the banner on the landing page. Kept in sessionStorage, so it belongs to this tab.
 * No zod here: the landing page reads it.
 */
const LOGIN_SUCCESS_KEY = 'loginSuccess';

/** Marks that the user has just logged in. */
export function markLoginSuccess(): void {
  try {
    sessionStorage.setItem(LOGIN_SUCCESS_KEY, 'true');
  } catch {
    // Storage unavailable: the banner is simply not shown.
  }
}

/** Whether a login has just happened and its banner is still to be shown. */
export function hasLoginSuccess(): boolean {
  try {
    return sessionStorage.getItem(LOGIN_SUCCESS_KEY) === 'true';
  } catch {
    return false;
  }
}

/** Clears the flag once the banner has been shown. */
export function clearLoginSuccess(): void {
  try {
    sessionStorage.removeItem(LOGIN_SUCCESS_KEY);
  } catch {
    // Nothing stored, nothing to clear.
  }
}
