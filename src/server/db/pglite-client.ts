// The embedded database's side of db/client.ts, loaded only without DATABASE_URL: PGlite and
// its drizzle adapter stay out of a PostgreSQL instance's start (decision record 23).
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { MIGRATIONS_FOLDER, type DatabaseHandle, type DatabaseSource } from './database-handle';
import { openPgliteFolder } from './pglite-cluster';
import { observeCalls, QueryObservers } from './query-observers';
import * as schema from './schema';

export async function openPglite(
  source: Extract<DatabaseSource, { kind: 'pglite' }>,
): Promise<DatabaseHandle> {
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
