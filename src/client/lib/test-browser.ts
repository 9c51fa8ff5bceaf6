import { vi } from 'vitest';

/** A minimal browser (window events and localStorage) for lib tests running in Node. */
export function stubBrowser(): Map<string, string> {
  const store = new Map<string, string>();
  vi.stubGlobal('window', new EventTarget());
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => store.get(key) ?? null,
    setItem: (key: string, value: string) => void store.set(key, value),
    removeItem: (key: string) => void store.delete(key),
  });
  return store;
}

function base64url(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

/** An unsigned JWT with the given claims (the client never checks signatures). */
export function fakeToken(claims: Record<string, unknown>): string {
  return `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url(claims)}.signature`;
}

export const userClaims = {
  sub: 'account-1',
  id: 'HST-000123',
  name: 'अनन्या Rao',
  email: 'ananya@example.com',
  role: 'user',
};
