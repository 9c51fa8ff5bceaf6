import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgliteDirectory } from './database-handle';
import { emptyClusterFor, makeEmptyCluster, openPgliteFolder } from './pglite-cluster';

const scratch = () => mkdtempSync(path.join(tmpdir(), 'hostel-cluster-'));

describe('the empty cluster the build packs', () => {
  let clusterDir: string;
  beforeAll(async () => {
    clusterDir = scratch();
    await makeEmptyCluster(clusterDir);
  }, 60_000);
  afterAll(() => rmSync(clusterDir, { recursive: true, force: true }));

  it('starts a new data folder as a database with the embedded settings', async () => {
    const dataDir = scratch();
    try {
      expect(emptyClusterFor(pgliteDirectory(dataDir), clusterDir)).toBeInstanceOf(Blob);
      const client = await openPgliteFolder(dataDir, clusterDir);
      await client.exec('create table kept (id int primary key); insert into kept values (7)');
      const { rows } = await client.query<{ shared_buffers: string }>('show shared_buffers');
      expect(rows).toEqual([{ shared_buffers: '16MB' }]);
      await client.close();
      expect(existsSync(path.join(pgliteDirectory(dataDir), 'PG_VERSION'))).toBe(true);

      // Started again, the folder is the database it was, not a fresh cluster.
      expect(emptyClusterFor(pgliteDirectory(dataDir), clusterDir)).toBeUndefined();
      const again = await openPgliteFolder(dataDir, clusterDir);
      expect((await again.query('select id from kept')).rows).toEqual([{ id: 7 }]);
      await again.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);

  it('is not used when another PGlite version made it, or when none was built', () => {
    const dataDir = scratch();
    const other = scratch();
    try {
      for (const file of readdirSync(clusterDir)) {
        writeFileSync(path.join(other, file), file === 'pglite-version' ? '0.0.1' : 'x');
      }
      expect(emptyClusterFor(pgliteDirectory(dataDir), other)).toBeUndefined();
      expect(emptyClusterFor(pgliteDirectory(dataDir), scratch())).toBeUndefined();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
      rmSync(other, { recursive: true, force: true });
    }
  });
});
