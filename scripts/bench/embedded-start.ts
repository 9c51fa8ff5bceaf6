// The embedded server's start: the first one (creating, migrating and seeding the database),
// then a warm start on the existing data, with the server's resident memory after each.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { startServer } from '../../e2e/server';
import type { Figure } from './figure';
import { memory } from './server-process';

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

/** Starts a server on `dataDir`, visits the landing page's API calls, and stops it. */
async function timedStart(dataDir: string) {
  const startedAt = performance.now();
  const server = await startServer({ DATA_DIR: dataDir, SEED_DEMO: 'true' });
  const seconds = (performance.now() - startedAt) / 1000;
  try {
    for (const call of ['/api/events?upcoming=true', '/api/about', '/api/config']) {
      const response = await fetch(`${server.url}${call}`);
      if (!response.ok) throw new Error(`${call} answered ${response.status}`);
      await response.arrayBuffer();
    }
    return { seconds, rss: memory(server.pid, 'VmRSS') };
  } finally {
    await server.stop();
  }
}

export async function embeddedStart(): Promise<Figure[]> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hostel-bench-start-'));
  try {
    const first = await timedStart(dataDir);
    const warm = await timedStart(dataDir);
    return [
      {
        name: 'embedded server first start (create, migrate, seed)',
        value: `${first.seconds.toFixed(1)} s`,
        target: '(none)',
        met: true,
      },
      {
        name: 'embedded server memory after seeding (RSS)',
        value: megabytes(first.rss),
        target: '(none)',
        met: true,
      },
      {
        name: 'embedded server warm start (existing data)',
        value: `${warm.seconds.toFixed(1)} s`,
        target: '(none)',
        met: true,
      },
      {
        name: 'embedded server memory after warm start (RSS)',
        value: megabytes(warm.rss),
        target: '(none)',
        met: true,
      },
    ];
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
