import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ALL_JOBS } from './all-jobs';

const MODULES = path.resolve(import.meta.dirname, 'modules');

/** The kinds the modules define (`defineJob({ kind: '...' })`), read from their source. */
function definedKinds(): string[] {
  const kinds: string[] = [];
  for (const entry of readdirSync(MODULES, { recursive: true, encoding: 'utf8' })) {
    if (!entry.endsWith('.ts') || entry.endsWith('.test.ts')) continue;
    const source = readFileSync(path.join(MODULES, entry), 'utf8');
    for (const [, kind] of source.matchAll(/defineJob\(\{\s*kind: '([^']+)'/g)) {
      if (kind) kinds.push(kind);
    }
  }
  return kinds.sort();
}

describe('every job the app runs', () => {
  it('registers each kind a module defines, once', () => {
    const registered = ALL_JOBS.map((job) => job.kind).sort();
    expect(new Set(registered).size).toBe(registered.length);
    expect(registered).toEqual(definedKinds());
    expect(registered).toContain('registrations.expire-hold');
  });
});
