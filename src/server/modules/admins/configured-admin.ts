import { eq, sql } from 'drizzle-orm';
import type { Clock } from '@/server/clock';
import type { Database } from '@/server/db/client';
import { adminRecoveryCodes, admins } from '@/server/db/schema';
import { hashPassword, verifyPassword } from '../accounts/secrets';
import { audit, serverActor } from '../audit/audit';
import { adminRecord } from './records';

/** What a start-up did with the admin named by ADMIN_USERNAME and its ADMIN_PASSWORD. */
export type ConfiguredAdminOutcome =
  | { kind: 'created' }
  | { kind: 'unchanged' }
  /** ADMIN_PASSWORD was new (or the stored password was not it): it is the password now. */
  | { kind: 'password-set' }
  /**
   * ADMIN_PASSWORD is the one applied before, but the admin has since chosen another in the
   * dashboard: that one is kept, and the start-up log says so.
   */
  | { kind: 'kept-dashboard-password'; changedAt: Date | null };

/**
 * Makes ADMIN_USERNAME an admin whose password is ADMIN_PASSWORD: created as an owner when
 * missing, and the password applied whenever the configured one changes. A password the admin
 * changed in the dashboard after the last ADMIN_PASSWORD was applied stays, until ADMIN_PASSWORD
 * changes.
 *
 * A new ADMIN_PASSWORD is also the way back in when no owner can sign in: the configured admin
 * becomes an enabled owner again, with two-factor sign-in off (whoever sets the server's settings
 * is trusted with the site), and every session it had ends.
 */
export async function ensureConfiguredAdmin(
  db: Database,
  { username, password }: { username: string; password: string },
  clock: Clock,
): Promise<ConfiguredAdminOutcome> {
  const [admin] = await db.select().from(admins).where(eq(admins.username, username));
  if (!admin) {
    const passwordHash = await hashPassword(password);
    return db.transaction(async (tx) => {
      const [created] = await tx
        .insert(admins)
        .values({ username, role: 'owner', passwordHash, configuredPasswordHash: passwordHash })
        .onConflictDoNothing({ target: admins.username })
        .returning();
      if (!created) return { kind: 'unchanged' as const };
      await audit(tx, serverActor(clock.now()), 'admin.configured', adminRecord(created.id), null, {
        username,
        role: created.role,
      });
      return { kind: 'created' as const };
    });
  }
  if (admin.passwordHash && (await verifyPassword(password, admin.passwordHash))) {
    return { kind: 'unchanged' };
  }
  if (
    admin.configuredPasswordHash &&
    (await verifyPassword(password, admin.configuredPasswordHash))
  ) {
    return { kind: 'kept-dashboard-password', changedAt: admin.passwordChangedAt };
  }
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await tx
      .update(admins)
      .set({
        passwordHash,
        configuredPasswordHash: passwordHash,
        passwordChangedAt: clock.now(),
        role: 'owner',
        disabledAt: null,
        invitationTokenHash: null,
        invitationExpiresAt: null,
        totpSecret: null,
        totpPendingSecret: null,
        totpLastStep: null,
        tokenVersion: sql`${admins.tokenVersion} + 1`,
      })
      .where(eq(admins.id, admin.id));
    await tx.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.adminId, admin.id));
    await audit(
      tx,
      serverActor(clock.now()),
      'admin.configured',
      adminRecord(admin.id),
      {
        role: admin.role,
        disabled: admin.disabledAt !== null,
        twoFactor: admin.totpSecret !== null,
      },
      { role: 'owner', disabled: false, twoFactor: false, source: 'ADMIN_PASSWORD' },
    );
  });
  return { kind: 'password-set' };
}
