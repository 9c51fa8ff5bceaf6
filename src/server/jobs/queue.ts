import { sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { jobs } from '@/server/db/schema';

/** The channel an enqueue notifies, so idle workers on every instance wake at once. */
export const JOBS_CHANNEL = 'jobs';

export interface JobSpec {
  kind: string;
  payload?: Record<string, unknown>;
  /**
   * Makes the job happen once ever: a second enqueue with the same key is dropped, even after
   * the first has run (done jobs are kept 30 days, longer than any key is looked for).
   */
  key?: string;
  /** When it may run; now when not given. */
  runAt?: Date;
  maxAttempts?: number;
}

type Writer = Pick<Database, 'insert' | '$with' | 'with'>;

/**
 * Adds jobs in the caller's transaction, so they exist exactly when the change that causes
 * them commits. Answers how many were added (a job whose key exists is not).
 */
export async function enqueue(db: Writer, now: Date, specs: JobSpec | JobSpec[]): Promise<number> {
  const list = Array.isArray(specs) ? specs : [specs];
  let added = 0;
  // A few thousand rows per statement keeps within PostgreSQL's parameter limit.
  for (let start = 0; start < list.length; start += 2_000) {
    const inserted = db.$with('inserted').as(
      db
        .insert(jobs)
        .values(
          list.slice(start, start + 2_000).map((spec) => ({
            kind: spec.kind,
            payload: spec.payload ?? {},
            key: spec.key,
            runAt: spec.runAt ?? now,
            maxAttempts: spec.maxAttempts,
            createdAt: now,
          })),
        )
        .onConflictDoNothing({ target: jobs.key })
        .returning({ id: jobs.id }),
    );
    const [row] = await db
      .with(inserted)
      .select({
        added: sql<number>`count(*)::int`,
        // Idle workers wake at commit; PostgreSQL delivers one notification per transaction.
        notified: sql`case when count(*) > 0 then pg_notify(${JOBS_CHANNEL}, '') end`,
      })
      .from(inserted);
    added += row?.added ?? 0;
  }
  return added;
}
