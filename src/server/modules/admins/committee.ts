import { and, asc, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { ADMIN_ROLE_LABELS, type AdminRole } from '@/domain/admin-roles';
import {
  COMMITTEE_MESSAGES,
  INVITATION_VALID_HOURS,
  type AdminAccount,
  type AdminSettings,
  type inviteAdminInputSchema,
  type updateAdminInputSchema,
} from '@/domain/committee-schemas';
import type { AppContext } from '@/server/context';
import { lockRow, type Database } from '@/server/db/client';
import { admins, adminSettings } from '@/server/db/schema';
import type { AdminActor, AuditActor } from '@/server/http/access';
import { badRequest, conflict, HttpError, notFound } from '@/server/http/errors';
import { adminInvitationMail } from '@/server/mail/templates';
import { hashPassword, keyedHash, newResetToken } from '../accounts/secrets';
import { audit } from '../audit/audit';
import { adminRecord } from './records';

type AdminRow = typeof admins.$inferSelect;
type InviteInput = z.output<typeof inviteAdminInputSchema>;
type UpdateInput = z.output<typeof updateAdminInputSchema>;

const HOUR_MS = 3_600_000;

function statusOf(row: AdminRow): AdminAccount['status'] {
  if (row.disabledAt) return 'disabled';
  return row.passwordHash ? 'active' : 'invited';
}

export function toAdminAccount(row: AdminRow): AdminAccount {
  return {
    _id: row.id,
    username: row.username,
    email: row.email,
    role: row.role,
    status: statusOf(row),
    twoFactorEnabled: row.totpSecret !== null,
    invitationExpiresAt: row.passwordHash ? null : (row.invitationExpiresAt?.toISOString() ?? null),
    lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** What the audit log keeps of an admin: never a password, secret or token. */
const audited = (row: AdminRow) => ({
  username: row.username,
  email: row.email,
  role: row.role,
  disabled: row.disabledAt !== null,
});

/** An owner who can sign in: what must always remain. */
const canSignIn = and(isNull(admins.disabledAt), isNotNull(admins.passwordHash));

/**
 * The committee's accounts: invitations, roles, disabling and the settings owners choose. At
 * least one owner who can sign in always remains: every change that could take the last one
 * away locks all such owners first, so two owners demoting each other at once cannot both win.
 */
export class CommitteeService {
  constructor(
    private readonly context: Pick<AppContext, 'database' | 'clock' | 'config' | 'mailer'>,
  ) {}

  private get db(): Database {
    return this.context.database.db;
  }

  private tokenHash(token: string) {
    return keyedHash(token, this.context.config.jwtSecret);
  }

  async list(): Promise<AdminAccount[]> {
    const rows = await this.db.select().from(admins).orderBy(asc(admins.username));
    return rows.map(toAdminAccount);
  }

  async invite(input: InviteInput, actor: AdminActor): Promise<AdminAccount> {
    const [taken] = await this.db
      .select({ username: admins.username, email: admins.email })
      .from(admins)
      .where(
        sql`lower(${admins.username}) = lower(${input.username}) or ${admins.email} = ${input.email}`,
      );
    if (taken) {
      throw conflict(
        taken.email === input.email
          ? COMMITTEE_MESSAGES.emailTaken
          : COMMITTEE_MESSAGES.usernameTaken,
      );
    }
    const token = newResetToken();
    const row = await this.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(admins)
        .values({
          username: input.username,
          email: input.email,
          role: input.role,
          invitationTokenHash: this.tokenHash(token),
          invitationExpiresAt: this.invitationExpiry(),
        })
        .returning();
      if (!created) throw new Error('The admin was not stored.');
      await audit(tx, actor, 'admin.invite', adminRecord(created.id), null, audited(created));
      return created;
    });
    await this.sendInvitation(row, token, actor.username);
    return toAdminAccount(row);
  }

  /** A new link for an admin who has not set a password yet; the old link stops working. */
  async resendInvitation(id: string, actor: AdminActor): Promise<AdminAccount> {
    const token = newResetToken();
    const row = await this.db.transaction(async (tx) => {
      const current = await lockRow(tx, admins, eq(admins.id, id));
      if (!current) throw notFound(COMMITTEE_MESSAGES.adminNotFound);
      if (current.passwordHash || !current.email) throw conflict(COMMITTEE_MESSAGES.notInvited);
      const [updated] = await tx
        .update(admins)
        .set({
          invitationTokenHash: this.tokenHash(token),
          invitationExpiresAt: this.invitationExpiry(),
        })
        .where(eq(admins.id, id))
        .returning();
      if (!updated) throw notFound(COMMITTEE_MESSAGES.adminNotFound);
      await audit(tx, actor, 'admin.invitation-resend', adminRecord(id), null, {
        email: updated.email,
      });
      return updated;
    });
    await this.sendInvitation(row, token, actor.username);
    return toAdminAccount(row);
  }

  private invitationExpiry() {
    return new Date(this.context.clock.now().getTime() + INVITATION_VALID_HOURS * HOUR_MS);
  }

  private async sendInvitation(row: AdminRow, token: string, invitedBy: string) {
    const { config, mailer } = this.context;
    try {
      await mailer.send({
        to: row.email ?? '',
        ...adminInvitationMail({
          siteName: config.siteName,
          username: row.username,
          roleLabel: ADMIN_ROLE_LABELS[row.role],
          invitedBy,
          acceptUrl: `${config.siteUrl}/admin/invitation/${token}`,
          validHours: INVITATION_VALID_HOURS,
        }),
      });
    } catch {
      throw new HttpError(503, COMMITTEE_MESSAGES.invitationMailFailed);
    }
  }

  /** Who an invitation link is for, while it works. */
  async invitation(token: string): Promise<{ username: string; email: string }> {
    const row = await this.openInvitation(this.db, token);
    return { username: row.username, email: row.email ?? '' };
  }

  private async openInvitation(db: Pick<Database, 'select'>, token: string): Promise<AdminRow> {
    const [row] = await db
      .select()
      .from(admins)
      .where(
        and(eq(admins.invitationTokenHash, this.tokenHash(token)), isNull(admins.passwordHash)),
      );
    if (!row || row.disabledAt) throw badRequest(COMMITTEE_MESSAGES.invitationInvalid);
    if (!row.invitationExpiresAt || row.invitationExpiresAt <= this.context.clock.now()) {
      throw badRequest(COMMITTEE_MESSAGES.invitationExpired);
    }
    return row;
  }

  /** The invited admin sets their password; the link is used up by the same update. */
  async acceptInvitation(token: string, password: string, address: string): Promise<string> {
    const now = this.context.clock.now();
    await this.openInvitation(this.db, token);
    const passwordHash = await hashPassword(password);
    await this.db.transaction(async (tx) => {
      const [accepted] = await tx
        .update(admins)
        .set({
          passwordHash,
          passwordChangedAt: now,
          invitationTokenHash: null,
          invitationExpiresAt: null,
        })
        .where(
          and(
            eq(admins.invitationTokenHash, this.tokenHash(token)),
            isNull(admins.passwordHash),
            isNull(admins.disabledAt),
            gt(admins.invitationExpiresAt, now),
          ),
        )
        .returning();
      if (!accepted) throw badRequest(COMMITTEE_MESSAGES.invitationInvalid);
      const actor: AuditActor = {
        adminId: accepted.id,
        username: accepted.username,
        address,
        at: now,
      };
      await audit(tx, actor, 'admin.invitation-accept', adminRecord(accepted.id));
    });
    return COMMITTEE_MESSAGES.invitationAccepted;
  }

  /**
   * An owner changes another admin's role, or disables or re-enables them. Disabling ends their
   * sessions at once (the token version moves on).
   */
  async update(id: string, input: UpdateInput, actor: AdminActor): Promise<AdminAccount> {
    if (input.disabled && id === actor.adminId) throw conflict(COMMITTEE_MESSAGES.notYourself);
    const row = await this.db.transaction(async (tx) => {
      const owners = await tx
        .select({ id: admins.id })
        .from(admins)
        .where(and(eq(admins.role, 'owner'), canSignIn))
        .orderBy(asc(admins.id))
        .for('update');
      const current = await lockRow(tx, admins, eq(admins.id, id));
      if (!current) throw notFound(COMMITTEE_MESSAGES.adminNotFound);
      const role: AdminRole = input.role ?? current.role;
      const disabled = input.disabled ?? current.disabledAt !== null;
      const wasSigningOwner = owners.some((owner) => owner.id === id);
      const staysSigningOwner = role === 'owner' && !disabled;
      if (wasSigningOwner && !staysSigningOwner && owners.length <= 1) {
        throw conflict(COMMITTEE_MESSAGES.lastOwner);
      }
      const disabling = disabled && current.disabledAt === null;
      const [updated] = await tx
        .update(admins)
        .set({
          role,
          disabledAt: disabled ? (current.disabledAt ?? this.context.clock.now()) : null,
          ...(disabling && { tokenVersion: sql`${admins.tokenVersion} + 1` }),
        })
        .where(eq(admins.id, id))
        .returning();
      if (!updated) throw notFound(COMMITTEE_MESSAGES.adminNotFound);
      await audit(tx, actor, 'admin.update', adminRecord(id), audited(current), audited(updated));
      return updated;
    });
    return toAdminAccount(row);
  }

  async settings(): Promise<AdminSettings> {
    const [row] = await this.db.select().from(adminSettings);
    return { requireTwoFactor: row?.requireTwoFactor ?? false };
  }

  /** An owner may require two-factor for all only with it on for themselves. */
  async saveSettings(input: AdminSettings, actor: AdminActor): Promise<AdminSettings> {
    if (input.requireTwoFactor) {
      const [self] = await this.db
        .select({ totpSecret: admins.totpSecret })
        .from(admins)
        .where(eq(admins.id, actor.adminId));
      if (!self?.totpSecret) throw conflict(COMMITTEE_MESSAGES.ownTwoFactorFirst);
    }
    return this.db.transaction(async (tx) => {
      const [before] = await tx.select().from(adminSettings).for('update');
      const [after] = await tx
        .insert(adminSettings)
        .values({
          id: 1,
          requireTwoFactor: input.requireTwoFactor,
          updatedAt: this.context.clock.now(),
        })
        .onConflictDoUpdate({
          target: adminSettings.id,
          set: { requireTwoFactor: input.requireTwoFactor, updatedAt: this.context.clock.now() },
        })
        .returning();
      await audit(
        tx,
        actor,
        'settings.update',
        { type: 'settings', id: 'admins' },
        { requireTwoFactor: before?.requireTwoFactor ?? false },
        { requireTwoFactor: after?.requireTwoFactor ?? input.requireTwoFactor },
      );
      return { requireTwoFactor: after?.requireTwoFactor ?? input.requireTwoFactor };
    });
  }
}
