import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runNpmScript } from '../test/operator-commands';
import {
  createScratchDatabase,
  scratchLabel,
  testPostgresServer,
  type ScratchDatabase,
} from '../test/scratch-postgres';

const root = mkdtempSync(path.join(tmpdir(), 'hostel-retention-'));
const backupDir = path.join(root, 'offsite');
let site: ScratchDatabase;

beforeAll(async () => {
  site = await createScratchDatabase(testPostgresServer(), scratchLabel('retention'));
});
afterAll(async () => {
  await site?.drop();
  rmSync(root, { recursive: true, force: true });
});

describe('BACKUP_KEEP', () => {
  it('keeps the newest N backups in BACKUP_DIR, and a failed backup leaves no file and removes none', async () => {
    const env = { DATA_DIR: root, BACKUP_DIR: backupDir, BACKUP_KEEP: '2' };
    const written: string[] = [];
    for (let run = 1; run <= 3; run++) {
      const backup = await runNpmScript('backup', [], { ...env, DATABASE_URL: site.url });
      expect(backup.code, backup.stderr).toBe(0);
      written.push(backup.stdout.trim());
      expect(path.dirname(written.at(-1) ?? '')).toBe(backupDir);
      if (run === 1) writeFileSync(path.join(backupDir, 'notes.txt'), 'not a backup\n');
    }
    expect(new Set(written).size).toBe(3);
    expect(existsSync(written[0] ?? '')).toBe(false);
    expect(readdirSync(backupDir).sort()).toEqual(
      ['notes.txt', ...written.slice(1).map((file) => path.basename(file))].sort(),
    );

    const missing = new URL(site.url);
    missing.pathname = `/${site.name}_missing`;
    const failed = await runNpmScript('backup', [], { ...env, DATABASE_URL: missing.toString() });
    expect(failed.code).toBe(1);
    expect(failed.stderr).toMatch(/pg_dump failed: .*does not exist/);
    expect(failed.stdout).toBe('');
    expect(readdirSync(backupDir).sort()).toEqual(
      ['notes.txt', ...written.slice(1).map((file) => path.basename(file))].sort(),
    );
  });
});
