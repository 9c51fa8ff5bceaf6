import { existsSync, readdirSync } from 'node:fs';
import { open, readFile, rename, rm } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import type { Config } from '../config';
import { openDatabase, pgliteDirectory, queryRows } from '../db/client';
import { lockDataDir } from '../db/data-dir-lock';
import { describePostgres } from '../db/wait-for-database';
import { sql } from 'drizzle-orm';
import { postgresTables, runPostgresTool, USER_TABLES_QUERY } from './postgres-tools';

export type RestoreSettings = Pick<Config, 'databaseUrl' | 'dataDir'>;

/** The target holds data and `--force` was not given: nothing was changed. */
export class RestoreRefusedError extends Error {
  override name = 'RestoreRefusedError';
}

export interface RestoreResult {
  /** Where the data went, in words. */
  target: string;
  tables: number;
  /** With --force on the embedded database: where the database it replaced was kept. */
  replacedKeptIn?: string;
}

type BackupKind = 'postgres' | 'pglite';

async function backupKind(file: string): Promise<BackupKind> {
  const handle = await open(file, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(5), 0, 5, 0);
    const start = buffer.subarray(0, bytesRead);
    if (start.toString('latin1') === 'PGDMP') return 'postgres';
    if (start[0] === 0x1f && start[1] === 0x8b) return 'pglite';
  } finally {
    await handle.close();
  }
  throw new Error(`${file} is not a backup made by npm run backup.`);
}

const refusal = (target: string, tables: string[]) =>
  new RestoreRefusedError(
    `${target.charAt(0).toUpperCase()}${target.slice(1)} is not empty (${tables.length} tables, such as ${tables.slice(0, 3).join(', ')}). ` +
      'Nothing was changed. Restore into an empty database, or add --force to replace what it holds.',
  );

/**
 * Restores a backup of `npm run backup` into the configured database: a PostgreSQL dump into
 * DATABASE_URL, a snapshot of the embedded database into DATA_DIR. Refuses a database that
 * holds tables unless `force`.
 */
export async function restoreBackup(
  settings: RestoreSettings,
  file: string,
  { force }: { force: boolean },
): Promise<RestoreResult> {
  if (!existsSync(file)) throw new Error(`There is no file ${file}.`);
  const kind = await backupKind(file);
  if (kind === 'postgres') {
    if (!settings.databaseUrl) {
      throw new Error(
        `${file} is a backup of a PostgreSQL database: set DATABASE_URL to the database to restore it into.`,
      );
    }
    return restorePostgres(settings.databaseUrl, file, force);
  }
  if (settings.databaseUrl) {
    throw new Error(
      `${file} is a backup of the embedded database: unset DATABASE_URL to restore it into DATA_DIR ` +
        '(then npm run db:move-to-postgres copies it into PostgreSQL).',
    );
  }
  return restoreEmbedded(settings.dataDir, file, force);
}

async function restorePostgres(url: string, file: string, force: boolean): Promise<RestoreResult> {
  const target = describePostgres(url);
  const existing = await postgresTables(url);
  if (existing.length > 0 && !force) throw refusal(target, existing);
  await runPostgresTool(
    'pg_restore',
    [
      '--no-owner',
      '--no-privileges',
      '--exit-on-error',
      '--single-transaction',
      ...(existing.length > 0 ? ['--clean', '--if-exists'] : []),
      file,
    ],
    url,
  );
  return { target, tables: (await postgresTables(url)).length };
}

async function restoreEmbedded(
  dataDir: string,
  file: string,
  force: boolean,
): Promise<RestoreResult> {
  const lock = lockDataDir(dataDir);
  try {
    const target = `the embedded database in ${dataDir}`;
    const directory = pgliteDirectory(dataDir);
    const hasFiles = existsSync(directory) && readdirSync(directory).length > 0;
    const existing = hasFiles ? await embeddedTables(dataDir) : undefined;
    if (existing && existing.length > 0 && !force) throw refusal(target, existing);

    // Unpacked beside the old one first, so a failure leaves the old database as it was.
    const staging = `${directory}.restoring`;
    await rm(staging, { recursive: true, force: true });
    const restored = await PGlite.create({
      dataDir: staging,
      loadDataDir: new Blob([new Uint8Array(await readFile(file))]),
    });
    const tables = await restored.query(USER_TABLES_QUERY);
    await restored.close();

    let replacedKeptIn: string | undefined;
    if (existing && existing.length > 0) {
      replacedKeptIn = `${directory}.replaced-${new Date().toISOString().replace(/[-:]/g, '')}`;
      await rename(directory, replacedKeptIn);
    } else {
      await rm(directory, { recursive: true, force: true });
    }
    await rename(staging, directory);
    return { target, tables: tables.rows.length, replacedKeptIn };
  } finally {
    lock.release();
  }
}

async function embeddedTables(dataDir: string): Promise<string[]> {
  const database = await openDatabase({ kind: 'pglite', dataDir });
  try {
    return (await queryRows<{ name: string }>(database.db, sql.raw(USER_TABLES_QUERY))).map(
      (row) => row.name,
    );
  } finally {
    await database.close();
  }
}
