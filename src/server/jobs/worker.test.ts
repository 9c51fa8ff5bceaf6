import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ManualClock } from '../clock';
import type { DatabaseHandle } from '../db/client';
import { jobs } from '../db/schema';
import { createTestDatabase } from '../test/test-database';
import { defineJob, type AnyJob, type ClaimedJob } from './definition';
import { enqueue } from './queue';
import { retryDelayMs, JobWorker } from './worker';

const quiet = {
  level: 'silent',
  fatal: () => undefined,
  error: () => undefined,
  warn: () => undefined,
  info: () => undefined,
  debug: () => undefined,
  trace: () => undefined,
  silent: () => undefined,
  child: () => quiet,
} as unknown as FastifyBaseLogger;

/** What the test jobs' handlers saw: each run's payload and attempt, and each give-up. */
interface Seen {
  runs: Array<{ payload: unknown; attempt: number; at: number }>;
  gaveUp: Array<{ payload: unknown; error: string }>;
  /** The runs that throw, by attempt (every one when true). */
  failing: boolean | number[];
}

const fails = (seen: Seen, job: ClaimedJob) =>
  seen.failing === true || (Array.isArray(seen.failing) && seen.failing.includes(job.attempts));

const work = defineJob({
  kind: 'test.work',
  payload: z.object({ n: z.number().int() }),
  maxAttempts: 3,
  run: async (payload, seen: Seen, job) => {
    seen.runs.push({ payload, attempt: job.attempts, at: Date.now() });
    if (fails(seen, job)) throw new Error(`attempt ${job.attempts} failed`);
  },
  giveUp: async (payload, seen: Seen, _job, error) => {
    seen.gaveUp.push({ payload, error: (error as Error).message });
  },
});

const mail = defineJob({
  kind: 'test.mail',
  payload: z.object({ n: z.number().int() }),
  paced: true,
  run: async (payload, seen: Seen, job) => {
    seen.runs.push({ payload, attempt: job.attempts, at: Date.now() });
  },
});

const tick = defineJob({
  kind: 'test.tick',
  payload: z.object({}),
  every: () => 60_000,
  run: async (payload, seen: Seen, job) => {
    seen.runs.push({ payload, attempt: job.attempts, at: Date.now() });
  },
});

describe('JobWorker', () => {
  let database: DatabaseHandle;
  let clock: ManualClock;
  let worker: JobWorker;
  let seen: Seen;

  const newWorker = (mailsPerSecond = 1_000, definitions: AnyJob<Seen>[] = [work, mail]) => {
    const made = new JobWorker({ database, clock, log: quiet, mailsPerSecond });
    made.register(definitions, seen);
    return made;
  };
  const row = async (key: string) =>
    (await database.db.select().from(jobs).where(eq(jobs.key, key)))[0];

  beforeEach(async () => {
    database = await createTestDatabase();
    clock = new ManualClock('2026-06-01T06:30:00.000Z');
    seen = { runs: [], gaveUp: [], failing: false };
    worker = newWorker();
    // The worker's own daily prune of finished jobs, run now so the counts below are the tests'.
    await worker.drain();
  });

  afterEach(async () => {
    await worker.stop();
    await database.close();
  });

  it('runs a job its definition made, with the payload its schema read, once', async () => {
    await worker.enqueue(work.of({ n: 1 }, { key: 'one' }));
    await worker.enqueue(work.of({ n: 1 }, { key: 'one' }));
    expect(await worker.drain()).toBe(1);
    expect(seen.runs).toEqual([expect.objectContaining({ payload: { n: 1 }, attempt: 1 })]);
    expect(await row('one')).toMatchObject({ state: 'done', attempts: 1, maxAttempts: 3 });
  });

  it('retries a failed job after 5 s, then 10 s, and not before', async () => {
    seen.failing = [1, 2];
    await worker.enqueue(work.of({ n: 2 }, { key: 'retried' }));
    await worker.drain();
    expect(await row('retried')).toMatchObject({
      state: 'queued',
      attempts: 1,
      lastError: 'attempt 1 failed',
      runAt: new Date(clock.now().getTime() + 5_000),
    });

    clock.advance(4_999);
    expect(await worker.drain()).toBe(0);
    clock.advance(1);
    expect(await worker.drain()).toBe(1);
    expect(await row('retried')).toMatchObject({
      state: 'queued',
      attempts: 2,
      runAt: new Date(clock.now().getTime() + 10_000),
    });

    clock.advance(10_000);
    await worker.drain();
    expect(await row('retried')).toMatchObject({ state: 'done', attempts: 3 });
    expect(seen.runs.map((run) => run.attempt)).toEqual([1, 2, 3]);
    expect(seen.gaveUp).toEqual([]);
  });

  it('doubles the wait up to an hour', () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([5_000, 10_000, 20_000, 40_000]);
    expect(retryDelayMs(12)).toBe(3_600_000);
    expect(retryDelayMs(40)).toBe(3_600_000);
  });

  it('gives up after its last attempt: fails the job and calls give-up once', async () => {
    seen.failing = true;
    await worker.enqueue(work.of({ n: 3 }, { key: 'doomed' }));
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await worker.drain();
      clock.advance(3_600_000);
    }
    expect(seen.runs).toHaveLength(3);
    expect(seen.gaveUp).toEqual([{ payload: { n: 3 }, error: 'attempt 3 failed' }]);
    expect(await row('doomed')).toMatchObject({
      state: 'failed',
      attempts: 3,
      lastError: 'attempt 3 failed',
    });
    expect(await worker.depth()).toEqual({ queued: 0, running: 0, failed: 1 });
  });

  it('fails at once a job whose stored payload its schema refuses, without give-up', async () => {
    await enqueue(database.db, clock.now(), { kind: work.kind, payload: { n: 'x' }, key: 'bad' });
    await worker.drain();
    expect(seen.runs).toEqual([]);
    expect(seen.gaveUp).toEqual([]);
    const bad = await row('bad');
    expect(bad).toMatchObject({ state: 'failed', attempts: 1 });
    expect(bad?.lastError).toContain("A test.work job's payload");
  });

  it('takes again a job whose worker died while running it, once the lease ends', async () => {
    await worker.enqueue(work.of({ n: 4 }, { key: 'orphan' }));
    // A worker on another instance claimed it two seconds ago, then its process died.
    const leaseEnd = new Date(clock.now().getTime() + 2 * 60_000 - 2_000);
    await database.db.execute(
      sql`update jobs set state = 'running', attempts = 1, locked_by = 'dead-instance',
            locked_until = ${leaseEnd.toISOString()} where key = 'orphan'`,
    );

    expect(await worker.drain()).toBe(0);
    expect(seen.runs).toEqual([]);

    clock.set(new Date(leaseEnd.getTime() + 1));
    expect(await worker.drain()).toBe(1);
    expect(seen.runs).toEqual([expect.objectContaining({ payload: { n: 4 }, attempt: 2 })]);
    expect(await row('orphan')).toMatchObject({
      state: 'done',
      attempts: 2,
      lockedBy: worker.instance,
    });
  });

  it('spaces paced jobs at the mail rate on this instance', async () => {
    await worker.stop();
    worker = newWorker(20);
    await worker.enqueue([1, 2, 3, 4, 5].map((n) => mail.of({ n }, { key: `mail-${n}` })));
    const before = Date.now();
    await worker.drain();
    const starts = seen.runs.map((run) => run.at).sort((a, b) => a - b);
    expect(starts).toHaveLength(5);
    // 20 a second: the n-th mail takes the n-th 50 ms slot (timers may fire a millisecond early).
    starts.forEach((start, index) => {
      expect(start - before).toBeGreaterThanOrEqual(index * 50 - 2);
    });
    expect((starts[4] ?? 0) - before).toBeGreaterThanOrEqual(198);
  });

  it('runs a periodic job once per period, whichever workers offer it', async () => {
    await worker.stop();
    worker = newWorker(1_000, [tick]);
    const other = newWorker(1_000, [tick]);
    await worker.drain();
    await other.drain();
    expect(seen.runs).toHaveLength(1);
    clock.advance(59_000);
    await other.drain();
    expect(seen.runs).toHaveLength(1);
    clock.advance(1_000);
    await worker.drain();
    await other.drain();
    expect(seen.runs).toHaveLength(2);
    await other.stop();
  });

  it('refuses a kind registered twice', () => {
    expect(() => worker.register([work], seen)).toThrow(
      'Jobs of kind test.work are registered twice',
    );
  });
});
