import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../clock';
import { prepareData } from './prepare-data';
import {
  createScratchDatabase,
  scratchLabel,
  testPostgresServer,
  withAdminClient,
  type ScratchDatabase,
} from '../test/scratch-postgres';
import { testConfig } from '../test/test-app';
import { openDatabase, queryRows, type DatabaseHandle } from '../db/client';
import { auditLog, events } from '../db/schema';

/** PostgreSQL's SQLSTATE for "permission denied" and "must be owner". */
const INSUFFICIENT_PRIVILEGE = '42501';

/**
 * The app runs as a role that only uses the tables; a second role, DATABASE_MIGRATION_URL's,
 * owns them and migrates. Whoever takes over the app's role cannot wipe its tracks.
 */
describe('the app role and the owner role (DATABASE_MIGRATION_URL), on PostgreSQL', () => {
  const suffix = randomBytes(4).toString('hex');
  const ownerRole = `hostel_owner_${suffix}`;
  const appRole = `hostel_app_${suffix}`;
  let scratch: ScratchDatabase;
  let app: DatabaseHandle;

  const roleUrl = (role: string) => {
    const url = new URL(scratch.url);
    url.username = role;
    url.password = 'role-password';
    return url.toString();
  };

  beforeAll(async () => {
    const server = testPostgresServer();
    await withAdminClient(server, async (client) => {
      await client.query(`CREATE ROLE ${ownerRole} LOGIN PASSWORD 'role-password'`);
      await client.query(`CREATE ROLE ${appRole} LOGIN PASSWORD 'role-password'`);
    });
    scratch = await createScratchDatabase(server, scratchLabel('roles'));
    await withAdminClient(server, (client) =>
      client.query(`ALTER DATABASE "${scratch.name}" OWNER TO ${ownerRole}`),
    );
    // As on a fresh PostgreSQL 15 or newer: nobody but the database's owner creates tables.
    const asSuperuser = await openDatabase({ kind: 'postgres', url: scratch.url, poolSize: 1 });
    await asSuperuser.db.execute(sql.raw(`ALTER SCHEMA public OWNER TO ${ownerRole}`));
    await asSuperuser.db.execute(sql`REVOKE CREATE ON SCHEMA public FROM PUBLIC`);
    await asSuperuser.close();

    app = await openDatabase({ kind: 'postgres', url: roleUrl(appRole), poolSize: 2 });
    const config = testConfig({
      DATABASE_URL: roleUrl(appRole),
      DATABASE_MIGRATION_URL: roleUrl(ownerRole),
    });
    await prepareData({ database: app, config, clock: new ManualClock() });
  });
  afterAll(async () => {
    await app?.close();
    await scratch?.drop();
    await withAdminClient(testPostgresServer(), async (client) => {
      await client.query(`DROP ROLE IF EXISTS ${appRole}`);
      await client.query(`DROP ROLE IF EXISTS ${ownerRole}`);
    });
  });

  it('migrates as the owner, and lets the app use every table', async () => {
    const [owner] = await queryRows<{ owner: string }>(
      app.db,
      sql`select tableowner as owner from pg_tables where tablename = 'audit_log'`,
    );
    expect(owner?.owner).toBe(ownerRole);
    const [event] = await app.db
      .insert(events)
      .values({ name: 'Chess Open', date: new Date('2026-07-01T10:00:00Z') })
      .returning();
    expect(event?.name).toBe('Chess Open');
    await app.db.delete(events).where(sql`id = ${event?.id}`);
  });

  it('lets the app add to the audit log, and not change, delete, empty or disarm it', async () => {
    await app.db.insert(auditLog).values({
      at: new Date(),
      adminUsername: 'server',
      action: 'settings.update',
    });
    /** PostgreSQL's own refusal, not the trigger's: the role has no right to it at all. */
    const refused = async (statement: string) => {
      const error: unknown = await app.db.execute(sql.raw(statement)).then(
        () => undefined,
        (failure: unknown) => failure,
      );
      const cause = (error as { cause?: { code?: string } } | undefined)?.cause;
      expect(cause?.code, statement).toBe(INSUFFICIENT_PRIVILEGE);
    };
    await refused(`update audit_log set admin_username = 'someone else'`);
    await refused('delete from audit_log');
    await refused('truncate audit_log');
    await refused('alter table audit_log disable trigger audit_log_no_update_or_delete');
    await refused('drop trigger audit_log_no_update_or_delete on audit_log');
    await refused('drop table audit_log');
    const entries = await app.db.select().from(auditLog);
    expect(entries.length).toBeGreaterThan(0);
    expect(entries.map((entry) => entry.adminUsername)).not.toContain('someone else');
  });
});
