import { localStore } from './safe-storage';
import type { SessionEndReason } from './session';

/**
 * Where to go after login. A page that sends someone to /login hands it, through navigation
 * state, the page to come back to and why (`ReturnAfterLogin`). Older, and kept for a login
 * page reached otherwise: the registration page stores the
 * marker 'register' and the event id when a visitor presses Register; the login page then
 * returns to `/register?event=<id>` and clears both.
 */
export const REDIRECT_AFTER_LOGIN_KEY = 'redirectAfterLogin';
export const REGISTER_EVENT_ID_KEY = 'registerEventId';
const REGISTER_MARKER = 'register';

/** Remembers that the visitor wanted to register for an event, to return there after login. */
export function rememberRegistrationAfterLogin(eventId: string): void {
  localStore.set(REDIRECT_AFTER_LOGIN_KEY, REGISTER_MARKER);
  localStore.set(REGISTER_EVENT_ID_KEY, eventId);
}

/**
 * The path to go to after a login, taken from the stored marker (which is then cleared), or null
 * when there is none and the user goes to the landing page.
 */
export function takePostLoginPath(): string | null {
  const marker = localStore.get(REDIRECT_AFTER_LOGIN_KEY);
  const eventId = localStore.get(REGISTER_EVENT_ID_KEY);
  localStore.remove(REDIRECT_AFTER_LOGIN_KEY);
  localStore.remove(REGISTER_EVENT_ID_KEY);
  if (marker !== REGISTER_MARKER || !eventId) return null;
  return `/register?${new URLSearchParams({ event: eventId }).toString()}`;
}

/**
 * Why /login is shown: a page that needs a member was opened without a session, or the session
 * ended by itself (timed out, or its token was refused).
 */
export type LoginReason = 'required' | Exclude<SessionEndReason, 'logout'>;

/** The navigation state a page hands to /login to be brought back after the login. */
export interface ReturnAfterLogin {
  /** The page to come back to: its path and query string. */
  returnTo: string;
  reason: LoginReason;
}

/** The login reason for a page without a session, given how the last session ended. */
export function loginReasonAfter(ended: SessionEndReason | null): LoginReason {
  return ended === 'timeout' || ended === 'refused' ? ended : 'required';
}

/** The navigation state that brings the member back to `location` after the login. */
export function returnAfterLogin(
  location: { pathname: string; search: string },
  reason: LoginReason,
): ReturnAfterLogin {
  return { returnTo: `${location.pathname}${location.search}`, reason };
}

const LOGIN_REASONS: readonly LoginReason[] = ['required', 'timeout', 'refused'];

/** A path of this site to return to: not another site (`//host`), nor the login page itself. */
function isReturnPath(path: string): boolean {
  return /^\/(?![/\\])/.test(path) && !/^\/login(?:[/?#]|$)/.test(path);
}

/** Reads `ReturnAfterLogin` from the navigation state of /login, which may be anything. */
export function readReturnAfterLogin(state: unknown): ReturnAfterLogin | null {
  if (typeof state !== 'object' || state === null) return null;
  const { returnTo, reason } = state as Record<string, unknown>;
  const knownReason = LOGIN_REASONS.find((candidate) => candidate === reason);
  if (typeof returnTo !== 'string' || !isReturnPath(returnTo) || !knownReason) return null;
  return { returnTo, reason: knownReason };
}
