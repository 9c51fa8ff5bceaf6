import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import {
  eventCounter,
  expectRestoreRefusedWithoutForce,
  runBackupDrill,
} from '../test/backup-drill';

const root = mkdtempSync(path.join(tmpdir(), 'hostel-backup-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const siteDir = path.join(root, 'site');
const restoredDir = path.join(root, 'restored');
const openEmbedded = (dataDir: string) => () => openDatabase({ kind: 'pglite', dataDir });

/** A server start and several commands; generous for a machine busy with other tests. */
const HEAVY_TEST_MS = 300_000;

describe('npm run backup and npm run restore on the embedded database', () => {
  it(
    'back up while the server writes, restore into an empty folder, and refuse a full one without --force',
    async () => {
      const { file } = await runBackupDrill({
        siteEnv: { DATA_DIR: siteDir },
        restoreEnv: { DATA_DIR: restoredDir },
        backupDir: path.join(siteDir, 'backups'),
        fileName: /^hostel-\d{8}-\d{6}\.\d{3}Z\.pglite\.tar\.gz$/,
        openOriginal: openEmbedded(siteDir),
        openRestored: openEmbedded(restoredDir),
      });

      const countEvents = eventCounter(openEmbedded(restoredDir));
      const { forcedOutput } = await expectRestoreRefusedWithoutForce(
        file,
        { DATA_DIR: restoredDir },
        countEvents,
      );
      const kept = /kept in (\S+);/.exec(forcedOutput)?.[1];
      expect(kept && existsSync(kept)).toBe(true);
      expect(readdirSync(restoredDir).filter((name) => name.startsWith('pglite'))).toHaveLength(2);
    },
    HEAVY_TEST_MS,
  );
});
