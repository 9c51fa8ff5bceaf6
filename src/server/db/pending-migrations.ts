import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { MIGRATIONS_FOLDER, type Database } from './database-handle';
import { queryRows } from './client';

/** The newest migration's time in drizzle's journal, which the migrator records once it ran. */
function newestMigration(folder: string): number {
  const journal = JSON.parse(readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as {
    entries: Array<{ when: number }>;
  };
  return Math.max(...journal.entries.map((entry) => entry.when));
}

/**
 * Whether the migrator has anything to do: one statement and the journal, where drizzle's
 * migrator reads and hashes every migration's SQL and sends four statements to learn that a
 * warm start has nothing to apply. It applies what is newer than the last migration it
 * recorded, so nothing is pending once that one is the journal's newest. A database it never
 * migrated has no such table: the statement fails and the migrator runs.
 */
export async function migrationsPending(
  db: Database,
  folder: string = MIGRATIONS_FOLDER,
): Promise<boolean> {
  try {
    const [row] = await queryRows<{ applied: string | null }>(
      db,
      sql`select max(created_at)::text as applied from drizzle.__drizzle_migrations`,
    );
    return !row?.applied || Number(row.applied) < newestMigration(folder);
  } catch {
    return true;
  }
}
