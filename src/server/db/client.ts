import type { SQL } from 'drizzle-orm';
import type { Database, DatabaseHandle, DatabaseSource } from './database-handle';

export * from './database-handle';

/** PostgreSQL when a URL is given; otherwise PGlite, on disk or an instance a test made. */
export async function openDatabase(source: DatabaseSource): Promise<DatabaseHandle> {
  // Each driver is loaded on first use: a server needs one of them.
  if (source.kind === 'postgres') return (await import('./postgres-client')).openPostgres(source);
  return (await import('./pglite-client')).openPglite(source);
}

/** Rows of a raw SQL query; both drivers answer `{ rows }`. */
export async function queryRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * A statement built once per database with drizzle's `prepare`, for the hot paths: drizzle does
 * not build it again, and PostgreSQL parses and plans it once per connection.
 */
export function preparedPerDatabase<P>(prepare: (db: Database) => P): (db: Database) => P {
  const prepared = new WeakMap<Database, P>();
  return (db) => {
    let statement = prepared.get(db);
    if (!statement) {
      statement = prepare(db);
      prepared.set(db, statement);
    }
    return statement;
  };
}
