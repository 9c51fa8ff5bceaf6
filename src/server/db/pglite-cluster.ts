import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { PROJECT_ROOT } from '../project-files';
import { pgliteDirectory } from './database-handle';

/**
 * The embedded database's shared buffers. PostgreSQL's default of 128 MB is taken from the
 * process's own memory here (PGlite runs inside it) and fills as tables are read: the site's
 * data is a few megabytes, so 16 MB keeps it all while the process stays small
 * (decision record 23). Given at every start, so data folders made before keep up.
 */
const PGLITE_SHARED_BUFFERS = ['-c', 'shared_buffers=16MB'];
export const PGLITE_SETTINGS = {
  initDbStartParams: PGLITE_SHARED_BUFFERS,
  startParams: [...PGlite.defaultStartParams, ...PGLITE_SHARED_BUFFERS],
} satisfies PGliteOptions;

/**
 * An empty cluster, as PGlite's initdb makes it, packed by `npm run build` into this folder. PGlite runs initdb
 * as a second PostgreSQL inside the process and keeps the new cluster in memory before writing
 * it: a first start that unpacks this instead peaks far lower and starts sooner
 * (decision record 23). The folder it unpacks into is the one initdb would have made, so backups,
 * restores and the move to PostgreSQL see no difference.
 */
export const EMPTY_CLUSTER_DIR = path.join(PROJECT_ROOT, 'dist', 'pglite-cluster');
const packedIn = (clusterDir: string) => path.join(clusterDir, 'empty.tar.gz');
/** The PGlite version that made it: another version's cluster is not used. */
const versionIn = (clusterDir: string) => path.join(clusterDir, 'pglite-version');

function pgliteVersion(): string {
  const require = createRequire(import.meta.url);
  // The package's exports hide its package.json; it is found from its entry.
  let dir = path.dirname(require.resolve('@electric-sql/pglite'));
  while (!existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir);
  return (JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string })
    .version;
}

/** Makes the empty cluster `npm run build` ships (scripts/build-server.mjs), into an existing folder. */
export async function makeEmptyCluster(clusterDir = EMPTY_CLUSTER_DIR): Promise<void> {
  const client = await PGlite.create(PGLITE_SETTINGS);
  try {
    const packed = await client.dumpDataDir('gzip');
    writeFileSync(packedIn(clusterDir), new Uint8Array(await packed.arrayBuffer()));
    writeFileSync(versionIn(clusterDir), pgliteVersion());
  } finally {
    await client.close();
  }
}

/**
 * The packed empty cluster to start `directory` from: when it holds no database yet and a
 * cluster made by this PGlite version was built.
 */
export function emptyClusterFor(
  directory: string,
  clusterDir = EMPTY_CLUSTER_DIR,
): Blob | undefined {
  if (existsSync(path.join(directory, 'PG_VERSION'))) return undefined;
  const packed = packedIn(clusterDir);
  const version = versionIn(clusterDir);
  if (!existsSync(packed) || !existsSync(version)) return undefined;
  if (readFileSync(version, 'utf8') !== pgliteVersion()) return undefined;
  return new Blob([new Uint8Array(readFileSync(packed))], { type: 'application/gzip' });
}

/** Opens the embedded database in DATA_DIR, creating it (from the built cluster when there is one). */
export function openPgliteFolder(dataDir: string, clusterDir = EMPTY_CLUSTER_DIR): Promise<PGlite> {
  const directory = pgliteDirectory(dataDir);
  const loadDataDir = emptyClusterFor(directory, clusterDir);
  return PGlite.create(directory, { ...PGLITE_SETTINGS, ...(loadDataDir && { loadDataDir }) });
}
