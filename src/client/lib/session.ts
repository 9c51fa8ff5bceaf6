import { useSyncExternalStore } from 'react';
import { SESSION_TIMEOUT_MS } from '@/domain/timing';
import { localStore } from './safe-storage';
import {
  decodeClaims,
  STRING_CLAIMS,
  toAdminSession,
  toSessionUser,
  type AdminSession,
  type SessionUser,
} from './session-claims';
import {
  ADMIN_TOKEN_KEY,
  LOGIN_TIME_KEY,
  readLoginTime,
  SESSION_END_KEY,
  storeUserSession,
  USER_TOKEN_KEY,
} from './session-keys';

export type { AdminSession, SessionUser } from './session-claims';

/**
 * Browser sessions (their keys are in session-keys.ts): the user session is `token` plus
 * `loginTime` in localStorage; the admin session is `adminToken`, sent only by admin pages.
 * `loginTime` is when the stored token was issued (at login, or at its last renewal); the session
 * ends 10 minutes after it.
 */

/**
 * How a user session ended: the member logged out, it timed out after 10 minutes without
 * activity, or the server refused its token (expired, or the account is gone).
 */
export type SessionEndReason = 'logout' | 'timeout' | 'refused';
const END_REASONS: readonly SessionEndReason[] = ['logout', 'timeout', 'refused'];

/** Why another tab ended the session this one shared. */
function readEndReason(): SessionEndReason {
  const stored = localStore.get(SESSION_END_KEY);
  return END_REASONS.find((reason) => reason === stored) ?? 'logout';
}

interface UserSession {
  userToken: string;
  user: SessionUser;
  loginTime: number;
}

/**
 * The stored user session, or null. A token that cannot be decoded is removed, and so is one
 * whose 10 minutes have passed (a tab opened again later, say): that one as a time-out.
 */
function readUserSession(): UserSession | 'timed out' | null {
  const userToken = localStore.get(USER_TOKEN_KEY);
  if (!userToken) return null;
  const user = toSessionUser(decodeClaims(userToken));
  const loginTime = readLoginTime();
  if (user && loginTime !== null && Date.now() - loginTime < SESSION_TIMEOUT_MS) {
    return { userToken, user, loginTime };
  }
  localStore.remove(USER_TOKEN_KEY);
  localStore.remove(LOGIN_TIME_KEY);
  return user ? 'timed out' : null;
}

interface StoredSession {
  userToken: string | null;
  user: SessionUser | null;
  loginTime: number | null;
  adminToken: string | null;
  admin: AdminSession | null;
  /** Why the user session of this page ended; null while it lasts, or when there was none. */
  endReason: SessionEndReason | null;
}

const listeners = new Set<() => void>();

const sameUser = (a: SessionUser, b: SessionUser) =>
  STRING_CLAIMS.every((claim) => a[claim] === b[claim]);

/** Reads storage; `endedHere` says why this tab has just ended the user session. */
function load(previous?: StoredSession, endedHere?: SessionEndReason): StoredSession {
  const stored = readUserSession();
  const session = stored === 'timed out' ? null : stored;
  let endReason: SessionEndReason | null = previous?.endReason ?? null;
  if (session) endReason = null;
  else if (endedHere) endReason = endedHere;
  else if (stored === 'timed out') endReason = 'timeout';
  else if (previous?.userToken) endReason = readEndReason();
  // A renewed token with the same claims keeps the same user, so pages do not redraw for it.
  const user =
    session && previous?.user && sameUser(session.user, previous.user)
      ? previous.user
      : (session?.user ?? null);
  const adminToken = localStore.get(ADMIN_TOKEN_KEY);
  return {
    userToken: session?.userToken ?? null,
    user,
    loginTime: session?.loginTime ?? null,
    adminToken,
    admin: adminToken ? toAdminSession(decodeClaims(adminToken)) : null,
    endReason,
  };
}

let current: StoredSession = load();

function refresh(endedHere?: SessionEndReason): void {
  const next = load(current, endedHere);
  const changed =
    next.userToken !== current.userToken ||
    next.loginTime !== current.loginTime ||
    next.adminToken !== current.adminToken ||
    next.endReason !== current.endReason;
  if (!changed) return;
  current = next;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// Logging in or out in another tab shows here too. (Server rendering has no window.)
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (
      event.key === null ||
      [USER_TOKEN_KEY, LOGIN_TIME_KEY, ADMIN_TOKEN_KEY, SESSION_END_KEY].includes(event.key)
    ) {
      refresh();
    }
  });
}

/** Stores a user token from a successful login and starts the clock of the session time-out. */
export function startSession(token: string): void {
  storeUserSession(token);
  refresh();
}

/**
 * Stores the renewed token that replaces `renewed` and starts the clock again; does nothing if
 * the session ended (or was renewed by another tab) while the renewal was under way.
 */
export function renewSession(renewed: string, token: string): void {
  if (localStore.get(USER_TOKEN_KEY) !== renewed) return;
  startSession(token);
}

/** Ends the user session: removes the token and the login time, and tells other tabs why. */
export function endSession(reason: SessionEndReason = 'logout'): void {
  localStore.remove(USER_TOKEN_KEY);
  localStore.remove(LOGIN_TIME_KEY);
  localStore.set(SESSION_END_KEY, reason);
  refresh(reason);
}

/** Why the user session of this page ended, or null while it lasts (or there was none). */
export function getSessionEndReason(): SessionEndReason | null {
  return current.endReason;
}

/** The stored user token, or null without a (decodable) user session. */
export function getUserToken(): string | null {
  return current.userToken;
}

/** When the stored token was issued, at login or renewal (epoch milliseconds), or null. */
export function getLoginTime(): number | null {
  return current.loginTime;
}

/** The logged-in user decoded from the stored token, or null (outside React). */
export function getSessionUser(): SessionUser | null {
  return current.user;
}

/** A server-rendered page is a visitor's page: hydration starts from no session. */
const noSession = (): null => null;

/**
 * The member a server-rendered page was made for: null for a visitor's page; the member for a
 * member's page (decision record 21), on the server while it renders and in the browser while the
 * app takes that page over, so that both render the same member.
 */
let renderedFor: SessionUser | null = null;

export function renderPagesFor(user: SessionUser | null): void {
  renderedFor = user;
}

/** The logged-in user decoded from the stored token, or null; re-renders on login and logout. */
export function useSession(): SessionUser | null {
  return useSyncExternalStore(subscribe, getSessionUser, () => renderedFor);
}

/** The login time of the user session, or null without one; re-renders when it changes. */
export function useLoginTime(): number | null {
  return useSyncExternalStore(subscribe, getLoginTime, noSession);
}

/** Stores the token of a successful admin login. */
export function startAdminSession(token: string): void {
  localStore.set(ADMIN_TOKEN_KEY, token);
  refresh();
}

/** Ends the admin session. */
export function endAdminSession(): void {
  localStore.remove(ADMIN_TOKEN_KEY);
  refresh();
}

/** The stored admin token, or null. */
export function getAdminToken(): string | null {
  return current.adminToken;
}

/** The stored admin token (or null); re-renders when it changes. */
export function useAdminToken(): string | null {
  return useSyncExternalStore(subscribe, () => current.adminToken, noSession);
}

/** The admin decoded from the stored admin token, or null; re-renders when it changes. */
export function useAdminSession(): AdminSession | null {
  return useSyncExternalStore(subscribe, () => current.admin, noSession);
}
