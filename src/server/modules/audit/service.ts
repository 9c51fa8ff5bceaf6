import { and, desc, eq, gte, lt, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuditEntry, auditFilterSchema, auditQuerySchema } from '@/domain/audit';
import { zonedTimeToInstant } from '@/domain/dates';
import type { AppContext } from '@/server/context';
import { pageOfTable } from '@/server/db/client';
import { auditLog } from '@/server/db/schema';
import type { Page } from '@/server/http/paging';
import { auditSubjects } from './subjects';

export type AuditFilter = z.output<typeof auditFilterSchema>;
type AuditQuery = z.output<typeof auditQuerySchema>;
export type AuditRow = typeof auditLog.$inferSelect;

const DAY_MS = 86_400_000;

/** The day after a YYYY-MM-DD day. */
const nextDay = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);

/** The entries the Activity tab's filters pick out; days are the site's. */
export function auditWhere(filter: AuditFilter, timeZone: string): SQL | undefined {
  const record = filter.record?.trim();
  let recordCondition: SQL | undefined;
  if (record) {
    const [type, id] = record.includes(':') ? record.split(/:(.*)/s) : [record, undefined];
    recordCondition = id
      ? and(eq(auditLog.recordType, type ?? ''), eq(auditLog.recordId, id))
      : or(eq(auditLog.recordType, record), eq(auditLog.recordId, record));
  }
  return and(
    filter.admin ? eq(auditLog.adminId, filter.admin) : undefined,
    filter.action ? eq(auditLog.action, filter.action) : undefined,
    recordCondition,
    filter.from
      ? gte(auditLog.at, zonedTimeToInstant(filter.from, '00:00:00', timeZone))
      : undefined,
    filter.to
      ? lt(auditLog.at, zonedTimeToInstant(nextDay(filter.to), '00:00:00', timeZone))
      : undefined,
  );
}

export function toAuditEntry(row: AuditRow, subject: string | null = null): AuditEntry {
  return {
    _id: String(row.id),
    at: row.at.toISOString(),
    adminId: row.adminId,
    adminUsername: row.adminUsername,
    address: row.address,
    action: row.action,
    recordType: row.recordType,
    recordId: row.recordId,
    subject,
    before: row.before,
    after: row.after,
  };
}

/** Reads the audit log, newest first. Entries are written by `audit()` and never changed. */
export class AuditService {
  constructor(private readonly context: Pick<AppContext, 'database' | 'config'>) {}

  async list(query: AuditQuery): Promise<Page<AuditEntry>> {
    const { db } = this.context.database;
    const where = auditWhere(query, this.context.config.timeZone);
    const order = [desc(auditLog.at), desc(auditLog.id)];
    const { rows, total } = await pageOfTable(db, auditLog, where, order, query);
    const subjects = await auditSubjects(db, rows);
    return {
      items: rows.map((row) => toAuditEntry(row, subjects.get(row.id) ?? null)),
      total,
    };
  }
}
