import { and, asc, eq, gt, isNotNull, sql, type SQL } from 'drizzle-orm';
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
import { REGISTRATION_TYPE_LABELS, type RegistrationType } from '@/domain/constants';
import { formatDate, formatDateTime, formatTimestamp, isoInZone } from '@/domain/dates';
import { financialYearBounds } from '@/domain/financial-year';
import { EVENT_NOT_FOUND } from '@/domain/events';
import { answerText, type EventQuestion, type RegistrationAnswers } from '@/domain/event-questions';
import { ERASED_EMAIL_DOMAIN } from '@/domain/person-data';
import { auditActionLabel } from '@/domain/audit';
import { auditWhere, type AuditFilter } from '../audit/service';
import { REGISTRATION_STATUS_LABELS, type RegistrationStatus } from '@/domain/lifecycle';
import { QUERY_STATUS_LABELS } from '@/domain/query-inbox-schemas';
import { form10bdDonationType, FORM_10BD_COLUMNS } from '@/domain/donation-purposes';
import { PAYMENT_PURPOSE_LABELS, PAYMENT_STATE_LABELS } from '@/domain/payments';
import { paidFor, payerName } from '../payments/admin-service';
import { paymentModeName } from '../receipts/issued-receipt';
import { inboxFilter, type InboxFilter } from '../queries/admin-service';
import { eventSummaries } from '../events/summary';
import { safeFileName } from '@/server/http/file-names';
import { csvStream, joinList } from './csv';

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

/** A day as the income-tax portal's templates write it: DD-MM-YYYY. */
const portalDate = (day: string) => day.split('-').reverse().join('-');

/** 'Donation: Corpus fund' back to 'Corpus fund': a receipt names the purpose so. */
const purposeOfReceipt = (purpose: string | undefined) =>
  purpose?.startsWith('Donation: ') ? purpose.slice('Donation: '.length) : '';

/**
 * A question's answer in a registration's row: the registrant's, or for a question asked of
 * each team member, every person's named ("Asha: L; Ravi: M").
 */
function answerCell(
  question: EventQuestion,
  row: { name: string; teamMembers: { name: string }[]; answers: RegistrationAnswers },
): string {
  const people = [row.name, ...row.teamMembers.map((member) => member.name)];
  if (!question.perMember || people.length === 1) return answerText(row.answers[0]?.[question.id]);
  return joinList(
    people.map((name, person) => `${name}: ${answerText(row.answers[person]?.[question.id])}`),
  );
}
/** A date column's header and the one beside it that a spreadsheet sorts. */
const datedHeader = (label: string) => [label, `${label} (ISO 8601)`];

/** The readable cell ('15 Jan 2027, 6:30 pm') and the sortable one beside it. */
const datedCells = (
  value: Date | string | null | undefined,
  timeZone: string,
  readable: (value: Date | string | null | undefined, zone: string) => string | undefined,
) => [readable(value, timeZone) ?? '', isoInZone(value, timeZone) ?? ''];

/** The latest receipt issued for money paid towards a row (a registration or a donation). */
const receiptOf = (column: AnyPgColumn, owner: AnyPgColumn) =>
  sql<string | null>`(select ${payments.receiptNumber} from ${payments} where ${column} = ${owner}
      and ${payments.receiptNumber} is not null order by ${payments.paidAt} desc limit 1)`;

/** 'Quiz (Team)'; a registration not confirmed says where it stands: 'Quiz (Team, Waiting list)'. */
const registrationInWords = (r: {
  event: string;
  type: RegistrationType;
  status: RegistrationStatus;
}) =>
  `${r.event} (${REGISTRATION_TYPE_LABELS[r.type]}${
    r.status === 'confirmed' ? '' : `, ${REGISTRATION_STATUS_LABELS[r.status]}`
  })`;

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
    // One event's file has a column per question of its own; the file for all events has none.
    let questions: EventQuestion[] = [];
    if (eventId) {
      const [event] = await this.db
        .select({ name: events.name, questions: events.questions })
        .from(events)
        .where(eq(events.id, eventId));
      if (!event) throw notFound(EVENT_NOT_FOUND);
      prefix = `${safeFileName(event.name)}_`;
      questions = event.questions;
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
            hostel: registrations.hostel,
            studentId: people.studentId,
            event: events.name,
            registrationType: registrations.registrationType,
            amount: registrations.amount,
            receiptNumber: receiptOf(payments.registrationId, registrations.id),
            teamMembers: registrations.teamMembers,
            answers: registrations.answers,
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
      'Hostel',
      'Event',
      'Registration Type',
      ...(team ? ['Team Members'] : []),
      'Amount Paid',
      'Receipt Number',
      'Status',
      'Checked In',
      ...datedHeader('Registered'),
      ...questions.map((question) => question.label),
    ];
    const zone = this.context.config.timeZone;
    return {
      fileName: `${prefix}${type}_registrations.csv`,
      stream: csvStream(header, rows, (row) => [
        row.name,
        row.email,
        row.contact,
        row.studentId,
        row.hostel,
        row.event,
        REGISTRATION_TYPE_LABELS[row.registrationType],
        ...(team
          ? [joinList(row.teamMembers.map((m) => `${m.name} <${m.email}> ${m.contact}`))]
          : []),
        row.amount === 0 ? 'Free' : Number(row.paid),
        row.receiptNumber ?? '',
        REGISTRATION_STATUS_LABELS[row.status],
        checkedInCell(Number(row.checkedIn), row.teamMembers.length + 1),
        ...datedCells(row.createdAt, zone, formatDateTime),
        ...questions.map((question) => answerCell(question, row)),
      ]),
    };
  }

  /** Each event's registrations by state and its money, a row per event. */
  eventSummaries(): CsvExport {
    const zone = this.context.config.timeZone;
    const db = this.db;
    async function* batches() {
      yield await eventSummaries(db);
    }
    return {
      fileName: 'event-summary.csv',
      stream: csvStream(
        [
          'Event',
          'Date',
          'Confirmed',
          'Awaiting Payment',
          'Waiting',
          'Cancelled',
          'Expired',
          'Collected (INR)',
          'Refunded (INR)',
          'Net (INR)',
          'Pending (INR)',
        ],
        batches(),
        (row) => [
          row.name,
          formatDate(row.date, zone) ?? '',
          row.registrations.confirmed,
          row.registrations.awaitingPayment,
          row.registrations.waitlisted,
          row.registrations.cancelled,
          row.registrations.expired,
          row.collected,
          row.refunded,
          row.net,
          row.pending,
        ],
      ),
    };
  }

  users(): CsvExport {
    type UserRow = {
      email: string;
      name: string;
      contact: string;
      hostel: string;
      student_id: string;
      registrations: Array<{ event: string; type: RegistrationType; status: RegistrationStatus }>;
    };
    const rows = keyset(
      (after?: string) =>
        queryRows<UserRow>(
          this.db,
          sql`select r.email,
                (array_agg(r.name order by r.created_at desc))[1] as name,
                (array_agg(r.contact order by r.created_at desc))[1] as contact,
                (array_agg(r.hostel order by r.created_at desc))[1] as hostel,
                p.student_id,
                json_agg(json_build_object('event', e.name, 'type', r.registration_type,
                  'status', r.status) order by r.created_at) as registrations
              from registrations r
              join people p on p.email = r.email
              join events e on e.id = r.event_id
              where r.email not like ${`%@${ERASED_EMAIL_DOMAIN}`}
              ${after === undefined ? sql`` : sql`and r.email > ${after} and p.email > ${after}`}
              group by r.email, p.student_id
              order by r.email
              limit ${BATCH}`,
        ),
      (row) => row.email,
    );
    return {
      fileName: 'users.csv',
      stream: csvStream(
        ['Name', 'Email', 'Contact', 'Hostel', 'Student ID', 'Registrations'],
        rows,
        (row) => [
          row.name,
          row.email,
          row.contact,
          row.hostel,
          row.student_id,
          joinList(row.registrations.map(registrationInWords)),
        ],
      ),
    };
  }

  donations(): CsvExport {
    const zone = this.context.config.timeZone;
    const rows = keyset(
      (after?: Cursor) =>
        this.db
          .select({
            id: donations.id,
            createdAt: donations.createdAt,
            name: donations.name,
            email: donations.email,
            phone: donations.phone,
            amount: donations.amount,
            pan: donations.pan,
            purpose: donations.purpose,
            razorpayPaymentId: donations.razorpayPaymentId,
            razorpayOrderId: donations.razorpayOrderId,
            receiptNumber: receiptOf(payments.donationId, donations.id),
          })
          .from(donations)
          .where(and(eq(donations.paymentStatus, 'Success'), afterCursor(donations, after)))
          .orderBy(asc(donations.createdAt), asc(donations.id))
          .limit(BATCH),
      (row) => ({ createdAt: row.createdAt, id: row.id }),
    );
    const header = [
      'Name',
      'Email',
      'Phone',
      'PAN',
      'Amount (INR)',
      'Purpose',
      'Receipt Number',
      'Payment ID',
      'Order ID',
      ...datedHeader('Date'),
    ];
    return {
      fileName: 'donations.csv',
      stream: csvStream(header, rows, (row) => [
        row.name,
        row.email,
        row.phone,
        row.pan,
        row.amount,
        row.purpose,
        row.receiptNumber ?? '',
        row.razorpayPaymentId,
        row.razorpayOrderId,
        ...datedCells(row.createdAt, zone, formatDate),
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
      ...datedHeader('Date'),
      'Name',
      'Email',
      'Phone',
      'Address',
      'Message',
      'Status',
      'Reply',
      ...datedHeader('Replied At'),
      'Replied By',
    ];
    return {
      fileName: 'queries.csv',
      stream: csvStream(header, rows, (row) => [
        ...datedCells(row.createdAt, zone, formatDateTime),
        row.name,
        row.email,
        row.phone,
        row.address,
        row.message,
        QUERY_STATUS_LABELS[row.status],
        row.reply ?? '',
        ...datedCells(row.repliedAt, zone, formatDateTime),
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
            // Why money was kept by hand, or why it went back.
            note: sql<
              string | null
            >`coalesce(${payments.note}, (select r.reason from refunds r where r.payment_id = ${payments.id} and ${payments.receiptNumber} is null order by r.created_at limit 1))`,
          })
          .from(payments)
          .leftJoin(registrations, eq(registrations.id, payments.registrationId))
          .leftJoin(events, eq(events.id, payments.eventId))
          .leftJoin(donations, eq(donations.id, payments.donationId))
          .where(afterCursor(payments, after))
          .orderBy(asc(payments.createdAt), asc(payments.id))
          .limit(BATCH),
      (row) => ({ createdAt: row.createdAt, id: row.id }),
    );
    const header = [
      ...datedHeader('Date'),
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
      'Note',
    ];
    return {
      fileName: 'payments.csv',
      stream: csvStream(header, rows, (row) => [
        ...datedCells(row.paidAt ?? row.createdAt, zone, formatDateTime),
        PAYMENT_PURPOSE_LABELS[row.purpose],
        row.paidFor,
        row.payerName,
        row.email,
        row.amount,
        row.refundedAmount,
        PAYMENT_STATE_LABELS[row.state],
        paymentModeName(row.method),
        row.orderId ?? '',
        row.paymentId ?? '',
        row.receiptNumber ?? '',
        row.note ?? '',
      ]),
    };
  }

  /**
   * Donations received in a financial year (net of refunds), as the Income-tax department's CSV
   * template for Form 10BD Part B takes them, column for column, with the values its drop-downs
   * allow. We ask donors for a PAN only: a donor without one is listed under "Aadhaar Number"
   * with the number left for the trust to fill in before uploading.
   */
  form10bd(fy: string): CsvExport {
    const zone = this.context.config.timeZone;
    const trust = this.context.config.trust;
    const { start, end } = financialYearBounds(fy, zone);
    const net = sql<number>`(${payments.amount} - ${payments.refundedAmount})::int`;
    let serial = 0;
    const rows = keyset(
      (after?: Cursor) =>
        this.db
          .select({
            id: payments.id,
            createdAt: payments.createdAt,
            receipt: payments.receipt,
            method: payments.method,
            purpose: donations.purpose,
            net,
          })
          .from(payments)
          .leftJoin(donations, eq(donations.id, payments.donationId))
          .where(
            and(
              eq(payments.purpose, 'donation'),
              isNotNull(payments.receiptNumber),
              sql`${payments.paidAt} >= ${start.toISOString()} and ${payments.paidAt} < ${end.toISOString()}`,
              sql`${net} > 0`,
              afterCursor(payments, after),
            ),
          )
          .orderBy(asc(payments.createdAt), asc(payments.id))
          .limit(BATCH),
      (row) => ({ createdAt: row.createdAt, id: row.id }),
    );
    return {
      fileName: `form-10bd-${fy}.csv`,
      stream: csvStream([...FORM_10BD_COLUMNS], rows, (row) => {
        // What the receipt named, as issued: the donor may since have been erased.
        const payer = row.receipt?.payer;
        serial += 1;
        return [
          serial,
          '',
          payer?.pan ? 'Permanent Account Number' : 'Aadhaar Number',
          payer?.pan ?? '',
          'Section 80G',
          trust?.urn ?? '',
          trust ? portalDate(trust.validFrom) : '',
          payer?.name ?? '',
          payer?.address ?? '',
          form10bdDonationType(row.purpose ?? purposeOfReceipt(row.receipt?.purpose)),
          row.method === 'cash' ? 'Cash' : 'Electronic modes including account payee cheque/draft',
          Number(row.net),
        ];
      }),
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
    const header = [
      ...datedHeader('When'),
      'Admin',
      'Address',
      'Action',
      'Record',
      'Record ID',
      'Before',
      'After',
    ];
    return {
      fileName: 'activity.csv',
      stream: csvStream(header, rows, (row) => [
        ...datedCells(row.at, zone, formatTimestamp),
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
