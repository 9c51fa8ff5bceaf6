import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { PROJECT_ROOT } from './project-files';

/** The compiled server `npm run build` writes (scripts/build-server.mjs), run by `npm start`. */
export const SERVER_BUILD = path.join(PROJECT_ROOT, 'dist', 'server-app', 'main.js');

/**
 * How the server's process is started, wherever it runs (`npm start`, the systemd unit, the
 * tests' and benchmarks' server processes), for a small footprint (decision record 23): a young
 * generation of 2 MB semi-spaces, V8 favouring size over speed, and one malloc arena instead of
 * one per thread that ever allocated. package.json's `start` and `serve` and the systemd unit
 * spell the same out; the production set-up tests hold the unit to it.
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=2', '--optimize-for-size'];
export const SERVER_ENVIRONMENT = { MALLOC_ARENA_MAX: '1' };

/** What the build is made from: a change to any of them makes the build stale. */
const BUILD_INPUTS = [
  'src',
  'public',
  'index.html',
  'package-lock.json',
  'vite.config.ts',
  'tsconfig.json',
  'scripts/build-server.mjs',
  'scripts/compress-build.mjs',
];

function newestChange(file: string): number {
  const stats = statSync(file, { throwIfNoEntry: false });
  if (!stats) return 0;
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const entry of readdirSync(file, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    newest = Math.max(newest, statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

/** Whether the build exists and is newer than every file it is made from. */
export function isServerBuildFresh(): boolean {
  if (!existsSync(SERVER_BUILD)) return false;
  const built = statSync(SERVER_BUILD).mtimeMs;
  return BUILD_INPUTS.every((input) => newestChange(path.join(PROJECT_ROOT, input)) <= built);
}
