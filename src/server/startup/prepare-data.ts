import type { Clock } from '../clock';
import type { Config } from '../config';
import type { DatabaseHandle } from '../db/client';
import { migrationsPending } from '../db/pending-migrations';
import { DEMO_MEMBER, disableDemoMember } from '../modules/accounts/demo-member';
import {
  ensureConfiguredAdmin,
  type ConfiguredAdminOutcome,
} from '../modules/admins/configured-admin';
import { seedDemoContent } from './seed';

export interface PreparedData {
  /** What changed, one line each, for the start-up log. */
  notes: string[];
  /** Something the operator must know, such as a setting that did not take effect. */
  warnings: string[];
  admin: ConfiguredAdminOutcome;
}

/**
 * Brings the database to what this start-up's settings ask for: migrated (by the owner role of
 * DATABASE_MIGRATION_URL when set), demo content on an
 * empty database when wanted, no demo login in production, and the configured admin in place.
 * Instances starting together run it in turn (see `main.ts`).
 */
export async function prepareData({
  database,
  config,
  clock,
}: {
  database: DatabaseHandle;
  config: Config;
  clock: Clock;
}): Promise<PreparedData> {
  const notes: string[] = [];
  const warnings: string[] = [];
  if (config.databaseMigrationUrl && config.databaseUrl) {
    // The PostgreSQL driver loads only where PostgreSQL is used (decision record 23).
    const { migrateAsOwner } = await import('../db/database-roles');
    await migrateAsOwner(config.databaseMigrationUrl, config.databaseUrl);
  } else if (await migrationsPending(database.db)) {
    await database.migrate();
  }
  if (config.seedDemo) {
    const seeded = await seedDemoContent({ database, config, clock });
    if (seeded.length > 0) notes.push(`Added demo content: ${seeded.join(', ')}.`);
  }
  if (!config.demoAccount && (await disableDemoMember(database.db))) {
    notes.push(
      `The demo member ${DEMO_MEMBER.email} can no longer log in: its published password was removed.`,
    );
  }

  const { username, passwordSource } = config.admin;
  const source =
    passwordSource === 'ADMIN_PASSWORD'
      ? 'ADMIN_PASSWORD'
      : `the password in ${config.dataDir}/secrets.json`;
  const admin = await ensureConfiguredAdmin(database.db, config.admin, clock);
  if (admin.kind === 'created') notes.push(`Created the admin ${username}.`);
  if (admin.kind === 'password-set')
    notes.push(`The password of admin ${username} is now ${source}.`);
  if (admin.kind === 'kept-dashboard-password') {
    const when = admin.changedAt ? ` on ${admin.changedAt.toISOString()}` : '';
    const reset =
      passwordSource === 'ADMIN_PASSWORD'
        ? 'set ADMIN_PASSWORD to a new value'
        : `set ADMIN_PASSWORD, or remove adminPassword from ${config.dataDir}/secrets.json,`;
    warnings.push(
      `${source} is not the password of admin ${username}: it was changed in the dashboard${when}, and that password is the one that works. To reset it, ${reset} and restart.`,
    );
  }
  return { notes, warnings, admin };
}
