import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Modules under src/server/modules may use one another, but never both ways round
 * (docs/architecture.md, "Inside the server"): what two modules both need moves into a third
 * that both call, as places/ holds what registrations and payments share.
 */
const MODULES = path.resolve(import.meta.dirname, '../server/modules');

const IMPORTED = /(?:\bfrom|\bimport)\s*\(?\s*'([^']+)'/g;

/** The module a specifier written in `file` reaches, if it is one under src/server/modules. */
function moduleOf(file: string, specifier: string): string | undefined {
  let target: string;
  if (specifier.startsWith('@/server/modules/')) target = path.join(MODULES, specifier.slice(17));
  else if (specifier.startsWith('.')) target = path.resolve(path.dirname(file), specifier);
  else return undefined;
  const relative = path.relative(MODULES, target);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return undefined;
  return relative.split(path.sep)[0];
}

/** Each module's code (tests aside) and the modules it imports. */
function moduleImports(): Map<string, Set<string>> {
  const arrows = new Map<string, Set<string>>();
  for (const entry of readdirSync(MODULES, { recursive: true, encoding: 'utf8' })) {
    if (!/\.tsx?$/.test(entry) || /\.test\.tsx?$/.test(entry)) continue;
    const file = path.join(MODULES, entry);
    const [from = ''] = entry.split(path.sep);
    const targets = arrows.get(from) ?? new Set<string>();
    arrows.set(from, targets);
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(IMPORTED)) {
      const to = specifier && moduleOf(file, specifier);
      if (to && to !== from) targets.add(to);
    }
  }
  return arrows;
}

/** The pairs of modules that import each other, each named once ("a <-> b"). */
function mutualPairs(arrows: Map<string, Set<string>>): string[] {
  const pairs: string[] = [];
  for (const [from, targets] of arrows) {
    for (const to of targets) {
      if (from < to && arrows.get(to)?.has(from)) pairs.push(`${from} <-> ${to}`);
    }
  }
  return pairs.sort();
}

describe('arrows between server modules', () => {
  it('finds a pair of modules that import each other, and only that pair', () => {
    const arrows = new Map([
      ['registrations', new Set(['payments', 'places'])],
      ['payments', new Set(['registrations', 'places'])],
      ['places', new Set<string>()],
    ]);
    expect(mutualPairs(arrows)).toEqual(['payments <-> registrations']);
  });

  it('reads relative and @/ imports, and leaves other folders of the server out', () => {
    const file = path.join(MODULES, 'payments', 'receipts', 'x.ts');
    expect(moduleOf(file, '../../places/places')).toBe('places');
    expect(moduleOf(file, '../apply')).toBe('payments');
    expect(moduleOf(file, '@/server/modules/audit/audit')).toBe('audit');
    expect(moduleOf(file, '@/server/db/schema')).toBeUndefined();
    expect(moduleOf(file, 'drizzle-orm')).toBeUndefined();
  });

  it('has no two modules importing each other', () => {
    const arrows = moduleImports();
    expect(arrows.get('payments')).toContain('places');
    expect(mutualPairs(arrows)).toEqual([]);
  });
});
