import { SESSION_TIMEOUT_MS } from '@/domain/timing';
import { localStore } from './safe-storage';

/**
 * Where the browser keeps its sessions (localStorage): the user session is `token` plus
 * `loginTime`, the admin session `adminToken`. Apart from session.ts, so the first script can ask
 * whether anyone is signed in without loading the session's code.
 */
export const USER_TOKEN_KEY = 'token';
export const LOGIN_TIME_KEY = 'loginTime';
export const ADMIN_TOKEN_KEY = 'adminToken';
/** Why the last user session ended, for the other tabs (which see only the token go). */
export const SESSION_END_KEY = 'sessionEnd';

/** `loginTime` as a number, or null when it is missing or not a time. */
export function readLoginTime(): number | null {
  const loginTime = Number(localStore.get(LOGIN_TIME_KEY));
  return Number.isFinite(loginTime) && loginTime > 0 ? loginTime : null;
}

/**
 * Whether a member (a token whose 10 minutes have not passed) or an admin is signed in, as far
 * as storage tells: the app then shows their header and menus. The tokens themselves are checked
 * by session.ts and the server.
 */
export function isSignedIn(now = Date.now()): boolean {
  return Boolean(localStore.get(ADMIN_TOKEN_KEY)) || isMemberSignedIn(now);
}

/** Whether a member's token is stored and its 10 minutes have not passed. */
export function isMemberSignedIn(now = Date.now()): boolean {
  const loginTime = readLoginTime();
  return (
    localStore.get(USER_TOKEN_KEY) !== null &&
    loginTime !== null &&
    now - loginTime < SESSION_TIMEOUT_MS
  );
}

/** Stores a user token from a successful login and starts the clock of the session time-out. */
export function storeUserSession(token: string): void {
  localStore.remove(SESSION_END_KEY);
  localStore.set(USER_TOKEN_KEY, token);
  localStore.set(LOGIN_TIME_KEY, String(Date.now()));
}
