import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  AdminUser,
  adminRegistrationInputSchema,
  adminRegistrationsQuerySchema,
  adminRegistrationUpdateSchema,
  adminUserUpdateSchema,
  adminUsersQuerySchema,
} from '../../../domain/admin-schemas';
import type { Registration } from '../../../domain/registration-schemas';
import type { AppContext } from '../../context';
import { queryRows, type Database } from '../../db/client';
import { events, people, registrations } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../http/errors';
import { studentIdFor } from '../accounts/student-ids';
import { EVENT_NOT_FOUND } from '../events/service';
import { checkTeam, REGISTRATION_MESSAGES, toRegistration } from './service';

type RegistrationsQuery = z.output<typeof adminRegistrationsQuerySchema>;
type UsersQuery = z.output<typeof adminUsersQuerySchema>;
type AdminRegistrationInput = z.output<typeof adminRegistrationInputSchema>;
type RegistrationUpdate = z.output<typeof adminRegistrationUpdateSchema>;
type UserUpdate = z.output<typeof adminUserUpdateSchema>;

export interface Page<T> {
  items: T[];
  total: number;
}

export const ADMIN_REGISTRATION_MESSAGES = {
  notFound: 'This registration does not exist. It may have been deleted.',
  userNotFound: 'There are no registrations for this e-mail.',
  already: 'This e-mail is already registered for this event.',
  deleted: 'Registration deleted.',
  userUpdated: (n: number) => `Updated ${n} ${n === 1 ? 'registration' : 'registrations'}.`,
  userDeleted: (n: number) => `Deleted ${n} ${n === 1 ? 'registration' : 'registrations'}.`,
} as const;

const registrationColumns = {
  registration: registrations,
  event: {
    id: events.id,
    name: events.name,
    date: events.date,
    amountIndividual: events.amountIndividual,
    amountTeam: events.amountTeam,
  },
  studentId: people.studentId,
};

/** Escapes LIKE wildcards so a search for "50%" finds "50%". */
export const containing = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function registrationFilters(
  query: Pick<RegistrationsQuery, 'q' | 'event' | 'type'>,
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

async function changeCount(db: Pick<Database, 'update'>, eventId: string, by: 1 | -1) {
  await db
    .update(events)
    .set({ registrationCount: sql`greatest(${events.registrationCount} + ${by}, 0)` })
    .where(eq(events.id, eventId));
}

/** The admin's view of registrations and of the people behind them (DESIGN.md section 7.8). */
export class AdminRegistrationsService {
  constructor(private readonly context: Pick<AppContext, 'database'>) {}

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
      items: rows.map((row) => toRegistration(row.registration, row.event, row.studentId)),
      total: counted?.total ?? 0,
    };
  }

  private async getOne(id: string): Promise<Registration> {
    const [row] = await this.joined().where(eq(registrations.id, id));
    if (!row) throw notFound(ADMIN_REGISTRATION_MESSAGES.notFound);
    return toRegistration(row.registration, row.event, row.studentId);
  }

  /** Adds a registration by hand: no deadline, status or capacity checks, still one per e-mail. */
  async create(input: AdminRegistrationInput): Promise<Registration> {
    const id = await this.db.transaction(async (tx) => {
      const [event] = await tx
        .select()
        .from(events)
        .where(eq(events.id, input.event))
        .for('update');
      if (!event) throw notFound(EVENT_NOT_FOUND);
      if (!event.allowedRegistrationTypes.includes(input.registrationType)) {
        throw badRequest(REGISTRATION_MESSAGES.typeNotAllowed(input.registrationType));
      }
      checkTeam(input, event.name);
      await studentIdFor(tx, input.email);
      const amount = input.registrationType === 'team' ? event.amountTeam : event.amountIndividual;
      const [row] = await tx
        .insert(registrations)
        .values({
          eventId: event.id,
          name: input.name,
          email: input.email,
          contact: input.contact,
          hostel: input.hostel,
          hostelAddress: input.hostelAddress,
          dateOfBirth: input.dateOfBirth,
          gender: input.gender,
          nationality: input.nationality,
          registrationType: input.registrationType,
          teamMembers: input.registrationType === 'team' ? input.teamMembers : [],
          paymentStatus: amount > 0 ? 'Pending' : 'Success',
          amount,
        })
        .onConflictDoNothing({ target: [registrations.eventId, registrations.email] })
        .returning({ id: registrations.id });
      if (!row) throw conflict(ADMIN_REGISTRATION_MESSAGES.already);
      await changeCount(tx, event.id, 1);
      return row.id;
    });
    return this.getOne(id);
  }

  async update(id: string, changes: RegistrationUpdate): Promise<Registration> {
    const current = await this.getOne(id);
    if (changes.teamMembers) {
      checkTeam(
        {
          registrationType: current.registrationType,
          teamMembers: changes.teamMembers,
          email: current.email,
        },
        current.event.name,
      );
    }
    await this.db
      .update(registrations)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(registrations.id, id));
    return this.getOne(id);
  }

  async remove(id: string): Promise<string> {
    await this.db.transaction(async (tx) => {
      const [deleted] = await tx
        .delete(registrations)
        .where(eq(registrations.id, id))
        .returning({ eventId: registrations.eventId });
      if (!deleted) throw notFound(ADMIN_REGISTRATION_MESSAGES.notFound);
      await changeCount(tx, deleted.eventId, -1);
    });
    return ADMIN_REGISTRATION_MESSAGES.deleted;
  }

  /**
   * One row per registrant e-mail, with their latest details and all their registrations. The
   * page's e-mails are chosen from a narrow aggregate first; the wide rows are built for them only.
   */
  async listUsers(query: UsersQuery): Promise<Page<AdminUser>> {
    const pattern = query.q ? containing(query.q) : null;
    const from = pattern
      ? sql`from registrations r join people p on p.email = r.email
          where r.name ilike ${pattern} or r.email ilike ${pattern} or r.contact ilike ${pattern} or p.student_id ilike ${pattern}`
      : sql`from registrations r`;
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

  async updateUser(email: string, changes: UserUpdate): Promise<string> {
    const updated = await this.db
      .update(registrations)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(registrations.email, email.toLowerCase()))
      .returning({ id: registrations.id });
    if (updated.length === 0) throw notFound(ADMIN_REGISTRATION_MESSAGES.userNotFound);
    return ADMIN_REGISTRATION_MESSAGES.userUpdated(updated.length);
  }

  async removeUser(email: string): Promise<string> {
    const deleted = await this.db.transaction(async (tx) => {
      const rows = await tx
        .delete(registrations)
        .where(eq(registrations.email, email.toLowerCase()))
        .returning({ eventId: registrations.eventId });
      for (const row of rows) await changeCount(tx, row.eventId, -1);
      return rows.length;
    });
    if (deleted === 0) throw notFound(ADMIN_REGISTRATION_MESSAGES.userNotFound);
    return ADMIN_REGISTRATION_MESSAGES.userDeleted(deleted);
  }
}
