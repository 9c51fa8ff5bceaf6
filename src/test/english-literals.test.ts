import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { englishLiterals } from './english-literals';
import { COMMITTEE_FILES, TRANSLATED_SCOPE } from './translated-scope';

const root = path.resolve(__dirname, '../..');

function componentsIn(entry: string): string[] {
  const full = path.join(root, entry);
  if (!statSync(full).isDirectory()) return [entry];
  return readdirSync(full, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.tsx') && !name.endsWith('.test.tsx'))
    .map((name) => path.posix.join(entry, name.split(path.sep).join('/')));
}

describe('English literals in the translated parts', () => {
  it('finds JSX text, visible props and shown literals, and nothing else', () => {
    const code = `
      export const Page = ({ online, kind }: { online: boolean; kind: string }) => (
        <Box aria-label="Gate status" className="wide" data-answer="green">
          Page not found
          <TextField label={texts.name} helperText={'Type it here'} placeholder={\`Ticket \${kind}\`} />
          {online ? 'Online' : texts.offline}
          {kind === 'waiting' && texts.checking}
          {fill(texts.admit, { size: 'large' })} · 80G ₹ {'OTP'}
        </Box>
      );`;
    expect(englishLiterals('sample.tsx', code).map((found) => found.text)).toEqual([
      'Gate status',
      'Page not found',
      'Type it here',
      'Ticket',
      'Online',
    ]);
  });

  it('has no component in the translated parts show English outside the catalogues', () => {
    const files = TRANSLATED_SCOPE.flatMap(componentsIn).filter(
      (file) => !COMMITTEE_FILES.includes(file),
    );
    expect(files.length).toBeGreaterThan(10);
    const found = files.flatMap((file) =>
      englishLiterals(file, readFileSync(path.join(root, file), 'utf8')).map(
        ({ line, text }) => `${file}:${line} ${text}`,
      ),
    );
    expect(found).toEqual([]);
  });
});
