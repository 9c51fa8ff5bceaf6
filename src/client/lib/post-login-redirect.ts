/**
 * Where to go after login (SPEC.md section 4, DESIGN.md 7.5): the registration page stores the
 * marker 'register' and the event id when a visitor presses Register; the login page then returns
 * to `/register?event=<id>` and clears both.
 */
export const REDIRECT_AFTER_LOGIN_KEY = 'redirectAfterLogin';
export const REGISTER_EVENT_ID_KEY = 'registerEventId';
const REGISTER_MARKER = 'register';

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function remove(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // Nothing stored, nothing to remove.
  }
}

/** Remembers that the visitor wanted to register for an event, to return there after login. */
export function rememberRegistrationAfterLogin(eventId: string): void {
  try {
    localStorage.setItem(REDIRECT_AFTER_LOGIN_KEY, REGISTER_MARKER);
    localStorage.setItem(REGISTER_EVENT_ID_KEY, eventId);
  } catch {
    // Storage unavailable: after login the user lands on the home page instead.
  }
}

/**
 * The path to go to after a login, taken from the stored marker (which is then cleared), or null
 * when there is none and the user goes to the landing page.
 */
export function takePostLoginPath(): string | null {
  const marker = read(REDIRECT_AFTER_LOGIN_KEY);
  const eventId = read(REGISTER_EVENT_ID_KEY);
  remove(REDIRECT_AFTER_LOGIN_KEY);
  remove(REGISTER_EVENT_ID_KEY);
  if (marker !== REGISTER_MARKER || !eventId) return null;
  return `/register?${new URLSearchParams({ event: eventId }).toString()}`;
}
