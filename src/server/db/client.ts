import type { PGlite } from '@electric-sql/pglite';
import { sql, type SQL } from 'drizzle-orm';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { observeCalls, QueryObservers, type QueryListener } from './query-observers';
import { openPgliteFolder } from './pglite-cluster';
import * as schema from './schema';
import { serverSourcePath } from '../project-files';

/** The one database type every service takes, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  ping(): Promise<void>;
  /** Calls `listener` after each query with its time; answers a function that stops it. */
  onQuery(listener: QueryListener): () => void;
  /** The connection pool's state (PostgreSQL); undefined for the embedded database. */
  poolStats(): PoolStats | undefined;
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
  /**
   * The embedded database's files as a gzipped tar, taken while no transaction is open, so it
   * opens as the database stood between two transactions (PGlite only; PostgreSQL has pg_dump).
   */
  snapshotFiles?(): Promise<Blob>;
  /**
   * Runs `work` unless another instance holds `lock` (a job that must run once at a time, such
   * as the payment reconciler): undefined when it was skipped. The embedded database has one
   * process, so there it always runs.
   */
  unlessLocked<T>(lock: number, work: () => Promise<T>): Promise<T | undefined>;
  close(): Promise<void>;
}

export interface PoolStats {
  /** Connections open, idle among them, and queries waiting for one. */
  total: number;
  idle: number;
  waiting: number;
  max: number;
}

/** The advisory lock instances take to start up one at a time (any constant of ours). */
const STARTUP_LOCK = 7_305_119_834;

export interface NotificationHandlers {
  onNotify(payload: string): void;
  onLost(): void;
}

export { pgliteDirectory } from './pglite-cluster';

export const MIGRATIONS_FOLDER = serverSourcePath('db/migrations');

export type DatabaseSource =
  | { kind: 'postgres'; url: string; poolSize?: number }
  | { kind: 'pglite'; dataDir: string }
  | { kind: 'pglite'; client: PGlite };

/** PostgreSQL when a URL is given; otherwise PGlite, on disk or an instance a test made. */
export async function openDatabase(source: DatabaseSource): Promise<DatabaseHandle> {
  if (source.kind === 'postgres') {
    const max = source.poolSize ?? 10;
    const pool = new pg.Pool({ connectionString: source.url, max });
    const observers = new QueryObservers();
    // An idle client losing its connection must not crash the process.
    pool.on('error', () => undefined);
    pool.on('connect', (client) => observeCalls(client, 'query', observers));
    const db = drizzlePostgres(pool, { schema });
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePostgres(db, { migrationsFolder: MIGRATIONS_FOLDER }),
      ping: async () => void (await db.execute(sql`select 1`)),
      onQuery: (listener) => observers.add(listener),
      poolStats: () => ({
        total: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
        max,
      }),
      listen: (channel, handlers) => listenOnPostgres(source.url, channel, handlers),
      exclusively: (work) => withAdvisoryLock(source.url, work),
      unlessLocked: (lock, work) => unlessAdvisoryLocked(source.url, lock, work),
      close: async () => {
        if (!pool.ending) await pool.end();
      },
    };
  }
  const client = 'client' in source ? source.client : await openPgliteFolder(source.dataDir);
  const observers = observePglite(client);
  const db = drizzlePglite(client, { schema });
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    ping: async () => void (await db.execute(sql`select 1`)),
    onQuery: (listener) => observers.add(listener),
    poolStats: () => undefined,
    exclusively: (work) => work(),
    // Every query and transaction takes this lock, so none is half-way through the dump.
    snapshotFiles: () => client._runExclusiveTransaction(() => client.dumpDataDir('gzip')),
    unlessLocked: (_lock, work) => work(),
    listen: async (channel, { onNotify }) => {
      const unlisten = await client.listen(channel, onNotify);
      return () => (client.closed ? Promise.resolve() : unlisten());
    },
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

/** Times the queries drizzle sends, in and out of transactions. */
function observePglite(client: PGlite): QueryObservers {
  const observers = new QueryObservers();
  observeCalls(client, 'query', observers);
  observeCalls(client, 'exec', observers);
  const transaction = client.transaction.bind(client);
  client.transaction = (callback) =>
    transaction((tx) => {
      observeCalls(tx, 'query', observers);
      observeCalls(tx, 'exec', observers);
      return callback(tx);
    });
  return observers;
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

async function unlessAdvisoryLocked<T>(
  url: string,
  lock: number,
  work: () => Promise<T>,
): Promise<T | undefined> {
  const holder = new pg.Client({ connectionString: url });
  await holder.connect();
  try {
    const { rows } = await holder.query<{ locked: boolean }>(
      'select pg_try_advisory_lock($1) as locked',
      [lock],
    );
    return rows[0]?.locked ? await work() : undefined;
  } finally {
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
