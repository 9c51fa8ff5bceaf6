import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { can, ROLE_MESSAGES, type AdminPermission, type AdminRole } from '@/domain/admin-roles';
import type { AdminClaims } from '@/domain/session';
import type { Clock } from '../clock';
import type { Database } from '../db/client';
import { admins, adminSettings } from '../db/schema';
import { forbidden, unauthorized } from './errors';

/**
 * Who may call a route: anyone (`public`), a signed-in member (`member`), or an admin whose role
 * has the permission. A list means any of them.
 */
export type AccessRule = 'public' | 'member' | AdminPermission;
export type Access = AccessRule | readonly AccessRule[];

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route. Every `/api` route declares it: the app refuses to start without. */
    access?: Access;
    /** A GET that writes an audit entry all the same: an export of personal data. */
    audited?: boolean;
  }
  interface FastifyRequest {
    /** The admin behind the request, checked against the database by the access guard. */
    admin: SignedInAdmin | null;
  }
}

/** An admin whose token, account and role the access guard has checked for this request. */
export interface SignedInAdmin {
  id: string;
  username: string;
  role: AdminRole;
  twoFactorEnabled: boolean;
  /** An owner asked every admin to sign in with two-factor. */
  twoFactorRequired: boolean;
  /** When the guard let the request in, by the app's clock: the time its audit entries carry. */
  checkedAt: Date;
}

/** Who did something, for the audit log: the admin, their address, and when. */
export interface AuditActor {
  /** Null for what the server does by itself (the configured admin at start-up). */
  adminId: string | null;
  username: string;
  address: string | null;
  at: Date;
}

/** An admin's own action: the actor is always an admin. */
export type AdminActor = AuditActor & { adminId: string };

export interface DeclaredAccess {
  method: string;
  /** As the API documentation names it: `/api/events/{id}`. */
  route: string;
  access: Access;
  audited: boolean;
}

export const ACCESS_MESSAGES = {
  adminsOnly: 'Only administrators can do that.',
  membersOnly: 'This is for members. Please log in as a member.',
  expired: 'Your session has expired. Please log in again.',
  sessionEnded: 'Your session has ended. Please log in again.',
  disabled: 'This admin account is disabled. Ask an owner to enable it again.',
} as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const declared = new WeakMap<FastifyInstance, DeclaredAccess[]>();

/** Every `/api` route with the access it declared, for the tests that walk them all. */
export function declaredAccess(app: FastifyInstance): DeclaredAccess[] {
  return declared.get(app) ?? [];
}

const rulesOf = (access: Access): readonly AccessRule[] =>
  typeof access === 'string' ? [access] : access;

/** The admin's row as the token claims it; null when the session no longer stands. */
async function loadAdmin(db: Database, claims: AdminClaims, clock: Clock): Promise<SignedInAdmin> {
  if (!UUID.test(claims.sub)) throw unauthorized(ACCESS_MESSAGES.sessionEnded);
  const [row] = await db
    .select({
      id: admins.id,
      username: admins.username,
      role: admins.role,
      tokenVersion: admins.tokenVersion,
      disabledAt: admins.disabledAt,
      totpSecret: admins.totpSecret,
      requireTwoFactor: adminSettings.requireTwoFactor,
    })
    .from(admins)
    .leftJoin(adminSettings, eq(adminSettings.id, 1))
    .where(eq(admins.id, claims.sub));
  if (!row || row.tokenVersion !== claims.ver) throw unauthorized(ACCESS_MESSAGES.sessionEnded);
  if (row.disabledAt) throw unauthorized(ACCESS_MESSAGES.disabled);
  return {
    id: row.id,
    username: row.username,
    role: row.role,
    twoFactorEnabled: row.totpSecret !== null,
    twoFactorRequired: row.requireTwoFactor ?? false,
    checkedAt: clock.now(),
  };
}

function guardFor(access: Access, db: Database, clock: Clock): onRequestHookHandler {
  const rules = rulesOf(access);
  const forMembers = rules.includes('member');
  const permissions = rules.filter(
    (rule): rule is AdminPermission => rule !== 'member' && rule !== 'public',
  );
  return async (request: FastifyRequest) => {
    const { identity } = request;
    if (!identity) {
      throw request.sentToken ? unauthorized(ACCESS_MESSAGES.expired) : unauthorized();
    }
    if (identity.role === 'user') {
      if (forMembers) return;
      throw forbidden(ACCESS_MESSAGES.adminsOnly);
    }
    if (permissions.length === 0) throw forbidden(ACCESS_MESSAGES.membersOnly);
    const admin = request.admin ?? (await loadAdmin(db, identity, clock));
    request.admin = admin;
    // Until two-factor is on, an admin who must have it may only see to their own account.
    const ownAccountOnly = admin.twoFactorRequired && !admin.twoFactorEnabled;
    if (ownAccountOnly && !permissions.includes('account')) {
      throw forbidden(ROLE_MESSAGES.twoFactorRequired);
    }
    if (!permissions.some((permission) => can(admin.role, permission))) {
      throw forbidden(ROLE_MESSAGES.notAllowed(admin.role));
    }
  };
}

/**
 * Puts each `/api` route's declared access in front of its own hooks, and refuses to start
 * when a route declares none: a new route cannot be forgotten open.
 */
export const accessControl = fp<{ database: Database; clock: Clock }>(
  async (app, { database, clock }) => {
    const routes: DeclaredAccess[] = [];
    declared.set(app, routes);
    app.decorateRequest('admin', null);
    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith('/api/')) return;
      const access = route.config?.access;
      if (!access) {
        throw new Error(
          `${String(route.method)} ${route.url} declares no access: add config: { access } to its options (see docs/architecture.md, "Who may call a route").`,
        );
      }
      for (const method of [route.method].flat()) {
        if (method === 'HEAD') continue;
        routes.push({
          method,
          route: route.url.replace(/:(\w+)/g, '{$1}'),
          access,
          audited: route.config?.audited ?? false,
        });
      }
      if (rulesOf(access).includes('public')) return;
      const own = route.onRequest ? [route.onRequest].flat() : [];
      route.onRequest = [guardFor(access, database, clock), ...own];
    });
  },
  { name: 'access-control', dependencies: ['authentication'] },
);

/** The admin the access guard let through; only for routes that declare an admin permission. */
export function adminOf(request: FastifyRequest): SignedInAdmin {
  if (!request.admin) throw unauthorized();
  return request.admin;
}

/** The admin behind the request as the audit log records them. */
export function actorOf(request: FastifyRequest): AdminActor {
  const admin = adminOf(request);
  return { adminId: admin.id, username: admin.username, address: request.ip, at: admin.checkedAt };
}
