import { and, eq, ilike, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { formatDateTime } from '@/domain/dates';
import { GATE_MESSAGES, gateIsOpen } from '@/domain/gate';
import { made, type MadeMessage } from '@/domain/i18n/format';
import {
  codeFromScan,
  type CheckInAnswer,
  type checkInInputSchema,
  type CheckInPerson,
  type checkInSearchQuerySchema,
  type CheckInSummary,
  type RegistrationStatus,
} from '@/domain/lifecycle';
import type { AppContext } from '@/server/context';
import { queryRows, type Database } from '@/server/db/client';
import {
  auditLog,
  checkIns,
  events,
  gateScans,
  payments,
  people,
  registrations,
} from '@/server/db/schema';
import { containing } from '@/server/db/search';
import type { AuditActor } from '@/server/http/access';
import { badRequest, conflict, notFound } from '@/server/http/errors';
import { auditEntry } from '../audit/audit';

type CheckInInput = z.output<typeof checkInInputSchema>;
type SearchQuery = z.output<typeof checkInSearchQuerySchema>;
type CheckInRow = typeof checkIns.$inferSelect;

export const CHECK_IN_MESSAGES = {
  unknown: 'This is not one of our tickets. Check the code, or find the person by name.',
  notAdmitted: {
    awaiting_payment: 'This registration is not paid yet, so the ticket is not valid.',
    waitlisted: 'This person is on the waiting list, not registered.',
    cancelled: 'This registration was cancelled, so the ticket is not valid.',
    expired: 'This registration expired unpaid, so the ticket is not valid.',
  } satisfies Record<Exclude<RegistrationStatus, 'confirmed'>, string>,
  noSuchPerson: (person: number) => `There is no person ${person} in this registration.`,
  already: (when: string, by: string, gate: string) =>
    `Already checked in at ${when} by ${by}${gate ? ` (${gate})` : ''}.`,
} as const;

/** Search results at most: the gate looks for one person. */
const SEARCH_LIMIT = 20;

/** Whether the registration's fee was paid and then given back in full (which cancels it). */
export const refundedInFull = sql<boolean>`exists (select 1 from ${payments} p
  where p.registration_id = ${registrations.id} and p.receipt_number is not null
    and p.refunded_amount >= p.amount)`;

export const checkInColumns = {
  registration: registrations,
  event: { id: events.id, name: events.name, date: events.date },
  studentId: people.studentId,
  refunded: refundedInFull,
};

/** The entries read with the lock were older than the lock: the transaction is undone. */
class StaleEntries extends Error {}

/** One per gate that let someone in while this scan waited, and then some. */
const MAX_CHECK_IN_ATTEMPTS = 20;

type StoredEntry = Omit<CheckInRow, 'checkedInAt'> & { checkedInAt: string };

/** A ticket's check-ins as they stand, read with the ticket (JSON, so its times are text). */
const entriesOfRegistration = sql<StoredEntry[]>`(
  select coalesce(json_agg(json_build_object('registrationId', c.registration_id,
      'person', c.person, 'checkedInAt', c.checked_in_at, 'checkedInBy', c.checked_in_by,
      'gate', c.gate, 'scanId', c.scan_id)), '[]')
  from ${checkIns} c where c.registration_id = ${registrations.id})`;

const storedEntry = (entry: StoredEntry): CheckInRow => ({
  ...entry,
  checkedInAt: new Date(entry.checkedInAt),
});

export type Found = {
  registration: typeof registrations.$inferSelect;
  event: { id: string; name: string; date: Date | null };
  studentId: string;
  refunded: boolean;
};

/**
 * Why a ticket does not admit at this event's gate at this time, or null when it does: another
 * event's ticket, outside its event's day, or a registration that is not confirmed. The message
 * keeps its values, so the API can say it in the request's language (`made`).
 */
export function ticketRefusal(
  found: Pick<Found, 'registration' | 'event' | 'refunded'>,
  eventId: string,
  at: Date,
  timeZone: string,
): MadeMessage | null {
  const { registration, event } = found;
  const date = { date: event.date, timeZone };
  if (event.id !== eventId) return made(GATE_MESSAGES.otherEvent, event.name, date);
  if (registration.status === 'cancelled' && found.refunded) return made(GATE_MESSAGES.refunded);
  if (registration.status !== 'confirmed') {
    return made(CHECK_IN_MESSAGES.notAdmitted[registration.status]);
  }
  if (!gateIsOpen(event.date, at, timeZone)) return made(GATE_MESSAGES.otherDay, event.name, date);
  return null;
}

/** Check-in at the event's gates: by a ticket's QR code, or a person found by name. */
export class CheckInsService {
  constructor(private readonly context: Pick<AppContext, 'database' | 'clock' | 'config'>) {}

  private get db(): Database {
    return this.context.database.db;
  }

  private answer(found: Found, entries: CheckInRow[]): Omit<CheckInAnswer, 'admitted'> {
    const { registration, event } = found;
    const zone = this.context.config.timeZone;
    const everyone = [
      { name: registration.name, email: registration.email, contact: registration.contact },
      ...registration.teamMembers,
    ];
    const persons: CheckInPerson[] = everyone.map((person, index) => {
      const entry = entries.find((candidate) => candidate.person === index);
      return {
        person: index,
        name: person.name,
        email: person.email,
        contact: person.contact,
        checkedInAt: entry ? (formatDateTime(entry.checkedInAt, zone) ?? null) : null,
        checkedInBy: entry?.checkedInBy ?? null,
        gate: entry?.gate ?? null,
      };
    });
    return {
      registrationId: registration.id,
      code: registration.ticketCode,
      status: registration.status,
      name: registration.name,
      email: registration.email,
      studentId: found.studentId,
      registrationType: registration.registrationType,
      event: { _id: event.id, name: event.name, date: event.date?.toISOString() ?? null },
      people: persons,
    };
  }

  /**
   * Lets in the people of a ticket: everyone not yet in, or the ones named (a team member by
   * member). A ticket whose people are all in already is refused with when and by whom, so a
   * copied QR cannot bring in a second crowd. Every writer of a ticket's check-ins holds its
   * row's lock (the gate's batches too), so what was read under it is what is written: an
   * admission costs the lock with the entries, then the entries and the audit entry in one
   * statement (statements pinned in check-in-statements.test.ts).
   */
  async checkIn(input: CheckInInput, actor: AuditActor): Promise<CheckInAnswer> {
    const code = codeFromScan(input.code);
    if (!code) throw notFound(CHECK_IN_MESSAGES.unknown);
    // A scan that waited for the ticket's lock while another gate let people in may have read
    // the entries as they were before (PostgreSQL reads the rest of a locking statement from the
    // snapshot it started with): it changes nothing and runs again, reading them afresh.
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.checkInOnce(code, input, actor);
      } catch (error) {
        if (!(error instanceof StaleEntries) || attempt >= MAX_CHECK_IN_ATTEMPTS) throw error;
      }
    }
  }

  private checkInOnce(code: string, input: CheckInInput, actor: AuditActor) {
    const now = this.context.clock.now();
    return this.db.transaction(async (tx): Promise<CheckInAnswer> => {
      const [found] = await tx
        .select({ ...checkInColumns, entries: entriesOfRegistration })
        .from(registrations)
        .innerJoin(events, eq(events.id, registrations.eventId))
        .innerJoin(people, eq(people.email, registrations.email))
        .where(eq(registrations.ticketCode, code))
        .for('update', { of: registrations });
      if (!found) throw notFound(CHECK_IN_MESSAGES.unknown);
      const { registration } = found;
      const refusal = ticketRefusal(found, input.event, now, this.context.config.timeZone);
      if (refusal) throw conflict(refusal);
      const size = registration.teamMembers.length + 1;
      const wanted = input.people ?? Array.from({ length: size }, (_, index) => index);
      const missing = wanted.find((person) => person >= size);
      if (missing !== undefined) throw badRequest(CHECK_IN_MESSAGES.noSuchPerson(missing));

      const before = found.entries.map(storedEntry);
      const inside = new Set(before.map((entry) => entry.person));
      const newcomers = [...new Set(wanted)].filter((person) => !inside.has(person));
      if (newcomers.length === 0) {
        const first = before
          .filter((entry) => wanted.includes(entry.person))
          .sort((a, b) => a.checkedInAt.getTime() - b.checkedInAt.getTime())[0];
        throw conflict(
          made(
            CHECK_IN_MESSAGES.already,
            { dateTime: first?.checkedInAt, timeZone: this.context.config.timeZone },
            first?.checkedInBy ?? '',
            first?.gate ?? '',
          ),
        );
      }
      const admittedPeople = newcomers.sort((a, b) => a - b);
      const rows = admittedPeople.map((person) => ({
        registrationId: registration.id,
        person,
        checkedInAt: now,
        checkedInBy: actor.username,
        gate: input.gate,
        scanId: null,
      }));
      const admitted = tx
        .$with('admitted')
        .as(tx.insert(checkIns).values(rows).onConflictDoNothing().returning());
      const audited = tx.$with('audited').as(
        tx
          .insert(auditLog)
          .values(
            auditEntry(
              actor,
              'checkin.create',
              { type: 'registration', id: registration.id },
              null,
              { people: admittedPeople, gate: input.gate },
            ),
          )
          .returning({ id: auditLog.id }),
      );
      const written = await tx.with(admitted, audited).select().from(admitted);
      if (written.length !== rows.length) throw new StaleEntries();
      return { ...this.answer(found, [...before, ...rows]), admitted: admittedPeople };
    });
  }

  /** Registrations of a name, e-mail, phone or student id (team members' too). */
  async search(query: SearchQuery): Promise<Omit<CheckInAnswer, 'admitted'>[]> {
    const pattern = containing(query.q);
    const rows = await this.db
      .select(checkInColumns)
      .from(registrations)
      .innerJoin(events, eq(events.id, registrations.eventId))
      .innerJoin(people, eq(people.email, registrations.email))
      .where(
        and(
          query.event ? eq(registrations.eventId, query.event) : undefined,
          sql`${registrations.status} in ('confirmed', 'awaiting_payment')`,
          or(
            ilike(registrations.name, pattern),
            ilike(registrations.email, pattern),
            ilike(registrations.contact, pattern),
            ilike(people.studentId, pattern),
            sql`${registrations.teamMembers}::text ilike ${pattern}`,
          ),
        ),
      )
      .orderBy(registrations.name, registrations.id)
      .limit(SEARCH_LIMIT);
    if (rows.length === 0) return [];
    const entries = await this.db
      .select()
      .from(checkIns)
      .where(
        sql`${checkIns.registrationId} in (${sql.join(
          rows.map((row) => sql`${row.registration.id}`),
          sql`, `,
        )})`,
      );
    return rows.map((row) =>
      this.answer(
        row,
        entries.filter((entry) => entry.registrationId === row.registration.id),
      ),
    );
  }

  /**
   * Per event: people confirmed (registrants and their teams), people checked in, and the
   * tickets two gates let in before they synced (both gates and times).
   */
  async summary(): Promise<CheckInSummary> {
    const zone = this.context.config.timeZone;
    const rows = await queryRows<{ event_id: string; confirmed: number; checked_in: number }>(
      this.db,
      sql`select r.event_id,
            sum(1 + jsonb_array_length(r.team_members))::int as confirmed,
            coalesce(sum((select count(*) from check_ins c where c.registration_id = r.id)), 0)::int
              as checked_in
          from registrations r
          where r.status = 'confirmed'
          group by r.event_id`,
    );
    const conflicts = await this.db
      .select({
        eventId: gateScans.eventId,
        registrationId: registrations.id,
        name: registrations.name,
        gate: gateScans.gate,
        scannedAt: gateScans.scannedAt,
        firstGate: gateScans.conflictGate,
        firstAt: gateScans.conflictAt,
      })
      .from(gateScans)
      .innerJoin(registrations, eq(registrations.id, gateScans.registrationId))
      .where(eq(gateScans.outcome, 'conflict'))
      .orderBy(gateScans.scannedAt);
    const at = (instant: Date | null) => formatDateTime(instant, zone) ?? '';
    return rows.map((row) => ({
      eventId: row.event_id,
      confirmed: row.confirmed,
      checkedIn: row.checked_in,
      conflicts: conflicts
        .filter((conflict) => conflict.eventId === row.event_id)
        .map((conflict) => ({
          registrationId: conflict.registrationId,
          name: conflict.name,
          first: { gate: conflict.firstGate ?? '', at: at(conflict.firstAt) },
          second: { gate: conflict.gate, at: at(conflict.scannedAt) },
        })),
    }));
  }
}
