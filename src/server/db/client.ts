import { count, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
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

/**
 * The row `where` picks out of `table`, locked until the caller's transaction ends (undefined
 * when there is none): whoever else wants to change it waits for this transaction.
 */
export async function lockRow<T extends PgTable>(
  tx: Pick<Database, 'select'>,
  table: T,
  where: SQL,
): Promise<T['$inferSelect'] | undefined> {
  // Drizzle cannot type a select from a table it is only told is some table; the rows are T's.
  const [row] = await tx
    .select()
    .from(table as PgTable)
    .where(where)
    .for('update');
  return row as T['$inferSelect'] | undefined;
}

/** One page of `table`'s rows where `where` holds, in `order`, and how many rows hold in all. */
export async function pageOfTable<T extends PgTable>(
  db: Database,
  table: T,
  where: SQL | undefined,
  order: SQL[],
  page: { page: number; pageSize: number },
): Promise<{ rows: T['$inferSelect'][]; total: number }> {
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(table as PgTable)
      .where(where)
      .orderBy(...order)
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize),
    db
      .select({ total: count() })
      .from(table as PgTable)
      .where(where),
  ]);
  return { rows: rows as T['$inferSelect'][], total: counted?.total ?? 0 };
}
