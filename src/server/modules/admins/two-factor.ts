import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { COMMITTEE_MESSAGES, RECOVERY_CODE_COUNT } from '@/domain/committee-schemas';
import type { AppContext } from '@/server/context';
import { lockRow } from '@/server/db/client';
import { adminRecoveryCodes, admins, adminSettings } from '@/server/db/schema';
import type { AdminActor } from '@/server/http/access';
import { badRequest, conflict, notFound } from '@/server/http/errors';
import { verifyPassword } from '../accounts/secrets';
import { audit } from '../audit/audit';
import { adminRecord } from './records';
import { matchingStep, newRecoveryCode, newTotpSecret, otpauthUri, recoveryCodeHash } from './totp';

type AdminRow = typeof admins.$inferSelect;

/**
 * Two-factor sign-in with an authenticator app (TOTP). A code is accepted once: the step of the
 * last accepted code is stored, and only a later step passes, by one atomic update, so a code
 * seen over someone's shoulder (or sent twice at once) is refused within its step.
 */
/** What an admin with two-factor signed in with, besides the password. */
export type SignInCodeKind = 'two-factor code' | 'recovery code';

export class TwoFactorService {
  constructor(private readonly context: Pick<AppContext, 'database' | 'clock' | 'config'>) {}

  private get db() {
    return this.context.database.db;
  }

  /**
   * A secret to scan, kept aside until a code from it proves the app has it. A pending secret is
   * kept: a setup asked twice (a dialog opened twice, a retried request) shows the key that the
   * confirming code is checked against.
   */
  async setup(
    actor: AdminActor,
    password: string,
  ): Promise<{ secret: string; otpauthUri: string }> {
    await this.withPassword(actor, password);
    const admin = await this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(admins)
        .set({ totpPendingSecret: sql`coalesce(${admins.totpPendingSecret}, ${newTotpSecret()})` })
        .where(and(eq(admins.id, actor.adminId), isNull(admins.totpSecret)))
        .returning();
      if (!row?.totpPendingSecret) throw conflict(COMMITTEE_MESSAGES.twoFactorAlreadyOn);
      await audit(tx, actor, 'admin.two-factor-setup', adminRecord(actor.adminId));
      return { ...row, totpPendingSecret: row.totpPendingSecret };
    });
    const secret = admin.totpPendingSecret;
    return {
      secret,
      otpauthUri: otpauthUri({
        issuer: this.context.config.siteName,
        account: admin.username,
        secret,
      }),
    };
  }

  /** Turns two-factor on once a code from the pending secret is right; answers recovery codes. */
  async enable(actor: AdminActor, code: string): Promise<string[]> {
    const [admin] = await this.db.select().from(admins).where(eq(admins.id, actor.adminId));
    if (admin?.totpSecret) throw conflict(COMMITTEE_MESSAGES.twoFactorAlreadyOn);
    if (!admin?.totpPendingSecret) throw conflict(COMMITTEE_MESSAGES.twoFactorNotStarted);
    const step = matchingStep(admin.totpPendingSecret, code, this.context.clock.now());
    if (step === null) throw badRequest(COMMITTEE_MESSAGES.twoFactorWrongSetupCode);
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    await this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(admins)
        .set({ totpSecret: admin.totpPendingSecret, totpPendingSecret: null, totpLastStep: step })
        .where(and(eq(admins.id, admin.id), isNull(admins.totpSecret)))
        .returning({ id: admins.id });
      if (!row) throw conflict(COMMITTEE_MESSAGES.twoFactorAlreadyOn);
      await tx.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.adminId, admin.id));
      await tx
        .insert(adminRecoveryCodes)
        .values(codes.map((value) => ({ adminId: admin.id, codeHash: recoveryCodeHash(value) })));
      await audit(tx, actor, 'admin.two-factor-on', adminRecord(admin.id), null, {
        recoveryCodesGiven: codes.length,
      });
    });
    return codes;
  }

  /** The admin's row, once their password is right: what a stolen session cannot give. */
  private async withPassword(actor: AdminActor, password: string): Promise<AdminRow> {
    const [admin] = await this.db.select().from(admins).where(eq(admins.id, actor.adminId));
    if (!admin?.passwordHash || !(await verifyPassword(password, admin.passwordHash))) {
      throw badRequest(COMMITTEE_MESSAGES.wrongPassword);
    }
    return admin;
  }

  /** Turns two-factor off with the admin's password, unless an owner requires it for all. */
  async disable(actor: AdminActor, password: string): Promise<string> {
    const admin = await this.withPassword(actor, password);
    if (!admin.totpSecret) throw conflict(COMMITTEE_MESSAGES.twoFactorNotOn);
    await this.db.transaction(async (tx) => {
      const [settings] = await tx.select().from(adminSettings).for('share');
      if (settings?.requireTwoFactor) throw conflict(COMMITTEE_MESSAGES.twoFactorStillRequired);
      await tx
        .update(admins)
        .set({ totpSecret: null, totpPendingSecret: null, totpLastStep: null })
        .where(eq(admins.id, admin.id));
      await tx.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.adminId, admin.id));
      await audit(tx, actor, 'admin.two-factor-off', adminRecord(admin.id));
    });
    return COMMITTEE_MESSAGES.twoFactorOff;
  }

  /** Ten new recovery codes, with the password; the ones left before stop working. */
  async renewRecoveryCodes(actor: AdminActor, password: string): Promise<string[]> {
    const admin = await this.withPassword(actor, password);
    if (!admin.totpSecret) throw conflict(COMMITTEE_MESSAGES.twoFactorNotOn);
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    await this.db.transaction(async (tx) => {
      await tx.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.adminId, admin.id));
      await tx
        .insert(adminRecoveryCodes)
        .values(codes.map((value) => ({ adminId: admin.id, codeHash: recoveryCodeHash(value) })));
      await audit(tx, actor, 'admin.two-factor-recovery-codes', adminRecord(admin.id), null, {
        recoveryCodesGiven: codes.length,
      });
    });
    return codes;
  }

  /**
   * An owner turns off another admin's two-factor sign-in (a lost phone, or a phone an attacker
   * tied to the account), ending their sessions; they sign in with their password again.
   */
  async reset(adminId: string, actor: AdminActor): Promise<AdminRow> {
    if (adminId === actor.adminId) throw conflict(COMMITTEE_MESSAGES.resetOwnTwoFactor);
    return this.db.transaction(async (tx) => {
      const current = await lockRow(tx, admins, eq(admins.id, adminId));
      if (!current) throw notFound(COMMITTEE_MESSAGES.adminNotFound);
      if (!current.totpSecret) throw conflict(COMMITTEE_MESSAGES.twoFactorNotOn);
      const [row] = await tx
        .update(admins)
        .set({
          totpSecret: null,
          totpPendingSecret: null,
          totpLastStep: null,
          tokenVersion: sql`${admins.tokenVersion} + 1`,
        })
        .where(eq(admins.id, adminId))
        .returning();
      await tx.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.adminId, adminId));
      await audit(
        tx,
        actor,
        'admin.two-factor-reset',
        adminRecord(adminId),
        { username: current.username, twoFactorEnabled: true },
        { username: current.username, twoFactorEnabled: false },
      );
      return row ?? current;
    });
  }

  /**
   * A sign-in's second step: six digits from the app (each step's code once), or one of the
   * recovery codes (each once). True when accepted.
   */
  async acceptSignInCode(admin: AdminRow, code: string): Promise<SignInCodeKind | null> {
    if (!admin.totpSecret) return null;
    const trimmed = code.trim();
    if (/^\d{6}$/.test(trimmed)) {
      const step = matchingStep(admin.totpSecret, trimmed, this.context.clock.now());
      if (step === null) return null;
      const accepted = await this.db
        .update(admins)
        .set({ totpLastStep: step })
        .where(
          and(
            eq(admins.id, admin.id),
            or(isNull(admins.totpLastStep), lt(admins.totpLastStep, step)),
          ),
        )
        .returning({ id: admins.id });
      return accepted.length > 0 ? 'two-factor code' : null;
    }
    const used = await this.db
      .update(adminRecoveryCodes)
      .set({ usedAt: this.context.clock.now() })
      .where(
        and(
          eq(adminRecoveryCodes.adminId, admin.id),
          eq(adminRecoveryCodes.codeHash, recoveryCodeHash(trimmed)),
          isNull(adminRecoveryCodes.usedAt),
        ),
      )
      .returning({ adminId: adminRecoveryCodes.adminId });
    return used.length > 0 ? 'recovery code' : null;
  }

  /** How many recovery codes the admin has left. */
  async recoveryCodesLeft(adminId: string): Promise<number> {
    const [row] = await this.db
      .select({ left: sql<number>`count(*)::int` })
      .from(adminRecoveryCodes)
      .where(and(eq(adminRecoveryCodes.adminId, adminId), isNull(adminRecoveryCodes.usedAt)));
    return row?.left ?? 0;
  }
}
