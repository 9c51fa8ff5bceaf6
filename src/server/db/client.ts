import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql, type SQL } from 'drizzle-orm';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema';

/** The one database type every service takes, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  ping(): Promise<void>;
  /**
   * Calls `onNotify` with each payload sent to `channel` (NOTIFY), from any connection or
   * instance; `onLost` when the listening connection drops (PostgreSQL only). Resolves to a
   * function that stops listening.
   */
  listen(channel: string, handlers: NotificationHandlers): Promise<() => Promise<void>>;
  /**
   * Runs `work` while no other instance runs its own (start-up: migrations, demo content, the
   * first admin). PostgreSQL takes an advisory lock; the embedded database has one process.
   */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** The advisory lock instances take to start up one at a time (any constant of ours). */
const STARTUP_LOCK = 7_305_119_834;

export interface NotificationHandlers {
  onNotify(payload: string): void;
  onLost(): void;
}

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

export type DatabaseSource =
  | { kind: 'postgres'; url: string; poolSize?: number }
  | { kind: 'pglite'; dataDir: string }
  | { kind: 'pglite'; client: PGlite };

/** PostgreSQL when a URL is given; otherwise PGlite, on disk or an instance a test made. */
export async function openDatabase(source: DatabaseSource): Promise<DatabaseHandle> {
  if (source.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: source.url, max: source.poolSize ?? 10 });
    // An idle client losing its connection must not crash the process.
    pool.on('error', () => undefined);
    const db = drizzlePostgres(pool, { schema });
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePostgres(db, { migrationsFolder: MIGRATIONS_FOLDER }),
      ping: async () => void (await db.execute(sql`select 1`)),
      listen: (channel, handlers) => listenOnPostgres(source.url, channel, handlers),
      exclusively: (work) => withAdvisoryLock(source.url, work),
      close: () => pool.end(),
    };
  }
  const client =
    'client' in source ? source.client : await PGlite.create(path.join(source.dataDir, 'pglite'));
  const db = drizzlePglite(client, { schema });
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    ping: async () => void (await db.execute(sql`select 1`)),
    exclusively: (work) => work(),
    listen: async (channel, { onNotify }) => {
      const unlisten = await client.listen(channel, onNotify);
      return () => (client.closed ? Promise.resolve() : unlisten());
    },
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

/** The lock is held by a connection of its own, so `work` may use the pool freely. */
async function withAdvisoryLock<T>(url: string, work: () => Promise<T>): Promise<T> {
  const holder = new pg.Client({ connectionString: url });
  await holder.connect();
  try {
    await holder.query('select pg_advisory_lock($1)', [STARTUP_LOCK]);
    return await work();
  } finally {
    // Ending the session releases the lock.
    await holder.end();
  }
}

/** A connection of its own that only listens: pooled connections come and go. */
async function listenOnPostgres(
  url: string,
  channel: string,
  { onNotify, onLost }: NotificationHandlers,
): Promise<() => Promise<void>> {
  const listener = new pg.Client({ connectionString: url });
  let stopping = false;
  const lost = () => {
    if (stopping) return;
    stopping = true;
    onLost();
  };
  listener.on('error', lost);
  listener.on('end', lost);
  listener.on('notification', (message) => {
    if (message.channel === channel) onNotify(message.payload ?? '');
  });
  await listener.connect();
  await listener.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
  return async () => {
    stopping = true;
    await listener.end();
  };
}

/** Rows of a raw SQL query; both drivers answer `{ rows }`. */
export async function queryRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
