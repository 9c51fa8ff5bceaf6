import type { AuditAction } from '@/domain/audit';
import type { Database } from '@/server/db/client';
import { auditLog } from '@/server/db/schema';
import type { AuditActor } from '@/server/http/access';

/** The record an entry is about: its kind (`event`, `registration`, `admin`...) and id. */
export interface AuditRecord {
  type: string;
  id: string;
}

type Fields = Record<string, unknown>;

/** The database or, as services call it, the transaction the write itself runs in. */
export type AuditWriter = Pick<Database, 'insert'>;

/**
 * Fields never kept, whatever record they come in: passwords, secrets, tokens and their hashes,
 * and ticket codes (whoever holds one gets in at the gate).
 */
const SECRET_FIELD = /password|secret|token|hash|recovery|ticket/i;
/** Kept by the database on every change: it would show in every entry and say nothing. */
const NOISE_FIELD = 'updatedAt';

function withoutSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => !SECRET_FIELD.test(key) && key !== NOISE_FIELD)
        .map(([key, field]) => [key, withoutSecrets(field)]),
    );
  }
  return value;
}

/** Plain JSON (dates as ISO strings) without secrets. */
function clean(fields: Fields | null | undefined): Fields | null {
  if (!fields) return null;
  return withoutSecrets(JSON.parse(JSON.stringify(fields))) as Fields;
}

/** For a change, only the fields that changed, on both sides. */
function changedOnly(before: Fields, after: Fields): [Fields, Fields] {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  const changed = [...keys].filter(
    (key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
  const pick = (fields: Fields) =>
    Object.fromEntries(changed.filter((key) => key in fields).map((key) => [key, fields[key]]));
  return [pick(before), pick(after)];
}

/**
 * Writes one audit entry. Call it inside the transaction of the write it records, so the two
 * stand or fall together: `audit(tx, actor, 'event.update', { type: 'event', id }, before,
 * after)`. A creation has no `before`, a deletion no `after`; for a change only the fields that
 * changed are kept. Passwords, secrets and tokens are dropped, whatever record they come in.
 */
export async function audit(
  tx: AuditWriter,
  actor: AuditActor,
  action: AuditAction,
  record: AuditRecord | null,
  before?: Fields | null,
  after?: Fields | null,
): Promise<void> {
  await tx.insert(auditLog).values(auditEntry(actor, action, record, before, after));
}

/**
 * The row `audit` writes, for a statement that writes it among other changes (a payment applied
 * in one statement): the same cleaning, the same fields.
 */
export function auditEntry(
  actor: AuditActor,
  action: AuditAction,
  record: AuditRecord | null,
  before?: Fields | null,
  after?: Fields | null,
) {
  let cleanBefore = clean(before);
  let cleanAfter = clean(after);
  if (cleanBefore && cleanAfter) [cleanBefore, cleanAfter] = changedOnly(cleanBefore, cleanAfter);
  return {
    at: actor.at,
    adminId: actor.adminId,
    adminUsername: actor.username,
    address: actor.address,
    action,
    recordType: record?.type ?? null,
    recordId: record?.id ?? null,
    before: cleanBefore,
    after: cleanAfter,
  } satisfies typeof auditLog.$inferInsert;
}

/** What the server does by itself, such as setting up the configured admin at start-up. */
export const serverActor = (at: Date): AuditActor => ({
  adminId: null,
  username: 'server',
  address: null,
  at,
});
