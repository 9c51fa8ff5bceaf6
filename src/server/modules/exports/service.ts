import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { AppContext } from '../../context';
import { queryRows, type Database } from '../../db/client';
import { donations, events, people, registrations } from '../../db/schema';
import { notFound } from '../../http/errors';
import type { RegistrationType } from '../../../domain/constants';
import { formatDate } from '../../../domain/dates';
import { EVENT_NOT_FOUND } from '../events/service';
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

/** The CSV files of SPEC.md section 7, produced by the server as streams (DESIGN.md section 7.10). */
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
            paid: sql<number>`case when ${registrations.paymentStatus} = 'Success' then ${registrations.amount} else 0 end`,
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
                array_agg(e.name || ' (' || r.registration_type || ')' order by r.created_at) as registrations
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
          .where(afterCursor(donations, after))
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
}
