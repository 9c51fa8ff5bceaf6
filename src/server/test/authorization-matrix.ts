import { SignJWT } from 'jose';
import { createMember } from './members';
import type { TestApp } from './test-app';

export type Caller = 'anonymous' | 'expiredToken' | 'forgedToken' | 'user' | 'otherUser' | 'admin';

export interface RouteCheck {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The route as the OpenAPI document names it, e.g. `/api/events/{id}`. */
  route: string;
  /** The URL to call, when the route has parameters. */
  url?: string;
  payload?: Record<string, unknown>;
  /**
   * The status each caller gets. An expired or forged token is answered like no token (public
   * routes ignore it; guarded routes answer 401) unless the check says otherwise; another user
   * is answered like the user unless it says otherwise.
   */
  expect: { anonymous: number; user: number; admin: number } & Partial<Record<Caller, number>>;
}

/** The same status for every caller. */
export const everyone = (status: number): RouteCheck['expect'] => ({
  anonymous: status,
  user: status,
  admin: status,
});

export function expectedStatus(check: RouteCheck, caller: Caller): number {
  const { expect } = check;
  switch (caller) {
    case 'expiredToken':
    case 'forgedToken':
      // A guarded route refuses a bad token as it refuses none; a public route ignores it.
      return expect[caller] ?? expect.anonymous;
    case 'otherUser':
      return expect.otherUser ?? expect.user;
    default:
      return expect[caller];
  }
}

/** A bearer token for each kind of caller the matrix tries; the two users have accounts. */
export async function callerTokens(t: TestApp): Promise<Record<Caller, string | undefined>> {
  const { token: user } = await createMember(t, { name: 'Asha Patil', email: 'asha@example.com' });
  const { token: otherUser } = await createMember(t, {
    name: 'Ravi Kulkarni',
    email: 'ravi@example.com',
  });
  const admin = await t.tokens.signAdmin({ sub: 'admin-1', username: 'admin' });
  const issuedAt = Math.floor(t.clock.now().getTime() / 1000);
  const expiredToken = await new SignJWT({
    id: 'HST-000001',
    name: 'Asha',
    email: 'asha@example.com',
    role: 'admin',
  })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject('admin-1')
    .setIssuedAt(issuedAt - 7200)
    .setExpirationTime(issuedAt - 60)
    .sign(new TextEncoder().encode(t.config.jwtSecret));
  const forgedToken = await new SignJWT({ username: 'admin', role: 'admin' })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject('admin-1')
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + 600)
    .sign(new TextEncoder().encode('another-secret-that-is-long-enough-to-sign'));
  return { anonymous: undefined, expiredToken, forgedToken, user, otherUser, admin };
}

/** Every API route the app documents, as `METHOD /path`. */
export function documentedRoutes(t: TestApp): string[] {
  const document = t.app.swagger() as { paths?: Record<string, Record<string, unknown>> };
  return Object.entries(document.paths ?? {}).flatMap(([route, operations]) =>
    Object.keys(operations)
      .filter((method) => method !== 'head')
      .map((method) => `${method.toUpperCase()} ${route}`),
  );
}
