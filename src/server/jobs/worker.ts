import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '@/server/clock';
import { queryRows, type DatabaseHandle } from '@/server/db/client';
import { z } from 'zod';
import { defineJob, type AnyJob, type ClaimedJob, type JobSpec } from './definition';
import { enqueue, JOBS_CHANNEL } from './queue';

/** A kind of job as the worker keeps it, its definition bound to the app's context. */
interface Handler {
  paced: boolean;
  run(payload: unknown, job: ClaimedJob): Promise<void>;
  giveUp(payload: unknown, job: ClaimedJob, error: unknown): Promise<void>;
}

export interface JobDepth {
  /** Waiting to run, now or later (retries included). */
  queued: number;
  /** Claimed by a worker right now. */
  running: number;
  /** Gave up after their last attempt, kept for 30 days. */
  failed: number;
}

export interface JobWorkerOptions {
  database: DatabaseHandle;
  clock: Clock;
  log: FastifyBaseLogger;
  /** Paced jobs (mails) per second on this instance. */
  mailsPerSecond: number;
  /** How often an idle worker looks for due jobs when no notification woke it. */
  pollMs?: number;
  /** Jobs run at once on this instance. */
  concurrency?: number;
}

/** How long a claim lasts: a worker that dies mid-job leaves it to another after this. */
const LEASE_MS = 2 * 60_000;
/** Retries wait 5 s, 10 s, 20 s ... up to an hour. */
const BACKOFF_BASE_MS = 5_000;
const BACKOFF_MAX_MS = 3_600_000;
/** Finished jobs (and with them their keys) are kept this long. */
const KEEP_FINISHED_MS = 30 * 24 * 3_600_000;

/** Deletes finished jobs once they are older than a month, once a day across instances. */
const pruneJob = defineJob({
  kind: 'jobs.prune',
  payload: z.object({}),
  maxAttempts: 3,
  every: () => 24 * 3_600_000,
  run: (_payload, worker: JobWorker) => worker.prune(),
});

/** A stored payload its kind's schema refuses: no later attempt would read it either. */
class UnreadablePayload extends Error {}

function readPayload<C>(definition: AnyJob<C>, payload: unknown): unknown {
  const read = definition.payload.safeParse(payload);
  if (!read.success) {
    throw new UnreadablePayload(`A ${definition.kind} job's payload: ${read.error.message}`);
  }
  return read.data;
}

/** A periodic job's offer is tried this often before that period's run is given up. */
const PERIODIC_ATTEMPTS = 3;

export const retryDelayMs = (attempt: number) =>
  Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempt - 1));

/** Spaces paced jobs evenly: each takes the next free slot of 1/rate seconds. */
class Pacer {
  private next = 0;
  constructor(private readonly perSecond: number) {}

  async take(): Promise<void> {
    const now = Date.now();
    const at = Math.max(now, this.next);
    this.next = at + 1000 / this.perSecond;
    if (at > now) await new Promise((resolve) => setTimeout(resolve, at - now));
  }
}

/**
 * The durable job queue on the database (decision record 13). Every instance runs one worker:
 * it claims due jobs with FOR UPDATE SKIP LOCKED (so no two instances take the same job), runs
 * them, and marks them done, or schedules a retry with backoff until the last attempt. Due times
 * come from the app's clock, so tests move time instead of waiting.
 */
export class JobWorker {
  readonly instance = randomUUID();
  private readonly handlers = new Map<string, Handler>();
  private readonly periodic = new Map<string, { everyMs: number; lastSlot: number }>();
  private readonly inFlight = new Set<Promise<void>>();
  private readonly pacer: Pacer;
  private readonly pollMs: number;
  private readonly concurrency: number;
  private loop: Promise<void> | undefined;
  private claiming: Promise<unknown> = Promise.resolve();
  private stopping = false;
  private wake: (() => void) | undefined;
  private unlisten: (() => Promise<void>) | undefined;

  constructor(private readonly options: JobWorkerOptions) {
    this.pacer = new Pacer(options.mailsPerSecond);
    this.pollMs = options.pollMs ?? 1_000;
    this.concurrency = options.concurrency ?? 16;
    this.register([pruneJob], this);
  }

  private get db() {
    return this.options.database.db;
  }

  /**
   * Registers kinds of job with what their handlers are given (the app registers all of its
   * jobs at once, `server/jobs.ts`). A periodic one runs once per its period across all
   * instances: each worker offers the job of the current period under one key, and the first
   * offer wins.
   */
  register<C>(definitions: readonly AnyJob<C>[], context: C): void {
    for (const definition of definitions) {
      if (this.handlers.has(definition.kind)) {
        throw new Error(`Jobs of kind ${definition.kind} are registered twice`);
      }
      this.handlers.set(definition.kind, {
        paced: definition.paced ?? false,
        run: (payload, job) => definition.run(readPayload(definition, payload), context, job),
        giveUp: async (payload, job, error) =>
          definition.giveUp?.(readPayload(definition, payload), context, job, error),
      });
      const everyMs = definition.every?.(context) ?? 0;
      if (everyMs > 0) this.periodic.set(definition.kind, { everyMs, lastSlot: -1 });
    }
  }

  /** Adds a job now, outside any transaction (a transaction uses `enqueue` itself). */
  async enqueue(spec: JobSpec | JobSpec[]): Promise<number> {
    return enqueue(this.db, this.options.clock.now(), spec);
  }

  async start(): Promise<void> {
    this.unlisten = await this.options.database
      .listen(JOBS_CHANNEL, { onNotify: () => this.nudge(), onLost: () => undefined })
      .catch((error: unknown) => {
        // Without notifications the worker still polls.
        this.options.log.warn({ err: error }, 'job notifications unavailable');
        return undefined;
      });
    this.loop = this.run();
  }

  /** Stops claiming, and waits for the jobs in flight. */
  async stop(): Promise<void> {
    this.stopping = true;
    this.nudge();
    await this.loop;
    await Promise.allSettled([...this.inFlight]);
    await this.unlisten?.();
  }

  /** Wakes an idle worker now (a notification, or a job added through this instance). */
  nudge(): void {
    this.wake?.();
  }

  /**
   * Runs every due job until none is left, and waits for them: tests and benchmarks call it
   * after moving the clock instead of waiting for the worker.
   */
  async drain(): Promise<number> {
    let total = 0;
    for (;;) {
      await this.offerPeriodic();
      const claimed = await this.claimAndStart();
      total += claimed;
      await Promise.allSettled([...this.inFlight]);
      if (claimed > 0 || this.inFlight.size > 0) continue;
      // Counted in turn with the claims: a claim the worker's own loop has under way (its jobs
      // already running in the table) has put them in flight by then, and they are waited for.
      const due = await this.inTurn(() => this.dueCount());
      if (due === 0 && this.inFlight.size === 0) return total;
    }
  }

  /** How many jobs wait, run, or failed: for a metrics endpoint and the admin. */
  async depth(): Promise<JobDepth> {
    const rows = await queryRows<{ state: string; count: number }>(
      this.db,
      sql`select state, count(*)::int as count from jobs
          where state in ('queued', 'running', 'failed') group by state`,
    );
    const of = (state: string) => rows.find((row) => row.state === state)?.count ?? 0;
    return { queued: of('queued'), running: of('running'), failed: of('failed') };
  }

  private async run(): Promise<void> {
    while (!this.stopping) {
      let claimed = 0;
      try {
        await this.offerPeriodic();
        claimed = await this.claimAndStart();
      } catch (error) {
        this.options.log.error({ err: error }, 'the job worker could not claim jobs');
      }
      if (this.stopping) break;
      // A full batch means more may be due: claim again once half the slots are free (one
      // claim per batch, not per job); otherwise idle until woken or the next poll.
      if (claimed > 0 && this.inFlight.size >= this.concurrency) {
        while (this.inFlight.size > this.concurrency / 2) await Promise.race(this.inFlight);
      } else if (claimed === 0) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, this.pollMs);
          this.wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        this.wake = undefined;
      }
    }
  }

  private async offerPeriodic(): Promise<void> {
    const now = this.options.clock.now().getTime();
    for (const [kind, schedule] of this.periodic) {
      const slot = Math.floor(now / schedule.everyMs);
      if (slot === schedule.lastSlot) continue;
      await enqueue(this.db, new Date(now), {
        kind,
        payload: {},
        key: `${kind}@${slot}`,
        runAt: new Date(slot * schedule.everyMs),
        maxAttempts: PERIODIC_ATTEMPTS,
      });
      schedule.lastSlot = slot;
    }
  }

  private async dueCount(): Promise<number> {
    const now = this.options.clock.now();
    const [row] = await queryRows<{ count: number }>(
      this.db,
      sql`select count(*)::int as count from jobs
          where state in ('queued', 'running') and run_at <= ${now.toISOString()}
            and (state = 'queued' or locked_until < ${now.toISOString()})`,
    );
    return row?.count ?? 0;
  }

  /**
   * Claims as many due jobs as there are free slots, and starts them. Claims on this instance
   * take turns, so a job one of them claimed is in flight before the other looks (`drain`
   * then waits for it).
   */
  private claimAndStart(): Promise<number> {
    return this.inTurn(() => this.claimNow());
  }

  /** Runs `work` after every claim asked for before it, and before any asked for after. */
  private inTurn<T>(work: () => Promise<T>): Promise<T> {
    const turn = this.claiming.then(work);
    this.claiming = turn.catch(() => undefined);
    return turn;
  }

  private async claimNow(): Promise<number> {
    const free = this.concurrency - this.inFlight.size;
    if (free <= 0) return 0;
    const now = this.options.clock.now();
    const leaseEnd = new Date(now.getTime() + LEASE_MS);
    const claimed = await queryRows<{
      id: string;
      kind: string;
      payload: unknown;
      key: string | null;
      attempts: number;
      max_attempts: number;
    }>(
      this.db,
      sql`update jobs
          set state = 'running', attempts = attempts + 1,
            locked_until = ${leaseEnd.toISOString()}, locked_by = ${this.instance}
          where id in (
            select id from jobs
            where state in ('queued', 'running') and run_at <= ${now.toISOString()}
              and (state = 'queued' or locked_until < ${now.toISOString()})
            order by run_at, id
            limit ${free}
            for update skip locked
          )
          returning id, kind, payload, key, attempts, max_attempts`,
    );
    for (const row of claimed) {
      const job: ClaimedJob = {
        id: row.id,
        kind: row.kind,
        payload: row.payload,
        key: row.key,
        attempts: row.attempts,
        maxAttempts: row.max_attempts,
      };
      const running = this.execute(job).finally(() => this.inFlight.delete(running));
      this.inFlight.add(running);
    }
    return claimed.length;
  }

  private async execute(job: ClaimedJob): Promise<void> {
    const handler = this.handlers.get(job.kind);
    try {
      if (!handler) throw new Error(`No handler for jobs of kind ${job.kind}`);
      if (handler.paced) await this.pacer.take();
      await handler.run(job.payload, job);
      await this.finish(job, 'done', null);
    } catch (error) {
      await this.failed(job, handler, error).catch((failure: unknown) =>
        this.options.log.error({ err: failure, job: job.id }, 'a failed job could not be saved'),
      );
    }
  }

  private async finish(job: ClaimedJob, state: 'done' | 'failed', error: string | null) {
    const now = this.options.clock.now().toISOString();
    await this.db.execute(
      sql`update jobs set state = ${state}, finished_at = ${now}, locked_until = null,
            last_error = ${error}
          where id = ${job.id} and locked_by = ${this.instance}`,
    );
  }

  private async failed(job: ClaimedJob, handler: Handler | undefined, error: unknown) {
    const message = error instanceof Error ? error.message : String(error);
    const unreadable = error instanceof UnreadablePayload;
    if (job.attempts >= job.maxAttempts || unreadable) {
      this.options.log.error({ err: error, job: job.id, kind: job.kind }, 'a job gave up');
      if (!unreadable) await handler?.giveUp(job.payload, job, error);
      await this.finish(job, 'failed', message);
      return;
    }
    this.options.log.warn(
      { job: job.id, kind: job.kind, attempt: job.attempts, error: message },
      'a job failed and will be retried',
    );
    const retryAt = new Date(this.options.clock.now().getTime() + retryDelayMs(job.attempts));
    await this.db.execute(
      sql`update jobs set state = 'queued', run_at = ${retryAt.toISOString()},
            locked_until = null, last_error = ${message}
          where id = ${job.id} and locked_by = ${this.instance}`,
    );
  }

  /** Deletes jobs finished over a month ago (the periodic `jobs.prune`). */
  async prune(): Promise<void> {
    const before = new Date(this.options.clock.now().getTime() - KEEP_FINISHED_MS);
    await this.db.execute(
      sql`delete from jobs where state in ('done', 'failed') and finished_at < ${before.toISOString()}`,
    );
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's job worker: `app.jobs.depth()` for metrics, `drain()` in tests. */
    jobs: JobWorker;
  }
}
