// PostgreSQL's side of db/client.ts, loaded only when DATABASE_URL is set: the driver and its
// drizzle adapter stay out of an embedded server's start (decision record 23).
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import {
  MIGRATIONS_FOLDER,
  type DatabaseHandle,
  type DatabaseSource,
  type NotificationHandlers,
} from './database-handle';
import { observeCalls, QueryObservers } from './query-observers';
import * as schema from './schema';

/** The advisory lock instances take to start up one at a time (any constant of ours). */
const STARTUP_LOCK = 7_305_119_834;

export function openPostgres(
  source: Extract<DatabaseSource, { kind: 'postgres' }>,
): DatabaseHandle {
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
