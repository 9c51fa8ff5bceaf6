import { randomBytes } from 'node:crypto';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import {
  ERASED_NAME,
  PERSON_DATA_MESSAGES,
  type Erasure,
  type PersonData,
} from '@/domain/person-data';
import type { AppContext } from '@/server/context';
import { queryRows, type Database } from '@/server/db/client';
import {
  accounts,
  donations,
  events,
  payments,
  people,
  queries,
  refunds,
  registrations,
  signupCodes,
  signupTickets,
} from '@/server/db/schema';
import type { AdminActor } from '@/server/http/access';
import { notFound } from '@/server/http/errors';
import { audit } from '../audit/audit';
import { personRecord } from '../registrations/admin-service';
import { changeRegistrationCount } from '../registrations/store';

type Executor = Pick<Database, 'select' | 'execute'>;

/** Plain JSON: dates as ISO strings. */
const json = <T>(value: T): Record<string, unknown> =>
  JSON.parse(JSON.stringify(value)) as Record<string, unknown>;

/** Registrations of others whose team names this e-mail. */
const teamsNaming = (db: Executor, email: string) =>
  queryRows<{ id: string; event_id: string; registrant: string; member: Record<string, unknown> }>(
    db as Database,
    sql`select r.id, r.event_id, r.name as registrant, m.member
        from registrations r, jsonb_array_elements(r.team_members) as m(member)
        where lower(m.member->>'email') = ${email}`,
  );

/**
 * A person's data requests, which an owner answers: everything the site holds about an e-mail,
 * as JSON; and its erasure. What the books must keep (registrations and donations with payments)
 * stays, without the person's contact details; everything else goes.
 */
export class PersonDataService {
  constructor(private readonly context: Pick<AppContext, 'database' | 'clock'>) {}

  private get db(): Database {
    return this.context.database.db;
  }

  private async collect(db: Executor, email: string, exportedAt: Date): Promise<PersonData> {
    const [person] = await db.select().from(people).where(eq(people.email, email));
    const [account] = await db
      .select({
        id: accounts.id,
        name: accounts.name,
        email: accounts.email,
        createdAt: accounts.createdAt,
        updatedAt: accounts.updatedAt,
      })
      .from(accounts)
      .where(eq(accounts.email, email));
    const [signUp] = await db
      .select({ name: signupCodes.name, email: signupCodes.email, sentAt: signupCodes.sentAt })
      .from(signupCodes)
      .where(eq(signupCodes.email, email));
    const registered = await db
      .select({ registration: registrations, event: { id: events.id, name: events.name } })
      .from(registrations)
      .innerJoin(events, eq(events.id, registrations.eventId))
      .where(eq(registrations.email, email));
    const paid = await db.select().from(payments).where(eq(payments.email, email));
    const refunded = paid.length
      ? await db
          .select()
          .from(refunds)
          .where(
            inArray(
              refunds.paymentId,
              paid.map((payment) => payment.id),
            ),
          )
      : [];
    return {
      email,
      exportedAt: exportedAt.toISOString(),
      person: person ? json(person) : null,
      account: account ? json(account) : null,
      signUpInProgress: signUp ? json(signUp) : null,
      registrations: registered.map(({ registration, event }) => json({ ...registration, event })),
      teamMemberships: (await teamsNaming(db, email)).map((row) =>
        json({
          registrationId: row.id,
          eventId: row.event_id,
          registrant: row.registrant,
          member: row.member,
        }),
      ),
      donations: (await db.select().from(donations).where(eq(donations.email, email))).map(json),
      payments: paid.map((payment) =>
        json({
          ...payment,
          refunds: refunded.filter((refund) => refund.paymentId === payment.id),
        }),
      ),
      queries: (await db.select().from(queries).where(eq(queries.email, email))).map(json),
    };
  }

  private static holdsAnything(data: PersonData): boolean {
    return Boolean(
      data.person ||
      data.account ||
      data.signUpInProgress ||
      data.registrations.length ||
      data.teamMemberships.length ||
      data.donations.length ||
      data.payments.length ||
      data.queries.length,
    );
  }

  async export(email: string, actor: AdminActor): Promise<PersonData> {
    const person = email.toLowerCase();
    return this.db.transaction(async (tx) => {
      const data = await this.collect(tx, person, actor.at);
      if (!PersonDataService.holdsAnything(data)) throw notFound(PERSON_DATA_MESSAGES.nothingHeld);
      await audit(tx, actor, 'person.export', personRecord(person), null, {
        registrations: data.registrations.length,
        donations: data.donations.length,
        payments: data.payments.length,
        queries: data.queries.length,
      });
      return data;
    });
  }

  /**
   * Erases a person: their account, sign-up, queries, unpaid registrations and donations go;
   * paid ones stay for the books with the person's details removed (their e-mail replaced by a
   * placeholder, so the student id and receipts still add up); their entries in others' teams
   * are blanked. Paid donations keep the name, PAN and address their 80G receipt and Form 10BD
   * need. One transaction, one audit entry that counts what was done.
   */
  async erase(email: string, actor: AdminActor): Promise<Erasure> {
    const person = email.toLowerCase();
    const placeholder = `erased-${randomBytes(6).toString('hex')}@erased.invalid`;
    return this.db.transaction(async (tx) => {
      const data = await this.collect(tx, person, actor.at);
      if (!PersonDataService.holdsAnything(data)) throw notFound(PERSON_DATA_MESSAGES.nothingHeld);

      const theirs = await tx
        .select({ id: registrations.id, eventId: registrations.eventId })
        .from(registrations)
        .where(eq(registrations.email, person))
        .for('update');
      const theirIds = theirs.map((row) => row.id);
      const withMoney = theirIds.length
        ? await tx
            .select({ id: payments.registrationId })
            .from(payments)
            .where(
              and(inArray(payments.registrationId, theirIds), isNotNull(payments.receiptNumber)),
            )
        : [];
      const kept = new Set(
        withMoney.map((row) => row.id).filter((id): id is string => id !== null),
      );
      const unpaid = theirs.filter((row) => !kept.has(row.id));
      if (unpaid.length) {
        await tx.delete(registrations).where(
          inArray(
            registrations.id,
            unpaid.map((row) => row.id),
          ),
        );
        for (const row of unpaid) await changeRegistrationCount(tx, row.eventId, -1);
      }
      if (kept.size) {
        await tx
          .update(registrations)
          .set({
            name: ERASED_NAME,
            contact: '',
            hostel: '',
            hostelAddress: '',
            dateOfBirth: null,
            gender: 'O',
            nationality: '',
            updatedAt: actor.at,
          })
          .where(
            inArray(
              registrations.id,
              [...kept].filter((id): id is string => id !== null),
            ),
          );
      }

      const pendingDonations = await tx
        .delete(donations)
        .where(and(eq(donations.email, person), eq(donations.paymentStatus, 'Pending')))
        .returning({ id: donations.id });
      const keptDonations = await tx
        .update(donations)
        .set({ email: placeholder, phone: '' })
        .where(eq(donations.email, person))
        .returning({ id: donations.id });
      await tx.update(payments).set({ email: placeholder }).where(eq(payments.email, person));
      const deletedQueries = await tx
        .delete(queries)
        .where(eq(queries.email, person))
        .returning({ id: queries.id });
      const deletedAccounts = await tx
        .delete(accounts)
        .where(eq(accounts.email, person))
        .returning({ id: accounts.id });
      await tx.delete(signupCodes).where(eq(signupCodes.email, person));
      await tx.delete(signupTickets).where(eq(signupTickets.email, person));
      const erasedMember = sql`jsonb_build_object('name', ${ERASED_NAME}::text, 'email', '', 'contact', '')`;
      await tx.execute(sql`
        update registrations set team_members = (
          select jsonb_agg(case when lower(m->>'email') = ${person} then ${erasedMember} else m end)
          from jsonb_array_elements(team_members) as m
        )
        where exists (
          select 1 from jsonb_array_elements(team_members) as m where lower(m->>'email') = ${person}
        )`);
      // What stays keeps its student id under the placeholder; otherwise the person goes.
      if (kept.size) {
        await tx.update(people).set({ email: placeholder }).where(eq(people.email, person));
      } else {
        await tx.delete(people).where(eq(people.email, person));
      }

      const counts = {
        registrationsDeleted: unpaid.length,
        registrationsAnonymised: kept.size,
        donationsDeleted: pendingDonations.length,
        donationsKept: keptDonations.length,
        queriesDeleted: deletedQueries.length,
        teamMembershipsErased: data.teamMemberships.length,
        accountDeleted: deletedAccounts.length > 0,
      };
      await audit(tx, actor, 'person.erase', personRecord(person), counts, { placeholder });
      return { message: PERSON_DATA_MESSAGES.erased(person), ...counts };
    });
  }
}
