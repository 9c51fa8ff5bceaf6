import { and, asc, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { AppContext } from '@/server/context';
import { queryRows, type Database } from '@/server/db/client';
import {
  auditLog,
  donations,
  events,
  payments,
  people,
  queries,
  registrations,
} from '@/server/db/schema';
import { notFound } from '@/server/http/errors';
import type { RegistrationType } from '@/domain/constants';
import { formatDate, formatDateTime } from '@/domain/dates';
import { financialYearBounds } from '@/domain/financial-year';
import { EVENT_NOT_FOUND } from '@/domain/events';
import { auditActionLabel } from '@/domain/audit';
import { auditWhere, type AuditFilter } from '../audit/service';
import { REGISTRATION_STATUS_LABELS } from '@/domain/lifecycle';
import { paidFor, payerName } from '../payments/admin-service';
import { inboxFilter, type InboxFilter } from '../queries/admin-service';
import { csvStream, joinList, safeFileName } from './csv';

/** Rows are read this many at a time, so an export never holds the whole table. */
const BATCH = 500;

export interface CsvExport {
  fileName: string;
  stream: AsyncGenerator<string>;
}

/** Pages through a table by a unique, ordered key (keyset paging: each batch costs the same). */
async function* keyset<T, K>(
  fetch: (after: K | undefined) => Promise<T[]>,
  keyOf: (row: T) => K,
): AsyncGenerator<T[]> {
  let after: K | undefined;
  for (;;) {
    const batch = await fetch(after);
    if (batch.length === 0) return;
    yield batch;
    if (batch.length < BATCH) return;
    after = keyOf(batch[batch.length - 1] as T);
  }
}

type Cursor = { createdAt: Date; id: string };
/** Rows after the cursor in (created_at, id) order: a row comparison the index can serve. */
const afterCursor = (table: { createdAt: AnyPgColumn; id: AnyPgColumn }, cursor?: Cursor) =>
  cursor
    ? sql`(${table.createdAt}, ${table.id}) > (${cursor.createdAt.toISOString()}, ${cursor.id})`
    : undefined;

/** Yes or No for one person; "2 of 3" for a team. */
const checkedInCell = (checkedIn: number, people: number) =>
  people === 1 ? (checkedIn > 0 ? 'Yes' : 'No') : `${checkedIn} of ${people}`;

/** The CSV files the dashboard offers (file names and columns fixed), produced as streams. */
export class ExportsService {
  constructor(private readonly context: Pick<AppContext, 'database' | 'config'>) {}

  private get db(): Database {
    return this.context.database.db;
  }

  async registrations(type: RegistrationType, eventId?: string): Promise<CsvExport> {
    let prefix = '';
    if (eventId) {
      const [event] = await this.db
        .select({ name: events.name })
        .from(events)
        .where(eq(events.id, eventId));
      if (!event) throw notFound(EVENT_NOT_FOUND);
      prefix = `${safeFileName(event.name)}_`;
    }
    const filter: SQL | undefined = and(
      eq(registrations.registrationType, type),
      eventId ? eq(registrations.eventId, eventId) : undefined,
    );
    const rows = keyset(
      (after?: Cursor) =>
        this.db
          .select({
            id: registrations.id,
            createdAt: registrations.createdAt,
            name: registrations.name,
            email: registrations.email,
            contact: registrations.contact,
            studentId: people.studentId,
            event: events.name,
            teamMembers: registrations.teamMembers,
            status: registrations.status,
            // What was paid and kept: refunds (a cancellation, say) are taken off, as in totals.
            paid: sql<number>`case when ${registrations.paymentStatus} = 'Success' then ${registrations.amount} - coalesce(
              (select sum(p.refunded_amount) from payments p where p.registration_id = ${registrations.id}), 0) else 0 end`,
            checkedIn: sql<number>`(select count(*) from check_ins c where c.registration_id = ${registrations.id})`,
          })
          .from(registrations)
          .innerJoin(events, eq(events.id, registrations.eventId))
          .innerJoin(people, eq(people.email, registrations.email))
          .where(and(filter, afterCursor(registrations, after)))
          .orderBy(asc(registrations.createdAt), asc(registrations.id))
          .limit(BATCH),
      (row) => ({ createdAt: row.createdAt, id: row.id }),
    );
    const team = type === 'team';
    const header = [
      'Name',
      'Email',
      'Contact',
      'Student ID',
      'Event',
      ...(team ? ['Team Members'] : []),
      'Amount Paid',
      'Status',
      'Checked In',
    ];
    return {
      fileName: `${prefix}${type}_registrations.csv`,
      stream: csvStream(header, rows, (row) => [
        row.name,
        row.email,
        row.contact,
        row.studentId,
        row.event,
        ...(team
          ? [joinList(row.teamMembers.map((m) => `${m.name} <${m.email}> ${m.contact}`))]
          : []),
        Number(row.paid),
        REGISTRATION_STATUS_LABELS[row.status],
        checkedInCell(Number(row.checkedIn), row.teamMembers.length + 1),
      ]),
    };
  }

  users(): CsvExport {
    type UserRow = {
      email: string;
      name: string;
      contact: string;
      student_id: string;
      registrations: string[];
    };
    const rows = keyset(
      (after?: string) =>
        queryRows<UserRow>(
          this.db,
          sql`select r.email,
                (array_agg(r.name order by r.created_at desc))[1] as name,
                (array_agg(r.contact order by r.created_at desc))[1] as contact,
                p.student_id,
                array_agg(e.name || ' (' || r.registration_type
                || case when r.status = 'confirmed' then '' else ', ' || replace(r.status, '_', ' ') end
                || ')' order by r.created_at) as registrations
              from registrations r
              join people p on p.email = r.email
              join events e on e.id = r.event_id
              ${after === undefined ? sql`` : sql`where r.email > ${after} and p.email > ${after}`}
              group by r.email, p.student_id
              order by r.email
              limit ${BATCH}`,
        ),
      (row) => row.email,
    );
    return {
      fileName: 'users.csv',
      stream: csvStream(
        ['Name', 'Email', 'Contact', 'Student ID', 'Registrations'],
        rows,
        (row) => [row.name, row.email, row.contact, row.student_id, joinList(row.registrations)],
      ),
    };
  }

  donations(): CsvExport {
    const zone = this.context.config.timeZone;
    const rows = keyset(
      (after?: Cursor) =>
        this.db
          .select()
          .from(donations)
          .where(and(eq(donations.paymentStatus, 'Success'), afterCursor(donations, after)))
          .orderBy(asc(donations.createdAt), asc(donations.id))
          .limit(BATCH),
      (row) => ({ createdAt: row.createdAt, id: row.id }),
    );
    const header = ['Name', 'Email', 'Phone', 'Amount (INR)', 'Payment ID', 'Order ID', 'Date'];
    return {
      fileName: 'donations.csv',
      stream: csvStream(header, rows, (row) => [
        row.name,
        row.email,
        row.phone,
        row.amount,
        row.razorpayPaymentId,
        row.razorpayOrderId,
        formatDate(row.createdAt, zone) ?? '',
      ]),
    };
  }

  /** Contact queries, oldest first, as the inbox's search and status pick them out. */
  queries(filter: InboxFilter): CsvExport {
    const zone = this.context.config.timeZone;
    const where = inboxFilter(filter);
    const rows = keyset(
      (after?: Cursor) =>
        this.db
          .select()
          .from(queries)
          .where(and(where, afterCursor(queries, after)))
          .orderBy(asc(queries.createdAt), asc(queries.id))
          .limit(BATCH),
      (row) => ({ createdAt: row.createdAt, id: row.id }),
    );
    const header = [
      'Date',
      'Name',
      'Email',
      'Phone',
      'Address',
      'Message',
      'Status',
      'Reply',
      'Replied At',
      'Replied By',
    ];
    return {
      fileName: 'queries.csv',
      stream: csvStream(header, rows, (row) => [
        formatDateTime(row.createdAt, zone) ?? '',
        row.name,
        row.email,
        row.phone,
        row.address,
        row.message,
        row.status,
        row.reply ?? '',
        formatDateTime(row.repliedAt, zone) ?? '',
        row.repliedBy ?? '',
      ]),
    };
  }

  /** Every payment, oldest first, whatever its state. */
  payments(): CsvExport {
    const zone = this.context.config.timeZone;
    const rows = keyset(
      (after?: Cursor) =>
        this.db
          .select({
            id: payments.id,
            createdAt: payments.createdAt,
            paidAt: payments.paidAt,
            purpose: payments.purpose,
            paidFor,
            payerName,
            email: payments.email,
            amount: payments.amount,
            refundedAmount: payments.refundedAmount,
            state: payments.state,
            method: payments.method,
            orderId: payments.razorpayOrderId,
            paymentId: payments.razorpayPaymentId,
            receiptNumber: payments.receiptNumber,
          })
          .from(payments)
          .leftJoin(registrations, eq(registrations.id, payments.registrationId))
          .leftJoin(events, eq(events.id, registrations.eventId))
          .leftJoin(donations, eq(donations.id, payments.donationId))
          .where(afterCursor(payments, after))
          .orderBy(asc(payments.createdAt), asc(payments.id))
          .limit(BATCH),
      (row) => ({ createdAt: row.createdAt, id: row.id }),
    );
    const header = [
      'Date',
      'Purpose',
      'For',
      'Payer',
      'Email',
      'Amount (INR)',
      'Refunded (INR)',
      'State',
      'Method',
      'Razorpay Order ID',
      'Razorpay Payment ID',
      'Receipt Number',
    ];
    return {
      fileName: 'payments.csv',
      stream: csvStream(header, rows, (row) => [
        formatDateTime(row.paidAt ?? row.createdAt, zone) ?? '',
        row.purpose,
        row.paidFor,
        row.payerName,
        row.email,
        row.amount,
        row.refundedAmount,
        row.state,
        row.method ?? '',
        row.orderId,
        row.paymentId ?? '',
        row.receiptNumber ?? '',
      ]),
    };
  }

  /**
   * Donations received in a financial year, in the columns of the Income-tax department's
   * Form 10BD (statement of donations under section 80G), net of refunds. We ask donors for a
   * PAN only: a donor without one is listed under Aadhaar with the number left for the trust
   * to fill in.
   */
  form10bd(fy: string): CsvExport {
    const zone = this.context.config.timeZone;
    const trust = this.context.config.trust;
    const { start, end } = financialYearBounds(fy, zone);
    const receivedAt = sql<Date>`coalesce(${payments.paidAt}, ${donations.createdAt})`;
    const net = sql<number>`(${donations.amount} - coalesce(${payments.refundedAmount}, 0))::int`;
    const rows = keyset(
      (after?: Cursor) =>
        this.db
          .select({
            id: donations.id,
            createdAt: donations.createdAt,
            name: donations.name,
            address: donations.address,
            pan: donations.pan,
            net,
          })
          .from(donations)
          .leftJoin(
            payments,
            and(
              eq(payments.donationId, donations.id),
              inArray(payments.state, ['paid', 'partially_refunded', 'refunded']),
            ),
          )
          .where(
            and(
              eq(donations.paymentStatus, 'Success'),
              sql`${receivedAt} >= ${start.toISOString()} and ${receivedAt} < ${end.toISOString()}`,
              sql`${net} > 0`,
              afterCursor(donations, after),
            ),
          )
          .orderBy(asc(donations.createdAt), asc(donations.id))
          .limit(BATCH),
      (row) => ({ createdAt: row.createdAt, id: row.id }),
    );
    const header = [
      'Pre Acknowledgement Number',
      'ID Code',
      'Unique Identification Number',
      'Section Code',
      'Unique Registration Number (URN)',
      'Date of Issuance of Unique Registration Number',
      'Name of donor',
      'Address of donor',
      'Donation Type',
      'Mode of receipt',
      'Amount of donation (Indian rupees)',
    ];
    return {
      fileName: `form-10bd-${fy}.csv`,
      stream: csvStream(header, rows, (row) => [
        '',
        row.pan ? 'Permanent Account Number' : 'Aadhaar Number',
        row.pan,
        'Section 80G',
        trust?.urn ?? '',
        trust?.validFrom ?? '',
        row.name,
        row.address,
        'Others',
        'Electronic modes including account payee cheque/draft',
        Number(row.net),
      ]),
    };
  }

  /** The audit log as the Activity tab's filters pick it out, oldest first. */
  activity(filter: AuditFilter): CsvExport {
    const zone = this.context.config.timeZone;
    const where = auditWhere(filter, zone);
    const rows = keyset(
      (after?: number) =>
        this.db
          .select()
          .from(auditLog)
          .where(and(where, after === undefined ? undefined : gt(auditLog.id, after)))
          .orderBy(asc(auditLog.id))
          .limit(BATCH),
      (row) => row.id,
    );
    const json = (value: unknown) => (value === null ? '' : JSON.stringify(value));
    const header = ['When', 'Admin', 'Address', 'Action', 'Record', 'Record ID', 'Before', 'After'];
    return {
      fileName: 'activity.csv',
      stream: csvStream(header, rows, (row) => [
        formatDateTime(row.at, zone) ?? '',
        row.adminUsername,
        row.address ?? '',
        auditActionLabel(row.action),
        row.recordType ?? '',
        row.recordId ?? '',
        json(row.before),
        json(row.after),
      ]),
    };
  }
}
