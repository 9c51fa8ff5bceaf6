import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { ADMIN_ROLES, type AdminRole } from '@/domain/admin-roles';
import { admins } from '../db/schema';
import { createAdmin } from './admins';
import { createMember, freshToken } from './members';
import type { TestApp } from './test-app';

export type Caller =
  'anonymous' | 'expiredToken' | 'forgedToken' | 'user' | 'otherUser' | AdminRole;

export interface RouteCheck {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The route as the OpenAPI document names it, e.g. `/api/events/{id}`. */
  route: string;
  /** The URL to call, when an unknown id in each of the route's parameters will not do. */
  url?: string;
  payload?: Record<string, unknown>;
  /**
   * The status each caller gets. An expired or forged token is answered like no token (public
   * routes ignore it; guarded routes answer 401) unless the check says otherwise; another user
   * is answered like the user, and each admin role like `admin`, unless it says otherwise.
   */
  expect: { anonymous: number; user: number; admin?: number } & Partial<Record<Caller, number>>;
}

/** The same status for every caller. */
export const everyone = (status: number): RouteCheck['expect'] => ({
  anonymous: status,
  user: status,
  admin: status,
});

/**
 * An admin route: the roles named get `status`, every other role 403; members are refused (403)
 * and visitors asked to log in (401).
 */
export const adminRoles = (
  allowed: readonly AdminRole[],
  status: number,
): RouteCheck['expect'] => ({
  anonymous: 401,
  user: 403,
  ...Object.fromEntries(ADMIN_ROLES.map((role) => [role, allowed.includes(role) ? status : 403])),
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
    case 'anonymous':
    case 'user':
      return expect[caller];
    default: {
      const status = expect[caller] ?? expect.admin;
      if (status === undefined) throw new Error(`No status for ${caller}`);
      return status;
    }
  }
}

export type CallerTokens = Record<Caller, string | undefined>;

/**
 * A bearer token for each kind of caller the matrix tries: the two users have accounts, and
 * there is an admin of each role. `refresh` signs every token again at its current version (a
 * row may sign a member or an admin out everywhere).
 */
export async function callerTokens(
  t: TestApp,
): Promise<{ tokens: CallerTokens; refresh: () => Promise<CallerTokens> }> {
  const members = [
    await createMember(t, { name: 'Asha Patil', email: 'asha@example.com' }),
    await createMember(t, { name: 'Ravi Kulkarni', email: 'ravi@example.com' }),
  ];
  const roleAdmins = await Promise.all(ADMIN_ROLES.map((role) => createAdmin(t, role, role)));
  const issuedAt = Math.floor(t.clock.now().getTime() / 1000);
  const expiredToken = await new SignJWT({ username: 'owner', role: 'admin', ver: 1 })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(roleAdmins[0]?.id ?? '')
    .setIssuedAt(issuedAt - 9 * 3600)
    .setExpirationTime(issuedAt - 60)
    .sign(new TextEncoder().encode(t.config.jwtSecret));
  const forgedToken = await new SignJWT({ username: 'owner', role: 'admin', ver: 1 })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(roleAdmins[0]?.id ?? '')
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + 600)
    .sign(new TextEncoder().encode('another-secret-that-is-long-enough-to-sign'));
  const refresh = async (): Promise<CallerTokens> => {
    const [user, otherUser] = await Promise.all(members.map((member) => freshToken(t, member)));
    const signed = await Promise.all(
      roleAdmins.map(async (admin) => {
        const [row] = await t.database.db.select().from(admins).where(eq(admins.id, admin.id));
        const ver = row?.tokenVersion ?? 1;
        return [
          admin.role,
          await t.tokens.signAdmin({ sub: admin.id, username: admin.username, ver }),
        ];
      }),
    );
    return {
      anonymous: undefined,
      expiredToken,
      forgedToken,
      user,
      otherUser,
      ...(Object.fromEntries(signed) as Record<AdminRole, string>),
    };
  };
  return { tokens: await refresh(), refresh };
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
