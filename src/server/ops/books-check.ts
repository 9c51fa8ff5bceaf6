import { PGlite } from '@electric-sql/pglite';
import type { BooksCheck } from '@/domain/books';
import type { Config } from '../config';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { checkBooks } from '../modules/books/check';
import { snapshotEmbedded } from './backup';

/**
 * The books check of the site's database, for an operator (`npm run books:check`). On
 * PostgreSQL it reads the database itself; the embedded database belongs to the running server,
 * so it checks a snapshot of it (taken between two transactions, as a backup is).
 */
export async function checkSiteBooks(
  config: Pick<Config, 'databaseUrl' | 'dataDir'>,
): Promise<BooksCheck> {
  let database: DatabaseHandle;
  if (config.databaseUrl) {
    database = await openDatabase({ kind: 'postgres', url: config.databaseUrl, poolSize: 2 });
  } else {
    const snapshot = await snapshotEmbedded(config.dataDir);
    const client = await PGlite.create({ loadDataDir: new Blob([new Uint8Array(snapshot)]) });
    database = await openDatabase({ kind: 'pglite', client });
  }
  try {
    return await checkBooks(database.db);
  } finally {
    await database.close();
  }
}
