import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { withAdminClient } from './scratch-postgres';

let snapshot: Buffer | undefined;

/**
 * A fresh, migrated database for one test, from the snapshot global-setup made. Closing it
 * also drops the PostgreSQL copy.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const templateUrl = inject('postgresTemplateUrl');
  if (!templateUrl) {
    snapshot ??= await readFile(inject('pgliteSnapshot'));
    const client = await PGlite.create({ loadDataDir: new Blob([new Uint8Array(snapshot)]) });
    return openDatabase({ kind: 'pglite', client });
  }

  const template = new URL(templateUrl).pathname.slice(1);
  const name = `${template}_t${randomBytes(6).toString('hex')}`;
  await withAdminClient(templateUrl, (client) =>
    client.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`),
  );
  const url = new URL(templateUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 5 });
  return {
    ...database,
    close: async () => {
      await database.close();
      await withAdminClient(templateUrl, (client) =>
        client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
      );
    },
  };
}
