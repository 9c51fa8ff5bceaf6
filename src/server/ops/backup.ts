import { existsSync } from 'node:fs';
import { mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import type { Config } from '../config';
import { openDatabase, pgliteDirectory } from '../db/client';
import { DataDirLockedError, lockDataDir } from '../db/data-dir-lock';
import { requestSnapshot } from './embedded-snapshots';
import { runPostgresTool } from './postgres-tools';

export type BackupSettings = Pick<Config, 'databaseUrl' | 'dataDir' | 'backup'>;

export interface BackupResult {
  file: string;
  /** Older backups removed to keep `BACKUP_KEEP`. */
  removed: string[];
}

/**
 * `hostel-20261126-221705.123Z.pgdump` (PostgreSQL, pg_dump's custom format) or
 * `hostel-…Z.pglite.tar.gz` (the embedded database's files). Names sort by time.
 */
const BACKUP_NAME = /^hostel-\d{8}-\d{6}\.\d{3}Z\.(pgdump|pglite\.tar\.gz)$/;

export function backupFileName(kind: 'postgres' | 'pglite', at: Date): string {
  const stamp = at.toISOString().replace(/[-:]/g, '').replace('T', '-');
  return `hostel-${stamp}.${kind === 'postgres' ? 'pgdump' : 'pglite.tar.gz'}`;
}

/**
 * Writes one backup of the site's database into the backup folder while the server keeps
 * running, checks that it reads back, and then removes the oldest beyond `keep`. A backup
 * that fails leaves no file behind and removes nothing.
 */
export async function createBackup(
  settings: BackupSettings,
  at = new Date(),
): Promise<BackupResult> {
  const { dir, keep } = settings.backup;
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const kind = settings.databaseUrl ? 'postgres' : 'pglite';
  const file = path.join(dir, backupFileName(kind, at));
  const partial = `${file}.partial`;
  try {
    if (settings.databaseUrl) {
      // One snapshot for the whole dump (a repeatable-read transaction): writes go on meanwhile.
      await runPostgresTool(
        'pg_dump',
        ['--format=custom', `--file=${partial}`],
        settings.databaseUrl,
      );
      await runPostgresTool('pg_restore', ['--list', partial], settings.databaseUrl);
    } else {
      const snapshot = await snapshotEmbedded(settings.dataDir);
      // The gzip trailer's checksum and length prove the copy whole.
      await promisify(gunzip)(snapshot);
      await writeFile(partial, snapshot, { mode: 0o600 });
    }
    await rename(partial, file);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
  return { file, removed: await pruneBackups(dir, keep) };
}

/** Removes all but the `keep` newest backups in `dir`; other files are left alone. */
export async function pruneBackups(dir: string, keep: number): Promise<string[]> {
  const backups = (await readdir(dir)).filter((name) => BACKUP_NAME.test(name)).sort();
  const removed = backups
    .slice(0, Math.max(0, backups.length - keep))
    .map((name) => path.join(dir, name));
  for (const file of removed) await rm(file);
  return removed;
}

/**
 * From the running server when it holds DATA_DIR; otherwise from the files themselves, holding
 * DATA_DIR's lock meanwhile so no server starts on them half-way.
 */
export async function snapshotEmbedded(dataDir: string): Promise<Buffer> {
  let lock: { release(): void };
  try {
    lock = lockDataDir(dataDir);
  } catch (error) {
    if (error instanceof DataDirLockedError && error.holderPid !== undefined) {
      return requestSnapshot(dataDir, error.holderPid);
    }
    throw error;
  }
  try {
    if (!existsSync(pgliteDirectory(dataDir))) {
      throw new Error(
        `There is no embedded database in ${dataDir} to back up. Set DATA_DIR to the site's data folder, or DATABASE_URL for PostgreSQL.`,
      );
    }
    const database = await openDatabase({ kind: 'pglite', dataDir });
    try {
      if (!database.snapshotFiles) throw new Error('The embedded database cannot take a snapshot.');
      const blob = await database.snapshotFiles();
      return Buffer.from(await blob.arrayBuffer());
    } finally {
      await database.close();
    }
  } finally {
    lock.release();
  }
}
