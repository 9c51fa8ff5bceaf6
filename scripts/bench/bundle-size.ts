import { execSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const CLIENT_DIR = 'dist/client';
const BUDGET_KB = 170;

/** Gzipped size of the JavaScript the landing page loads before it can render. */
export async function landingPageJavaScript() {
  if (!existsSync(path.join(CLIENT_DIR, 'index.html')))
    execSync('npm run build', { stdio: 'inherit' });
  const html = readFileSync(path.join(CLIENT_DIR, 'index.html'), 'utf8');
  const scripts = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map(
    (match) => match[1] ?? '',
  );
  const bytes = scripts
    .map((file) => gzipSync(readFileSync(path.join(CLIENT_DIR, file))).length)
    .reduce((sum, size) => sum + size, 0);
  const kb = bytes / 1024;
  return [
    {
      name: 'landing-page JavaScript (gzipped)',
      value: `${kb.toFixed(1)} KB`,
      target: `<= ${BUDGET_KB} KB`,
      met: kb <= BUDGET_KB,
    },
  ];
}
