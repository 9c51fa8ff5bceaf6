import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SETTING_NAMES } from './config';

// The settings are listed in four places: the schema that reads them, the page that describes
// them, and the two templates an operator copies. A setting missing from one of them is a
// setting somebody cannot find; these tests keep the four in step.

const root = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

/** `| \`NAME\` | default | meaning |` rows of the settings table. */
function documentedNames(markdown: string): string[] {
  return [...markdown.matchAll(/^\| `([A-Z][A-Z0-9_]*)` +\|/gm)].map(([, name]) => name ?? '');
}

/** `NAME=value` lines, set or commented out (`# NAME=value`). */
function templateNames(template: string): string[] {
  return [...template.matchAll(/^(?:# )?([A-Z][A-Z0-9_]*)=/gm)].map(([, name]) => name ?? '');
}

const sorted = (names: Iterable<string>) => [...new Set(names)].sort();

/** Settings the production template leaves out on purpose. */
const NOT_IN_PRODUCTION_TEMPLATE = [
  'PORT', // each systemd instance sets its own (hostel@5001 listens on 5001)
  'TEST_CLOCK', // refused in production
];

describe('the settings are listed alike everywhere', () => {
  it('docs/configuration.md has one row for each setting the config schema reads', () => {
    const documented = documentedNames(read('docs/configuration.md'));
    expect(documented).toHaveLength(new Set(documented).size);
    expect(sorted(documented)).toEqual(sorted(SETTING_NAMES));
  });

  it('.env.example shows every setting', () => {
    expect(sorted(templateNames(read('.env.example')))).toEqual(sorted(SETTING_NAMES));
  });

  it('deploy/hostel.env.example shows every setting but those production sets otherwise', () => {
    const expected = SETTING_NAMES.filter((name) => !NOT_IN_PRODUCTION_TEMPLATE.includes(name));
    expect(sorted(templateNames(read('deploy/hostel.env.example')))).toEqual(sorted(expected));
  });

  it('finds a setting that one list lacks', () => {
    // The readers above must not pass by finding nothing: drop a row and a line, and they differ.
    const page = read('docs/configuration.md').replace(/^\| `SMTP_URL` .*\n/m, '');
    expect(sorted(documentedNames(page))).not.toEqual(sorted(SETTING_NAMES));
    const template = read('.env.example').replace(/^# SMTP_URL=.*\n/m, '');
    expect(sorted(templateNames(template))).not.toEqual(sorted(SETTING_NAMES));
  });
});
