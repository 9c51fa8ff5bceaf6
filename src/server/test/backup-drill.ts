import { existsSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { queryRows, type DatabaseHandle } from '../db/client';
import { applicationTables, rowDigests } from '../ops/table-fingerprints';
import { OPERATOR_ENV, runNpmScript, startEventWriter } from './operator-commands';
import { startServerProcess } from './server-process';

/**
 * Tables the event writer adds rows to while the backup runs, and the counter each event
 * raises (checked below); every other table stays as it was.
 */
const WRITTEN_TABLES = new Set(['events', 'audit_log']);
const COUNTER_TABLE = 'cache_versions';
/** The server's periodic jobs (reminder sweeps, payment checks) queue and finish rows meanwhile. */
const JOBS_TABLE = 'jobs';

export interface BackupDrill {
  /** DATA_DIR, and DATABASE_URL for PostgreSQL: the server's and the backup's settings. */
  siteEnv: Record<string, string>;
  /** The settings `npm run restore` runs with: an empty database to restore into. */
  restoreEnv: Record<string, string>;
  /** Where the backup must land (BACKUP_DIR's default). */
  backupDir: string;
  /** A backup file's name for this database. */
  fileName: RegExp;
  openOriginal(): Promise<DatabaseHandle>;
  openRestored(): Promise<DatabaseHandle>;
}

/**
 * The drill an operator should run now and then: a backup taken while an admin keeps creating
 * events, restored into an empty database, must hold the database as it stood at one moment
 * during the backup: every table but the written ones exactly as in the original, and of the
 * written ones a whole prefix of the writes (each event with its audit entry).
 */
export async function runBackupDrill(drill: BackupDrill): Promise<{ file: string }> {
  const server = await startServerProcess({
    env: {
      ...OPERATOR_ENV,
      ...drill.siteEnv,
      SEED_DEMO: 'false',
      RATE_LIMIT_PER_ACCOUNT: '100000',
      RATE_LIMIT_PER_ADDRESS: '100000',
    },
  });
  let backup;
  let acknowledgedBefore: string[];
  let requestedAfter: string[];
  try {
    const writer = await startEventWriter(server.url);
    await writer.waitForMore(10);
    acknowledgedBefore = [...writer.acknowledged];
    backup = await runNpmScript('backup', [], drill.siteEnv);
    const requestedBeforeEnd = writer.requested.length;
    // The site kept answering writes while the backup ran.
    expect(writer.acknowledged.length).toBeGreaterThan(acknowledgedBefore.length);
    // The writes go on after the backup: none of these may be in it.
    await writer.waitForMore(5);
    await writer.stop();
    requestedAfter = writer.requested.slice(requestedBeforeEnd);
  } finally {
    await server.stop();
  }

  expect(backup.code, backup.stderr).toBe(0);
  const file = backup.stdout.trim();
  expect(path.dirname(file)).toBe(drill.backupDir);
  expect(path.basename(file)).toMatch(drill.fileName);
  expect(existsSync(file)).toBe(true);

  const restore = await runNpmScript('restore', [file], drill.restoreEnv);
  expect(restore.code, restore.stderr).toBe(0);
  expect(restore.stdout).toMatch(/^Restored .* \d+ tables\.$/m);

  const original = await drill.openOriginal();
  const restored = await drill.openRestored();
  try {
    const tables = await applicationTables(original.db);
    expect(await applicationTables(restored.db)).toEqual(tables);
    expect(tables).toContain('events');
    const before = await rowDigests(original.db, tables);
    const after = await rowDigests(restored.db, tables);
    for (const table of tables) {
      const originalRows = before.get(table) ?? [];
      const restoredRows = after.get(table) ?? [];
      if (table === COUNTER_TABLE || table === JOBS_TABLE) continue;
      if (WRITTEN_TABLES.has(table)) {
        const kept = new Set(originalRows);
        expect(
          restoredRows.filter((row) => !kept.has(row)),
          `${table}: rows that were never in the original`,
        ).toEqual([]);
      } else {
        expect(restoredRows, `${table} differs`).toEqual(originalRows);
      }
    }

    const names = async (database: DatabaseHandle) =>
      (await queryRows<{ name: string }>(database.db, sql`select name from events`)).map(
        (row) => row.name,
      );
    const restoredNames = await names(restored);
    expect(restoredNames).toEqual(expect.arrayContaining(acknowledgedBefore));
    expect(restoredNames.filter((name) => requestedAfter.includes(name))).toEqual([]);
    expect((await names(original)).length).toBeGreaterThan(restoredNames.length);
    // One transaction wrote each event and its audit entry: the backup has both or neither.
    const unaudited = await queryRows<{ name: string }>(
      restored.db,
      sql`select name from events e where not exists
            (select 1 from audit_log a where a.record_id = e.id::text)`,
    );
    expect(unaudited).toEqual([]);
    const orphanEntries = await queryRows<{ id: number }>(
      restored.db,
      sql`select id from audit_log a where a.record_type = 'event'
            and not exists (select 1 from events e where e.id::text = a.record_id)`,
    );
    expect(orphanEntries).toEqual([]);
    const versions = async (database: DatabaseHandle) =>
      new Map(
        (
          await queryRows<{ name: string; version: string }>(
            database.db,
            sql`select name, version::text from cache_versions`,
          )
        ).map((row) => [row.name, Number(row.version)]),
      );
    const originalVersions = await versions(original);
    const restoredVersions = await versions(restored);
    expect([...restoredVersions.keys()].sort()).toEqual([...originalVersions.keys()].sort());
    for (const [name, version] of restoredVersions) {
      expect(version).toBeLessThanOrEqual(originalVersions.get(name) ?? 0);
    }
    const jobIds = async (database: DatabaseHandle) =>
      (await queryRows<{ id: string }>(database.db, sql`select id::text from jobs`)).map(
        (row) => row.id,
      );
    const originalJobs = new Set(await jobIds(original));
    expect((await jobIds(restored)).filter((id) => !originalJobs.has(id))).toEqual([]);
    const migrations = async (database: DatabaseHandle) =>
      queryRows(database.db, sql`select hash from drizzle.__drizzle_migrations order by id`);
    expect(await migrations(restored)).toEqual(await migrations(original));
  } finally {
    await original.close();
    await restored.close();
  }
  return { file };
}

/** A second restore into the restored database: refused without --force, done with it. */
export async function expectRestoreRefusedWithoutForce(
  file: string,
  restoreEnv: Record<string, string>,
  countEvents: () => Promise<number>,
): Promise<{ forcedOutput: string }> {
  const events = await countEvents();
  const refused = await runNpmScript('restore', [file], restoreEnv);
  expect(refused.code).toBe(1);
  expect(refused.stderr).toMatch(/is not empty .*Nothing was changed.* add --force/);
  expect(refused.stdout).toBe('');
  expect(await countEvents()).toBe(events);

  const forced = await runNpmScript('restore', [file, '--force'], restoreEnv);
  expect(forced.code, forced.stderr).toBe(0);
  expect(await countEvents()).toBe(events);
  return { forcedOutput: forced.stdout };
}

/** How many events the database `open` opens holds (opened and closed for each count). */
export function eventCounter(open: () => Promise<DatabaseHandle>): () => Promise<number> {
  return async () => {
    const database = await open();
    try {
      const [row] = await queryRows<{ n: number }>(
        database.db,
        sql`select count(*)::int as n from events`,
      );
      return row?.n ?? 0;
    } finally {
      await database.close();
    }
  };
}
