import { ERASED_EMAIL_DOMAIN } from '@/domain/person-data';
import { and, asc, desc, eq, ilike, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  AdminUser,
  adminRegistrationInputSchema,
  adminRegistrationsQuerySchema,
  adminRegistrationUpdateSchema,
  adminUserUpdateSchema,
  adminUsersQuerySchema,
} from '@/domain/admin-schemas';
import { answersForTeam } from '@/domain/event-questions';
import { EVENT_NOT_FOUND, feeFor, teamSize } from '@/domain/events';
import { takesPlace } from '@/domain/lifecycle';
import { formatRupees } from '@/domain/money';
import type { Registration } from '@/domain/registration-schemas';
import type { AppContext } from '@/server/context';
import { queryRows, type Database } from '@/server/db/client';
import { events, payments, people, registrations } from '@/server/db/schema';
import { containing } from '@/server/db/search';
import type { AuditActor } from '@/server/http/access';
import { badRequest, conflict, notFound } from '@/server/http/errors';
import type { Page } from '@/server/http/paging';
import { studentIdFor } from '../accounts/student-ids';
import { enqueue } from '@/server/jobs/queue';
import { audit, type AuditRecord } from '../audit/audit';
import { recordPaymentByHand } from '../payments/apply';
import { confirmationJob } from '../places/mail-jobs';
import {
  closeOpenOrders,
  lockEvent,
  lockRegistration,
  releasePlace,
  type Tx,
} from '../places/places';
import {
  checkTeam,
  REGISTRATION_MESSAGES,
  registrationEvent,
  registrationExtras,
  toRegistration,
} from './service';
import { storeRegistration } from './store';

type RegistrationsQuery = z.output<typeof adminRegistrationsQuerySchema>;
type UsersQuery = z.output<typeof adminUsersQuerySchema>;
type AdminRegistrationInput = z.output<typeof adminRegistrationInputSchema>;
type RegistrationUpdate = z.output<typeof adminRegistrationUpdateSchema>;
type UserUpdate = z.output<typeof adminUserUpdateSchema>;

export const ADMIN_REGISTRATION_MESSAGES = {
  notFound: 'This registration does not exist. It may have been deleted.',
  userNotFound: 'There are no registrations for this e-mail.',
  already: 'This e-mail is already registered for this event.',
  deleted: 'Registration deleted.',
  hasMoney: (amount: number) =>
    `This registration has ${formatRupees(amount)} paid on it. Refund it first (Payments tab), or erase the person to keep the books.`,
  personHasMoney: (amount: number) =>
    `This person has ${formatRupees(amount)} paid on their registrations. Refund it first (Payments tab), or erase the person instead: erasing keeps what the books need.`,
  paidAlready: (receipt: string) =>
    `This registration was paid (receipt ${receipt}). To give the money back, refund it in the Payments tab instead.`,
  reasonNeeded:
    'reason: Say how the payment was received, for example "Paid in cash at the office".',
  cannotRecord: (status: string) =>
    `This registration is ${status.replace('_', ' ')}: a payment cannot be recorded for it.`,
  userUpdated: (n: number) => `Updated ${n} ${n === 1 ? 'registration' : 'registrations'}.`,
  userDeleted: (n: number) => `Deleted ${n} ${n === 1 ? 'registration' : 'registrations'}.`,
} as const;

const registrationRecord = (id: string): AuditRecord => ({ type: 'registration', id });
/** A person is known by their e-mail across registrations. */
export const personRecord = (email: string): AuditRecord => ({ type: 'person', id: email });

const registrationColumns = {
  registration: registrations,
  event: registrationEvent,
  studentId: people.studentId,
  ...registrationExtras,
};

export function registrationFilters(
  query: Pick<RegistrationsQuery, 'q' | 'event' | 'type' | 'status'>,
): SQL | undefined {
  const conditions: Array<SQL | undefined> = [];
  if (query.q) {
    const pattern = containing(query.q);
    conditions.push(
      or(
        ilike(registrations.name, pattern),
        ilike(registrations.email, pattern),
        ilike(registrations.contact, pattern),
        ilike(people.studentId, pattern),
        ilike(events.name, pattern),
      ),
    );
  }
  if (query.event) conditions.push(eq(registrations.eventId, query.event));
  if (query.type) conditions.push(eq(registrations.registrationType, query.type));
  if (query.status) conditions.push(eq(registrations.status, query.status));
  return and(...conditions);
}

const registrationOrder: Record<RegistrationsQuery['sort'], SQL[]> = {
  createdAt: [asc(registrations.createdAt), asc(registrations.id)],
  '-createdAt': [desc(registrations.createdAt), desc(registrations.id)],
  name: [asc(registrations.name), asc(registrations.id)],
  '-name': [desc(registrations.name), desc(registrations.id)],
  email: [asc(registrations.email), asc(registrations.id)],
  '-email': [desc(registrations.email), desc(registrations.id)],
  event: [asc(events.name), asc(registrations.createdAt), asc(registrations.id)],
  '-event': [desc(events.name), desc(registrations.createdAt), desc(registrations.id)],
};

/** The admin's view of registrations and of the people behind them. */
export class AdminRegistrationsService {
  constructor(private readonly context: Pick<AppContext, 'database' | 'clock' | 'config'>) {}

  private get db(): Database {
    return this.context.database.db;
  }

  private joined() {
    return this.db
      .select(registrationColumns)
      .from(registrations)
      .innerJoin(events, eq(events.id, registrations.eventId))
      .innerJoin(people, eq(people.email, registrations.email));
  }

  async list(query: RegistrationsQuery): Promise<Page<Registration>> {
    const where = registrationFilters(query);
    const [rows, [counted]] = await Promise.all([
      this.joined()
        .where(where)
        .orderBy(...registrationOrder[query.sort])
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize),
      this.db
        .select({ total: sql<number>`count(*)::int` })
        .from(registrations)
        .innerJoin(events, eq(events.id, registrations.eventId))
        .innerJoin(people, eq(people.email, registrations.email))
        .where(where),
    ]);
    return {
      items: rows.map((row) => toRegistration(row.registration, row.event, row)),
      total: counted?.total ?? 0,
    };
  }

  private async getOne(id: string): Promise<Registration> {
    const [row] = await this.joined().where(eq(registrations.id, id));
    if (!row) throw notFound(ADMIN_REGISTRATION_MESSAGES.notFound);
    return toRegistration(row.registration, row.event, row);
  }

  /**
   * Adds a registration by hand: no deadline, status or capacity checks, still one per e-mail.
   * A paid one waits for its payment without a time limit (the admin collects it).
   */
  async create(input: AdminRegistrationInput, actor: AuditActor): Promise<Registration> {
    const now = this.context.clock.now();
    const id = await this.db.transaction(async (tx) => {
      const event = await lockEvent(tx, input.event);
      if (!event) throw notFound(EVENT_NOT_FOUND);
      if (!event.allowedRegistrationTypes.includes(input.registrationType)) {
        throw badRequest(REGISTRATION_MESSAGES.typeNotAllowed(input.registrationType));
      }
      checkTeam(input, teamSize(event));
      await studentIdFor(tx, input.email);
      const free = feeFor(event, input.registrationType) === 0;
      const row = await storeRegistration(tx, event, input, {
        status: free ? 'confirmed' : 'awaiting_payment',
      });
      if (!row) throw conflict(ADMIN_REGISTRATION_MESSAGES.already);
      await audit(tx, actor, 'registration.create', registrationRecord(row.id), null, row);
      if (row.status === 'confirmed') await enqueue(tx, now, confirmationJob(row));
      return row.id;
    });
    return this.getOne(id);
  }

  /**
   * Edits a registration: only the fields sent change. Recording its payment by hand
   * (`paymentStatus: 'Success'` with a `reason`) records the money as a payment of its own with
   * a receipt and confirms the registration (taking a place again if it had none: the admin's
   * word overrides the cap). A paid registration never goes back to Pending by hand: its money
   * is refunded instead.
   */
  async update(id: string, changes: RegistrationUpdate, actor: AuditActor): Promise<Registration> {
    const current = await this.getOne(id);
    const { paymentStatus, reason, ...fields } = changes;
    if (fields.teamMembers) {
      const [event] = await this.db
        .select({
          name: events.name,
          teamSizeMin: events.teamSizeMin,
          teamSizeMax: events.teamSizeMax,
        })
        .from(events)
        .where(eq(events.id, current.event._id));
      if (!event) throw notFound(EVENT_NOT_FOUND);
      checkTeam(
        {
          registrationType: current.registrationType,
          teamMembers: fields.teamMembers,
          email: current.email,
        },
        teamSize(event),
      );
    }
    const { config, clock } = this.context;
    const now = clock.now();
    await this.db.transaction(async (tx) => {
      const event = await lockEvent(tx, current.event._id);
      const registration = await lockRegistration(tx, id);
      if (!event || !registration) throw notFound(ADMIN_REGISTRATION_MESSAGES.notFound);
      const paying = paymentStatus === 'Success' && registration.paymentStatus !== 'Success';
      if (paymentStatus === 'Pending' && registration.paymentStatus === 'Success') {
        const [receipt] = await tx
          .select({ number: payments.receiptNumber })
          .from(payments)
          .where(and(eq(payments.registrationId, id), isNotNull(payments.receiptNumber)));
        if (receipt?.number || registration.amount > 0) {
          throw conflict(ADMIN_REGISTRATION_MESSAGES.paidAlready(receipt?.number ?? '—'));
        }
      }
      if (paying && registration.amount > 0 && !reason) {
        throw badRequest(ADMIN_REGISTRATION_MESSAGES.reasonNeeded);
      }
      if (Object.keys(fields).length > 0) {
        const answers = fields.teamMembers
          ? answersForTeam(registration.answers, registration.teamMembers, fields.teamMembers)
          : registration.answers;
        await tx
          .update(registrations)
          .set({ ...fields, answers, updatedAt: now })
          .where(eq(registrations.id, id));
      }
      if (paying && registration.amount > 0) {
        const recorded = await recordPaymentByHand(tx, { registrationId: id }, reason ?? '', {
          now,
          config,
          via: 'by hand',
          actor,
          overrideCapacity: true,
        });
        if (!recorded)
          throw conflict(ADMIN_REGISTRATION_MESSAGES.cannotRecord(registration.status));
      } else if (paying) {
        // Nothing to pay (a free registration marked pending long ago): it is simply complete.
        await tx
          .update(registrations)
          .set({ paymentStatus: 'Success', updatedAt: now })
          .where(eq(registrations.id, id));
      }
      const [row] = await tx.select().from(registrations).where(eq(registrations.id, id));
      if (!row) throw notFound(ADMIN_REGISTRATION_MESSAGES.notFound);
      await audit(tx, actor, 'registration.update', registrationRecord(id), registration, {
        ...row,
        ...(paying && reason ? { paymentReceivedBy: reason } : {}),
      });
    });
    return this.getOne(id);
  }

  /**
   * Deletes a registration that holds no money (an unpaid one, or one refunded in full); its
   * open orders are closed, so a payment that still arrives for it is refunded. One with money
   * on it is refused: it is refunded first, or its person erased, so the books keep it.
   */
  async remove(id: string, actor: AuditActor): Promise<string> {
    const now = this.context.clock.now();
    await this.db.transaction(async (tx) => {
      const [found] = await tx
        .select({ eventId: registrations.eventId })
        .from(registrations)
        .where(eq(registrations.id, id));
      const event = found && (await lockEvent(tx, found.eventId));
      const registration = await lockRegistration(tx, id);
      if (!event || !registration) throw notFound(ADMIN_REGISTRATION_MESSAGES.notFound);
      const held = await moneyHeld(tx, [id]);
      if (held > 0) throw conflict(ADMIN_REGISTRATION_MESSAGES.hasMoney(held));
      await closeOpenOrders(tx, { registrationId: id }, now);
      const [deleted] = await tx.delete(registrations).where(eq(registrations.id, id)).returning();
      if (!deleted) throw notFound(ADMIN_REGISTRATION_MESSAGES.notFound);
      if (takesPlace(deleted.status)) {
        await releasePlace(tx, event, { now, config: this.context.config });
      }
      await audit(tx, actor, 'registration.delete', registrationRecord(id), deleted, null);
    });
    return ADMIN_REGISTRATION_MESSAGES.deleted;
  }

  /**
   * One row per registrant e-mail, with their latest details and all their registrations. The
   * page's e-mails are chosen from a narrow aggregate first; the wide rows are built for them only.
   */
  async listUsers(query: UsersQuery): Promise<Page<AdminUser>> {
    const pattern = query.q ? containing(query.q) : null;
    // An erased person's registrations stay for the books, under a placeholder: not a person.
    const notErased = sql`r.email not like ${`%@${ERASED_EMAIL_DOMAIN}`}`;
    const from = pattern
      ? sql`from registrations r join people p on p.email = r.email
          where ${notErased} and (r.name ilike ${pattern} or r.email ilike ${pattern} or r.contact ilike ${pattern} or p.student_id ilike ${pattern})`
      : sql`from registrations r where ${notErased}`;
    const order = {
      name: sql`name asc, email asc`,
      '-name': sql`name desc, email desc`,
      email: sql`email asc`,
      '-email': sql`email desc`,
      registrations: sql`registration_count asc, email asc`,
      '-registrations': sql`registration_count desc, email asc`,
    }[query.sort];
    const offset = (query.page - 1) * query.pageSize;

    const [page, counted] = await Promise.all([
      queryRows<{
        email: string;
        name: string;
        contact: string;
        student_id: string;
        registrations: AdminUser['registrations'];
      }>(
        this.db,
        sql`
        with page as (
          select r.email,
            (array_agg(r.name order by r.created_at desc))[1] as name,
            count(*)::int as registration_count
          ${from}
          group by r.email
          order by ${order}
          limit ${query.pageSize} offset ${offset}
        )
        select page.email, page.name, page.registration_count,
          (array_agg(r.contact order by r.created_at desc))[1] as contact,
          p.student_id,
          json_agg(json_build_object(
            '_id', r.id,
            'event', json_build_object('_id', e.id, 'name', e.name),
            'registrationType', r.registration_type
          ) order by r.created_at) as registrations
        from page
        join registrations r on r.email = page.email
        join people p on p.email = page.email
        join events e on e.id = r.event_id
        group by page.email, page.name, page.registration_count, p.student_id
        order by ${order}`,
      ),
      queryRows<{ total: number }>(
        this.db,
        sql`select count(distinct r.email)::int as total ${from}`,
      ),
    ]);
    return {
      items: page.map((row) => ({
        email: row.email,
        name: row.name,
        contact: row.contact,
        studentId: row.student_id,
        registrations: row.registrations,
      })),
      total: counted[0]?.total ?? 0,
    };
  }

  /** Changes a person's details on all their registrations; the entry keeps their latest before. */
  async updateUser(email: string, changes: UserUpdate, actor: AuditActor): Promise<string> {
    const person = email.toLowerCase();
    const updated = await this.db.transaction(async (tx) => {
      const [latest] = await tx
        .select()
        .from(registrations)
        .where(eq(registrations.email, person))
        .orderBy(desc(registrations.createdAt))
        .limit(1);
      const rows = await tx
        .update(registrations)
        .set({ ...changes, updatedAt: this.context.clock.now() })
        .where(eq(registrations.email, person))
        .returning();
      if (!latest || rows.length === 0) throw notFound(ADMIN_REGISTRATION_MESSAGES.userNotFound);
      const fields = Object.keys(changes) as Array<keyof UserUpdate>;
      const before = Object.fromEntries(fields.map((field) => [field, latest[field]]));
      await audit(tx, actor, 'person.update', personRecord(person), before, {
        ...changes,
        registrations: rows.length,
      });
      return rows.length;
    });
    return ADMIN_REGISTRATION_MESSAGES.userUpdated(updated);
  }

  async removeUser(email: string, actor: AuditActor): Promise<string> {
    const person = email.toLowerCase();
    const now = this.context.clock.now();
    const deleted = await this.db.transaction(async (tx) => {
      const rows = await tx
        .select({ id: registrations.id, eventId: registrations.eventId })
        .from(registrations)
        .where(eq(registrations.email, person))
        // Events locked in one order everywhere, so two such deletions never deadlock.
        .orderBy(asc(registrations.eventId));
      if (rows.length === 0) throw notFound(ADMIN_REGISTRATION_MESSAGES.userNotFound);
      const held = await moneyHeld(
        tx,
        rows.map((row) => row.id),
      );
      if (held > 0) throw conflict(ADMIN_REGISTRATION_MESSAGES.personHasMoney(held));
      const removed = [];
      for (const row of rows) {
        const event = await lockEvent(tx, row.eventId);
        await closeOpenOrders(tx, { registrationId: row.id }, now);
        const [gone] = await tx
          .delete(registrations)
          .where(eq(registrations.id, row.id))
          .returning();
        if (!gone) continue;
        removed.push(gone);
        if (event && takesPlace(gone.status)) {
          await releasePlace(tx, event, { now, config: this.context.config });
        }
      }
      await audit(
        tx,
        actor,
        'person.delete',
        personRecord(person),
        { registrations: removed },
        null,
      );
      return rows.length;
    });
    return ADMIN_REGISTRATION_MESSAGES.userDeleted(deleted);
  }
}

/**
 * Money still held for these registrations: captured, less what is refunded or on its way back.
 */
async function moneyHeld(tx: Tx, registrationIds: string[]): Promise<number> {
  if (registrationIds.length === 0) return 0;
  const [row] = await tx
    .select({
      held: sql<number>`coalesce(sum(${payments.amount} - ${payments.refundedAmount} - coalesce(
        (select sum(r.amount) from refunds r where r.payment_id = ${payments.id} and r.status = 'pending'), 0)), 0)::int`,
    })
    .from(payments)
    .where(
      and(
        inArray(payments.registrationId, registrationIds),
        inArray(payments.state, ['paid', 'partially_refunded']),
      ),
    );
  return row?.held ?? 0;
}
