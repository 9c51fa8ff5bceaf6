import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { ROLE_PERMISSIONS } from '@/domain/admin-roles';
import type { adminLoginInputSchema, changeOwnPasswordInputSchema } from '@/domain/admin-schemas';
import { COMMITTEE_MESSAGES, type AdminSelf } from '@/domain/committee-schemas';
import type { AppContext } from '@/server/context';
import { admins } from '@/server/db/schema';
import type { AdminActor, SignedInAdmin } from '@/server/http/access';
import { badRequest, forbidden, unauthorized } from '@/server/http/errors';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../accounts/secrets';
import { audit } from '../audit/audit';
import { adminRecord } from './records';
import { TwoFactorService, type SignInCodeKind } from './two-factor';

type ChangeOwnPasswordInput = z.output<typeof changeOwnPasswordInputSchema>;
type AdminLoginInput = z.output<typeof adminLoginInputSchema>;
type AdminRow = typeof admins.$inferSelect;

export type LoginAnswer = { token: string } | { twoFactorRequired: true };

/** Signing in, and what every admin does with their own account. */
export class AdminsService {
  private readonly twoFactor: TwoFactorService;

  constructor(
    private readonly context: Pick<AppContext, 'database' | 'tokens' | 'clock' | 'config'>,
  ) {
    this.twoFactor = new TwoFactorService(context);
  }

  private get db() {
    return this.context.database.db;
  }

  private sign(admin: Pick<AdminRow, 'id' | 'username' | 'tokenVersion'>): Promise<string> {
    return this.context.tokens.signAdmin({
      sub: admin.id,
      username: admin.username,
      ver: admin.tokenVersion,
    });
  }

  /**
   * The password first; with two-factor on, the answer asks for the code, and the same form sends
   * password and code together. A wrong code is refused like a wrong password (401), so the login
   * throttle counts both.
   */
  async login(
    { username, password, code }: AdminLoginInput,
    address: string | null = null,
  ): Promise<LoginAnswer> {
    const [admin] = await this.db.select().from(admins).where(eq(admins.username, username));
    const valid = await verifyPassword(
      password,
      admin?.passwordHash ?? (await dummyPasswordHash()),
    );
    const now = this.context.clock.now();
    // What was typed as an unknown username is never kept: it is often a password.
    const actor = {
      adminId: admin?.id ?? null,
      username: admin?.username ?? 'unknown username',
      address,
      at: now,
    };
    const record = admin ? adminRecord(admin.id) : null;
    if (!admin?.passwordHash || !valid) {
      await audit(this.db, actor, 'admin.sign-in-failed', record, null, { failed: 'password' });
      throw unauthorized(COMMITTEE_MESSAGES.badLogin);
    }
    if (admin.disabledAt) throw forbidden(COMMITTEE_MESSAGES.accountDisabled);
    let signedInWith: SignInCodeKind | 'password' = 'password';
    if (admin.totpSecret) {
      if (code === undefined) return { twoFactorRequired: true };
      const accepted = await this.twoFactor.acceptSignInCode(admin, code);
      if (!accepted) {
        await audit(this.db, actor, 'admin.sign-in-failed', record, null, {
          failed: 'two-factor code',
        });
        throw unauthorized(COMMITTEE_MESSAGES.wrongCode);
      }
      signedInWith = accepted;
    }
    await this.db.transaction(async (tx) => {
      await tx.update(admins).set({ lastSignInAt: now }).where(eq(admins.id, admin.id));
      await audit(
        tx,
        actor,
        signedInWith === 'recovery code' ? 'admin.sign-in-recovery-code' : 'admin.sign-in',
        record,
        null,
        { with: signedInWith },
      );
    });
    return { token: await this.sign(admin) };
  }

  async self(signedIn: SignedInAdmin): Promise<AdminSelf> {
    const [admin] = await this.db
      .select({ email: admins.email })
      .from(admins)
      .where(eq(admins.id, signedIn.id));
    return {
      _id: signedIn.id,
      username: signedIn.username,
      email: admin?.email ?? null,
      role: signedIn.role,
      permissions: [...ROLE_PERMISSIONS[signedIn.role]],
      twoFactorEnabled: signedIn.twoFactorEnabled,
      twoFactorRequired: signedIn.twoFactorRequired,
      recoveryCodesLeft: signedIn.twoFactorEnabled
        ? await this.twoFactor.recoveryCodesLeft(signedIn.id)
        : 0,
    };
  }

  /**
   * An admin changes their own password; the current one is asked again. Every session of theirs
   * ends (the token version moves on) but this one, which gets a new token.
   */
  async changeOwnPassword(
    actor: AdminActor,
    { currentPassword, newPassword }: ChangeOwnPasswordInput,
  ): Promise<{ message: string; token: string }> {
    const [admin] = await this.db.select().from(admins).where(eq(admins.id, actor.adminId));
    if (!admin?.passwordHash) throw unauthorized();
    if (!(await verifyPassword(currentPassword, admin.passwordHash))) {
      throw badRequest(COMMITTEE_MESSAGES.wrongCurrentPassword);
    }
    if (currentPassword === newPassword) throw badRequest(COMMITTEE_MESSAGES.samePassword);
    const passwordHash = await hashPassword(newPassword);
    const changed = await this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(admins)
        .set({
          passwordHash,
          passwordChangedAt: this.context.clock.now(),
          tokenVersion: sql`${admins.tokenVersion} + 1`,
        })
        .where(eq(admins.id, admin.id))
        .returning();
      if (!row) throw unauthorized();
      await audit(tx, actor, 'admin.password-change', adminRecord(admin.id));
      return row;
    });
    return { message: COMMITTEE_MESSAGES.passwordChanged, token: await this.sign(changed) };
  }

  /** Ends every session of the admin, this one included, on every instance at once. */
  async signOutEverywhere(actor: AdminActor): Promise<string> {
    await this.db.transaction(async (tx) => {
      await tx
        .update(admins)
        .set({ tokenVersion: sql`${admins.tokenVersion} + 1` })
        .where(eq(admins.id, actor.adminId));
      await audit(tx, actor, 'admin.sign-out-everywhere', adminRecord(actor.adminId));
    });
    return COMMITTEE_MESSAGES.signedOutEverywhere;
  }
}
