import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { jobs } from '@/server/db/schema';
import type { JobSpec } from './definition';

export type { JobSpec } from './definition';

/** The channel an enqueue notifies, so idle workers on every instance wake at once. */
export const JOBS_CHANNEL = 'jobs';

type Writer = Pick<Database, 'insert' | '$with' | 'with'>;

/** Over the rows of jobs just added: idle workers wake at commit (one notification per transaction). */
const notifyWorkersIfAdded = sql`case when count(*) > 0 then pg_notify(${JOBS_CHANNEL}, '') end`;

/**
 * The one way to add jobs: in the caller's transaction, so they exist exactly when the change
 * that causes them commits. Each spec comes from its definition (`confirmationMail.of(...)`).
 * Answers how many were added (a job whose key exists is not).
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
            payload: (spec.payload ?? {}) as Record<string, unknown>,
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
        notified: notifyWorkersIfAdded,
      })
      .from(inserted);
    added += row?.added ?? 0;
  }
  return added;
}

/**
 * The jobs `enqueue` adds, as two parts of one statement that does more (a payment applied in
 * one statement): `insert`, the body of a data-modifying CTE that adds them once for each row
 * of the CTE `after` names (the change they follow, when it happened), and `notify`, an
 * expression for the main query over the CTE `added` names, which wakes idle workers at commit.
 */
export function enqueueInStatement(
  now: Date,
  specs: JobSpec[],
  { after, added }: { after: string; added: string },
): { insert: SQL; notify: SQL } {
  const rows = specs.map((spec) => ({
    kind: spec.kind,
    payload: spec.payload ?? {},
    key: spec.key ?? null,
    run_at: (spec.runAt ?? now).toISOString(),
    max_attempts: spec.maxAttempts ?? null,
  }));
  return {
    insert: sql`insert into ${jobs} (kind, payload, key, run_at, max_attempts, created_at)
      select spec.kind, spec.payload, spec.key, spec.run_at,
        coalesce(spec.max_attempts, ${jobs.maxAttempts.default as number}),
        ${now.toISOString()}::timestamptz
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
          as spec(kind text, payload jsonb, key text, run_at timestamptz, max_attempts integer),
        ${sql.identifier(after)}
      on conflict (key) do nothing
      returning id`,
    notify: sql`(select ${notifyWorkersIfAdded} from ${sql.identifier(added)})`,
  };
}
