// The embedded server's start: the first one (creating, migrating and seeding the database),
// then warm starts on the existing data, with the server's memory after each and the first
// start's peak. A quicker look at the embedded figures than the whole footprint step.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { startServer } from '../../e2e/server';
import { serverRuntime } from '../../src/server/test/server-process';
import type { Figure } from './figure';
import { memory } from './server-process';

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const WARM_STARTS = 3;

/** Starts a server on `dataDir`, visits the landing page's API calls, and stops it. */
async function timedStart(dataDir: string) {
  const startedAt = performance.now();
  const server = await startServer({ DATA_DIR: dataDir, SEED_DEMO: 'true' });
  const seconds = (performance.now() - startedAt) / 1000;
  try {
    for (const call of ['/api/events?upcoming=true', '/api/about', '/api/config', '/']) {
      const response = await fetch(`${server.url}${call}`);
      if (!response.ok) throw new Error(`${call} answered ${response.status}`);
      await response.arrayBuffer();
    }
    return { seconds, rss: memory(server.pid, 'VmRSS'), peak: memory(server.pid, 'VmHWM') };
  } finally {
    await server.stop();
  }
}

export async function embeddedStart(): Promise<Figure[]> {
  console.log(`Embedded start of ${serverRuntime()}`);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hostel-bench-start-'));
  try {
    const first = await timedStart(dataDir);
    const warm: Awaited<ReturnType<typeof timedStart>>[] = [];
    for (let run = 0; run < WARM_STARTS; run++) warm.push(await timedStart(dataDir));
    console.log(`Warm starts: ${warm.map((start) => `${start.seconds.toFixed(2)} s`).join(', ')}`);
    const [median] = [...warm].sort((a, b) => a.seconds - b.seconds).slice(WARM_STARTS >> 1);
    if (!median) throw new Error('No warm start');
    return [
      {
        name: 'embedded server first start (create, migrate, seed)',
        value: `${first.seconds.toFixed(1)} s`,
        target: '(none)',
        met: true,
      },
      {
        name: 'embedded server first start: peak RSS',
        value: megabytes(first.peak),
        target: '<= 600 MB',
        met: first.peak <= 600 * 1024 * 1024,
      },
      {
        name: `embedded server warm start to the first answer (median of ${WARM_STARTS})`,
        value: `${median.seconds.toFixed(2)} s`,
        target: '< 1.5 s',
        met: median.seconds < 1.5,
      },
      {
        name: 'embedded server memory after warm start and the landing page (RSS)',
        value: megabytes(median.rss),
        target: '<= 300 MB',
        met: median.rss <= 300 * 1024 * 1024,
      },
    ];
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
