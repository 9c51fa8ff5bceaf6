import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-database';
import { MIGRATIONS_FOLDER, type DatabaseHandle } from './client';
import { migrationsPending } from './pending-migrations';

/** The migrations' folder with one more, newer migration in its journal. */
function folderWithNewerMigration(): string {
  const journalFile = path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: object[] };
  const folder = mkdtempSync(path.join(tmpdir(), 'hostel-migrations-'));
  mkdirSync(path.join(folder, 'meta'));
  journal.entries.push({ idx: journal.entries.length, when: Date.now(), tag: '9999_next' });
  writeFileSync(path.join(folder, 'meta', '_journal.json'), JSON.stringify(journal));
  return folder;
}

describe('pending migrations', () => {
  let database: DatabaseHandle;
  beforeEach(async () => {
    database = await createTestDatabase();
  });
  afterEach(() => database.close());

  it('finds none on a migrated database, so a warm start skips the migrator', async () => {
    expect(await migrationsPending(database.db)).toBe(false);
  });

  it('finds one the journal has and the database has not', async () => {
    expect(await migrationsPending(database.db, folderWithNewerMigration())).toBe(true);
  });

  it('finds them all on a database the migrator never ran on', async () => {
    await database.db.execute(sql`delete from drizzle.__drizzle_migrations`);
    expect(await migrationsPending(database.db)).toBe(true);
    await database.db.execute(sql`drop schema drizzle cascade`);
    expect(await migrationsPending(database.db)).toBe(true);
  });
});
