import type { z } from 'zod';

/** A job as a worker claimed it. */
export interface ClaimedJob {
  id: string;
  kind: string;
  payload: unknown;
  key: string | null;
  /** This run's number: 1 the first time. */
  attempts: number;
  maxAttempts: number;
}

/** One job to add, made by its definition's `of` (so its payload has the definition's type). */
export interface JobSpec {
  readonly kind: string;
  readonly payload: unknown;
  /**
   * Makes the job happen once ever: a second enqueue with the same key is dropped, even after
   * the first has run (done jobs are kept 30 days, longer than any key is looked for).
   */
  readonly key?: string;
  /** When it may run; now when not given. */
  readonly runAt?: Date;
  readonly maxAttempts?: number;
}

export interface JobOptions {
  key?: string;
  runAt?: Date;
}

/**
 * Everything about one kind of job in one place: its name in the `jobs` table, its payload's
 * schema (the worker parses the stored payload with it before `run`), whether it is a mail sent
 * at the steady mail rate, how often it is tried, and what it does. `C` is what its handler is
 * given when the app registers it (the app's context).
 */
export interface JobDefinition<S extends z.ZodType, C> {
  readonly kind: string;
  readonly payload: S;
  /** A mail: sent at the instance's steady mail rate (`MAILS_PER_SECOND`). */
  readonly paced?: boolean;
  /** Tries before it gives up; the table's default (8) when not given. */
  readonly maxAttempts?: number;
  /** A periodic job: offered once per this many milliseconds across instances; none when 0. */
  every?(context: C): number;
  /** Does the work. Throwing retries it later with backoff; the work must be safe to do twice. */
  run(payload: z.output<S>, context: C, job: ClaimedJob): Promise<void>;
  /** Called once when the last attempt failed. */
  giveUp?(payload: z.output<S>, context: C, job: ClaimedJob, error: unknown): Promise<void>;
}

/** A definition, and `of(payload, options)` to make the job to enqueue. */
export type Job<S extends z.ZodType, C> = JobDefinition<S, C> & {
  of(payload: z.input<S>, options?: JobOptions): JobSpec;
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a list of jobs of any payload
export type AnyJob<C> = Job<any, C>;

export function defineJob<S extends z.ZodType, C>(definition: JobDefinition<S, C>): Job<S, C> {
  return {
    ...definition,
    of: (payload, options = {}) => ({
      kind: definition.kind,
      payload,
      key: options.key,
      runAt: options.runAt,
      maxAttempts: definition.maxAttempts,
    }),
  };
}
