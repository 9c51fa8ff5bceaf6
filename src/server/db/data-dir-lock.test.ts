import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock';

const freshDir = () => mkdtempSync(path.join(tmpdir(), 'hostel-lock-'));

describe('data folder lock', () => {
  it('lets one process hold the folder and releases it', () => {
    const dir = freshDir();
    const lock = lockDataDir(dir);
    expect(existsSync(path.join(dir, '.lock'))).toBe(true);
    lock.release();
    expect(existsSync(path.join(dir, '.lock'))).toBe(false);
    // Released, the folder can be locked again.
    lockDataDir(dir).release();
  });

  it('refuses a folder another running process holds', () => {
    const dir = freshDir();
    // pid 1 is always running.
    writeFileSync(path.join(dir, '.lock'), '1');
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(/process 1/);
  });

  it('takes over a lock left by a process that died', () => {
    const dir = freshDir();
    const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
    writeFileSync(path.join(dir, '.lock'), dead.stdout.toString());
    const lock = lockDataDir(dir);
    expect(readFileSync(path.join(dir, '.lock'), 'utf8')).toBe(String(process.pid));
    lock.release();
    expect(existsSync(path.join(dir, '.lock'))).toBe(false);
  });
});
