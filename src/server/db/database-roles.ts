import pg from 'pg';
import { openDatabase } from './client';

/**
 * What the app's role may do once the owner role has migrated: use every table, but only read
 * and add to the audit log. Owning nothing, it cannot drop the audit log's trigger either.
 */
function appRoleGrants(role: string): string[] {
  const app = pg.escapeIdentifier(role);
  return [
    `GRANT USAGE ON SCHEMA public TO ${app}`,
    `GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO ${app}`,
    `GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO ${app}`,
    `REVOKE UPDATE, DELETE, TRUNCATE ON audit_log FROM ${app}`,
    // Read only, so that a backup made with the app's DATABASE_URL holds the migration history.
    `GRANT USAGE ON SCHEMA drizzle TO ${app}`,
    `GRANT SELECT ON ALL TABLES IN SCHEMA drizzle TO ${app}`,
  ];
}

/** The role a PostgreSQL URL signs in as. */
export function roleOf(url: string): string {
  const role = decodeURIComponent(new URL(url).username);
  if (!role) throw new Error('DATABASE_URL must name the role the app signs in as');
  return role;
}

/**
 * Migrates through DATABASE_MIGRATION_URL (the role that owns the tables), then gives the app's
 * role (DATABASE_URL's) what it may do on them, including tables a migration just created.
 */
export async function migrateAsOwner(migrationUrl: string, appUrl: string): Promise<void> {
  const owner = await openDatabase({ kind: 'postgres', url: migrationUrl, poolSize: 1 });
  try {
    await owner.migrate();
    const appRole = roleOf(appUrl);
    if (appRole === roleOf(migrationUrl)) return;
    const client = new pg.Client({ connectionString: migrationUrl });
    await client.connect();
    try {
      for (const statement of appRoleGrants(appRole)) await client.query(statement);
    } finally {
      await client.end();
    }
  } finally {
    await owner.close();
  }
}
