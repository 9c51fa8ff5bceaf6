import { useSyncExternalStore } from 'react';

/**
 * Browser sessions (DESIGN.md 5.9): the user session is `token` plus `loginTime` in
 * localStorage; the admin session is `adminToken`, sent only by admin pages.
 */
const USER_TOKEN_KEY = 'token';
const LOGIN_TIME_KEY = 'loginTime';
const ADMIN_TOKEN_KEY = 'adminToken';

/** The claims of a user token (DESIGN.md section 4). */
export interface SessionUser {
  /** The account id. */
  sub: string;
  /** The member's student id, shown as "ID". */
  id: string;
  name: string;
  email: string;
  role: 'user';
}

const STRING_CLAIMS = ['sub', 'id', 'name', 'email'] as const;

/** Checked by hand rather than with zod, which would weigh on the landing page's bundle. */
function toSessionUser(claims: unknown): SessionUser | null {
  if (typeof claims !== 'object' || claims === null) return null;
  const record = claims as Record<string, unknown>;
  if (record.role !== 'user') return null;
  if (!STRING_CLAIMS.every((claim) => typeof record[claim] === 'string')) return null;
  return {
    sub: String(record.sub),
    id: String(record.id),
    name: String(record.name),
    email: String(record.email),
    role: 'user',
  };
}

function readItem(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeItem(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Storage may be unavailable (private browsing); the session then lasts for this page only.
  }
}

function removeItem(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // Nothing stored, nothing to remove.
  }
}

/** Decodes the payload of a JWT (base64url JSON). The signature is the server's business. */
function decodeUser(token: string): SessionUser | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const padded = base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=');
    const bytes = Uint8Array.from(atob(padded), (char) => char.charCodeAt(0));
    return toSessionUser(JSON.parse(new TextDecoder().decode(bytes)));
  } catch {
    return null;
  }
}

interface StoredSession {
  userToken: string | null;
  user: SessionUser | null;
  adminToken: string | null;
}

const listeners = new Set<() => void>();

/** Reads storage; a user token that cannot be decoded ends the user session. */
function load(): StoredSession {
  const userToken = readItem(USER_TOKEN_KEY);
  const user = userToken ? decodeUser(userToken) : null;
  if (userToken && !user) {
    removeItem(USER_TOKEN_KEY);
    removeItem(LOGIN_TIME_KEY);
  }
  return { userToken: user ? userToken : null, user, adminToken: readItem(ADMIN_TOKEN_KEY) };
}

let current: StoredSession = load();

function refresh(): void {
  const next = load();
  const changed = next.userToken !== current.userToken || next.adminToken !== current.adminToken;
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
      [USER_TOKEN_KEY, LOGIN_TIME_KEY, ADMIN_TOKEN_KEY].includes(event.key)
    ) {
      refresh();
    }
  });
}

/** Stores a user token from a successful login and starts the clock of the session time-out. */
export function startSession(token: string): void {
  writeItem(USER_TOKEN_KEY, token);
  writeItem(LOGIN_TIME_KEY, String(Date.now()));
  refresh();
}

/** Ends the user session: removes the token and the login time. */
export function endSession(): void {
  removeItem(USER_TOKEN_KEY);
  removeItem(LOGIN_TIME_KEY);
  refresh();
}

/** The stored user token, or null without a (decodable) user session. */
export function getUserToken(): string | null {
  return current.userToken;
}

/** When the user logged in (epoch milliseconds), or null. */
export function getLoginTime(): number | null {
  if (!current.userToken) return null;
  const loginTime = Number(readItem(LOGIN_TIME_KEY));
  return Number.isFinite(loginTime) && loginTime > 0 ? loginTime : null;
}

/** The logged-in user decoded from the stored token, or null (outside React). */
export function getSessionUser(): SessionUser | null {
  return current.user;
}

/** A server-rendered page is a visitor's page: hydration starts from no session. */
const noSession = (): null => null;

/** The logged-in user decoded from the stored token, or null; re-renders on login and logout. */
export function useSession(): SessionUser | null {
  return useSyncExternalStore(subscribe, getSessionUser, noSession);
}

/** Stores the token of a successful admin login. */
export function startAdminSession(token: string): void {
  writeItem(ADMIN_TOKEN_KEY, token);
  refresh();
}

/** Ends the admin session. */
export function endAdminSession(): void {
  removeItem(ADMIN_TOKEN_KEY);
  refresh();
}

/** The stored admin token, or null. */
export function getAdminToken(): string | null {
  return current.adminToken;
}

/** The stored admin token (or null); re-renders when it changes. */
export function useAdminToken(): string | null {
  return useSyncExternalStore(subscribe, () => current.adminToken);
}
