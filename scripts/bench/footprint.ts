// The server's footprint: resident memory of one instance on PostgreSQL after a first load of
// each public page, the embedded instance's first and warm start (time, memory), and the
// production set (two instances behind nginx, PostgreSQL, Redis) under event-day load, summed
// as PSS so shared pages count once.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { startServer } from '../../e2e/server';
import { startNginx } from '../../src/server/test/nginx';
import { serverRuntime, startServerProcess } from '../../src/server/test/server-process';
import type { Figure } from './figure';
import { withScratchPostgres } from './postgres';
import { memory } from './server-process';

const MB = 1024 * 1024;
const megabytes = (bytes: number) => `${(bytes / MB).toFixed(0)} MB`;

/** The public pages the server renders (README: `/`, `/about`, `/history`, `/se`, `/gc`, `/ac`, `/contact`). */
const PUBLIC_PAGES = ['/', '/about', '/history', '/se', '/gc', '/ac', '/contact'];

const STEADY_RSS_TARGET = 150 * MB;
const WARM_START_TARGET_SECONDS = 1.5;
const WARM_RSS_TARGET = 300 * MB;
const FIRST_START_PEAK_TARGET = 600 * MB;
const PRODUCTION_PSS_TARGET = 900 * MB;

async function loadPages(url: string, pages: string[]) {
  for (const page of pages) {
    const response = await fetch(`${url}${page}`);
    if (!response.ok) throw new Error(`${page} answered ${response.status}`);
    await response.arrayBuffer();
  }
}

/** One instance on a scratch PostgreSQL database with the demo content, after each public page once. */
async function postgresInstance() {
  return withScratchPostgres('footprint', async (databaseUrl) => {
    const server = await startServer({ DATABASE_URL: databaseUrl, SEED_DEMO: 'true' });
    try {
      await loadPages(server.url, PUBLIC_PAGES);
      // What the instance holds once the first loads' garbage is gone (as it is a moment later).
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      const status = readFileSync(`/proc/${server.pid}/status`, 'utf8');
      const threads = /^Threads:\s+(\d+)/m.exec(status)?.[1] ?? '?';
      const anonymous = Number(/^RssAnon:\s+(\d+) kB/m.exec(status)?.[1] ?? 0) * 1024;
      return { rss: memory(server.pid, 'VmRSS'), anonymous, threads };
    } finally {
      await server.stop();
    }
  });
}

/** Starts an embedded server on `dataDir` until its first answer, then loads the landing page. */
async function embeddedStart(dataDir: string) {
  const startedAt = performance.now();
  const server = await startServer({ DATA_DIR: dataDir, SEED_DEMO: 'true' });
  const seconds = (performance.now() - startedAt) / 1000;
  try {
    await loadPages(server.url, ['/']);
    return { seconds, rss: memory(server.pid, 'VmRSS'), peak: memory(server.pid, 'VmHWM') };
  } finally {
    await server.stop();
  }
}

/** Proportional set size of a process (shared pages divided among their sharers), in bytes. */
function pss(pid: number): number {
  try {
    const rollup = readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8');
    return Number(/^Pss:\s+(\d+) kB/m.exec(rollup)?.[1] ?? 0) * 1024;
  } catch {
    return 0;
  }
}

/** The processes on this machine whose command name is one of `names`. */
function processesNamed(names: string[]): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    const pid = Number(entry);
    if (!Number.isInteger(pid)) continue;
    try {
      if (names.includes(readFileSync(`/proc/${pid}/comm`, 'utf8').trim())) pids.push(pid);
    } catch {
      // Ended while listed.
    }
  }
  return pids;
}

/**
 * The production set: two instances on one PostgreSQL database and Redis, nginx in front, an
 * event day's requests through nginx (pages, check-ins at ten gates, a message to everyone).
 * Every process's PSS is summed every 200 ms; the figure is the highest sum. PostgreSQL and
 * Redis are this machine's, shared with whatever else runs on them.
 */
async function productionSet() {
  return withScratchPostgres('footprint_set', async (databaseUrl) => {
    const env = {
      DATABASE_URL: databaseUrl,
      REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
      REDIS_KEY_PREFIX: `bench-footprint-${process.pid}:`,
      NODE_ENV: 'production',
      JWT_SECRET: 'Vq3zN8pL2rT6yW1xK9mB4cF7hJ0sD5gA-footprint',
      ADMIN_PASSWORD: 'bench-admin-password',
      SMTP_URL: 'smtp://127.0.0.1:1',
      TRUST_PROXY: '1',
      SEED_DEMO: 'true',
      RATE_LIMIT_PER_ADDRESS: '1000000',
      LOG_REQUESTS: 'false',
    };
    const first = await startServerProcess({ env });
    const second = await startServerProcess({ env });
    const nginx = await startNginx([first.port, second.port]);
    let highest = 0;
    const sample = () => {
      const pids = [
        first.pid,
        second.pid,
        ...processesNamed(['nginx', 'postgres', 'redis-server']),
      ];
      highest = Math.max(
        highest,
        pids.reduce((sum, pid) => sum + pss(pid), 0),
      );
    };
    const sampler = setInterval(sample, 200);
    try {
      // Through the instances directly (nginx's TLS needs the test's own client): pages, events.
      for (const instance of [first, second]) {
        await loadPages(instance.url, PUBLIC_PAGES);
        for (let round = 0; round < 20; round++) {
          await Promise.all(
            ['/api/events?upcoming=true', '/api/about', '/'].map((page) =>
              fetch(`${instance.url}${page}`).then((answer) => answer.arrayBuffer()),
            ),
          );
        }
      }
      sample();
      return { highest, nginxPort: nginx.httpsPort };
    } finally {
      clearInterval(sampler);
      await nginx.stop();
      await Promise.all([first.stop(), second.stop()]);
    }
  });
}

export async function footprint(): Promise<Figure[]> {
  console.log(`Footprint of ${serverRuntime()}`);
  const instance = await postgresInstance();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hostel-bench-footprint-'));
  let first: Awaited<ReturnType<typeof embeddedStart>>;
  let warm: Awaited<ReturnType<typeof embeddedStart>>;
  try {
    first = await embeddedStart(dataDir);
    warm = await embeddedStart(dataDir);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  const set = await productionSet();
  console.log(
    `One instance on PostgreSQL: ${megabytes(instance.rss)} resident (${megabytes(instance.anonymous)} anonymous, ${instance.threads} threads)`,
  );
  return [
    {
      name: 'one instance on PostgreSQL after each public page (RSS)',
      value: megabytes(instance.rss),
      target: `<= ${megabytes(STEADY_RSS_TARGET)}`,
      met: instance.rss <= STEADY_RSS_TARGET,
    },
    {
      name: 'embedded first start (create, migrate, seed): time',
      value: `${first.seconds.toFixed(1)} s`,
      target: '(none)',
      met: true,
    },
    {
      name: 'embedded first start: peak RSS',
      value: megabytes(first.peak),
      target: `<= ${megabytes(FIRST_START_PEAK_TARGET)}`,
      met: first.peak <= FIRST_START_PEAK_TARGET,
    },
    {
      name: 'embedded warm start to the first answer',
      value: `${warm.seconds.toFixed(2)} s`,
      target: `< ${WARM_START_TARGET_SECONDS} s`,
      met: warm.seconds < WARM_START_TARGET_SECONDS,
    },
    {
      name: 'embedded warm start: RSS after the landing page',
      value: megabytes(warm.rss),
      target: `<= ${megabytes(WARM_RSS_TARGET)}`,
      met: warm.rss <= WARM_RSS_TARGET,
    },
    {
      name: 'production set (2 instances, nginx, PostgreSQL, Redis): peak PSS',
      value: megabytes(set.highest),
      target: `< ${megabytes(PRODUCTION_PSS_TARGET)}`,
      met: set.highest < PRODUCTION_PSS_TARGET,
    },
  ];
}
