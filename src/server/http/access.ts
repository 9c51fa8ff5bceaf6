import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { GATE_MESSAGES } from '@/domain/gate';
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { can, ROLE_MESSAGES, type AdminPermission, type AdminRole } from '@/domain/admin-roles';
import type { AdminClaims, UserClaims } from '@/domain/session';
import type { Clock } from '../clock';
import type { Database } from '../db/client';
import { accounts, admins, adminSettings, gatePasses } from '../db/schema';
import { forbidden, unauthorized } from './errors';

/**
 * Who may call a route: anyone (`public`), a signed-in member (`member`), whoever holds a valid
 * gate pass (`gate`: its own event's check-in only), or an admin whose role has the permission.
 * A list means any of them.
 */
export type AccessRule = 'public' | 'member' | 'gate' | AdminPermission;
export type Access = AccessRule | readonly AccessRule[];

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route. Every `/api` route declares it: the app refuses to start without. */
    access?: Access;
    /**
     * Whether a call writes an audit entry: by default every write does and no GET does. A GET
     * that exports personal data says true; a POST that changes nothing (a preview, a check of
     * an upload) says false.
     */
    audited?: boolean;
  }
  interface FastifyRequest {
    /** The admin behind the request, checked against the database by the access guard. */
    admin: SignedInAdmin | null;
    /** The gate pass behind the request, checked by the access guard on `gate` routes. */
    gatePass: ValidGatePass | null;
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

/** A gate pass the guard found valid (not revoked, not expired) for this request. */
export interface ValidGatePass {
  id: string;
  eventId: string;
  label: string;
  validUntil: Date;
  checkedAt: Date;
}

/** How a gate pass's secret is kept and looked up: SHA-256, base64url. */
export const gatePassHash = (secret: string) =>
  createHash('sha256').update(secret).digest('base64url');

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
  accountGone: 'Your account no longer exists. Please sign up again.',
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

/** Refuses a member's token once the account is gone or its sessions were ended. */
async function checkMemberSession(db: Database, claims: UserClaims): Promise<void> {
  if (!UUID.test(claims.sub)) throw unauthorized(ACCESS_MESSAGES.accountGone);
  const [row] = await db
    .select({ tokenVersion: accounts.tokenVersion })
    .from(accounts)
    .where(eq(accounts.id, claims.sub));
  if (!row) throw unauthorized(ACCESS_MESSAGES.accountGone);
  if (row.tokenVersion !== claims.ver) throw unauthorized(ACCESS_MESSAGES.sessionEnded);
}

/** The pass whose secret the request sent, when it is neither revoked nor expired. */
async function loadGatePass(db: Database, secret: string, clock: Clock): Promise<ValidGatePass> {
  const now = clock.now();
  const [row] = await db
    .select()
    .from(gatePasses)
    .where(eq(gatePasses.secretHash, gatePassHash(secret)));
  if (!row || row.revokedAt || row.validUntil <= now) {
    throw unauthorized(GATE_MESSAGES.passEnded);
  }
  return {
    id: row.id,
    eventId: row.eventId,
    label: row.label,
    validUntil: row.validUntil,
    checkedAt: now,
  };
}

/** A gate pass sent to any route but the gate's own: refused, whatever the route. */
const refuseGatePass: onRequestHookHandler = async (request) => {
  if (request.gatePassSecret) throw forbidden(GATE_MESSAGES.passOnly);
};

function guardFor(access: Access, db: Database, clock: Clock): onRequestHookHandler {
  const rules = rulesOf(access);
  const forMembers = rules.includes('member');
  const forGates = rules.includes('gate');
  const permissions = rules.filter(
    (rule): rule is AdminPermission => rule !== 'member' && rule !== 'public' && rule !== 'gate',
  );
  return async (request: FastifyRequest) => {
    if (request.gatePassSecret) {
      if (!forGates) throw forbidden(GATE_MESSAGES.passOnly);
      request.gatePass = await loadGatePass(db, request.gatePassSecret, clock);
      return;
    }
    const { identity } = request;
    if (!identity) {
      throw request.sentToken ? unauthorized(ACCESS_MESSAGES.expired) : unauthorized();
    }
    if (identity.role === 'user') {
      if (!forMembers) throw forbidden(ACCESS_MESSAGES.adminsOnly);
      await checkMemberSession(db, identity);
      return;
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
    app.decorateRequest('gatePass', null);
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
          audited: route.config?.audited ?? method !== 'GET',
        });
      }
      const own = route.onRequest ? [route.onRequest].flat() : [];
      route.onRequest = rulesOf(access).includes('public')
        ? [refuseGatePass, ...own]
        : [guardFor(access, database, clock), ...own];
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
