import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { openDatabase } from '../db/client';
import {
  eventCounter,
  expectRestoreRefusedWithoutForce,
  runBackupDrill,
} from '../test/backup-drill';
import {
  createScratchDatabase,
  scratchLabel,
  testPostgresServer,
  type ScratchDatabase,
} from '../test/scratch-postgres';

const root = mkdtempSync(path.join(tmpdir(), 'hostel-backup-pg-'));
let site: ScratchDatabase;
let restored: ScratchDatabase;

beforeAll(async () => {
  site = await createScratchDatabase(testPostgresServer(), scratchLabel('backup'));
  restored = await createScratchDatabase(testPostgresServer(), scratchLabel('restore'));
});
afterAll(async () => {
  await site?.drop();
  await restored?.drop();
  rmSync(root, { recursive: true, force: true });
});

const openPostgres = (url: string) => () => openDatabase({ kind: 'postgres', url, poolSize: 2 });

/** A server start and several commands; generous for a machine busy with other tests. */
const HEAVY_TEST_MS = 300_000;

describe('npm run backup and npm run restore on PostgreSQL', () => {
  it(
    'back up while the server writes, restore into an empty database, and refuse a full one without --force',
    async () => {
      const restoreEnv = { DATA_DIR: root, DATABASE_URL: restored.url };
      const { file } = await runBackupDrill({
        siteEnv: { DATA_DIR: root, DATABASE_URL: site.url },
        restoreEnv,
        backupDir: path.join(root, 'backups'),
        fileName: /^hostel-\d{8}-\d{6}\.\d{3}Z\.pgdump$/,
        openOriginal: openPostgres(site.url),
        openRestored: openPostgres(restored.url),
      });

      const countEvents = eventCounter(openPostgres(restored.url));
      await expectRestoreRefusedWithoutForce(file, restoreEnv, countEvents);
    },
    HEAVY_TEST_MS,
  );
});
