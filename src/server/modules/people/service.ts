import { randomBytes } from 'node:crypto';
import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import {
  ERASED_EMAIL_DOMAIN,
  ERASED_NAME,
  PERSON_DATA_MESSAGES,
  type Erasure,
  type ErasureRequest,
  type PersonData,
} from '@/domain/person-data';
import type { AppContext } from '@/server/context';
import { queryRows, type Database } from '@/server/db/client';
import {
  accounts,
  checkIns,
  donations,
  eventMessages,
  events,
  jobs,
  messageRecipients,
  payments,
  people,
  queries,
  refunds,
  registrations,
  peopleInvitations,
  signupCodes,
  signupTickets,
} from '@/server/db/schema';
import type { AdminActor } from '@/server/http/access';
import { notFound } from '@/server/http/errors';
import { audit } from '../audit/audit';
import { personRecord } from '../registrations/admin-service';
import { changeRegistrationCount, closeOpenOrders } from '../places/places';

type Executor = Pick<Database, 'select' | 'execute'>;

/** Plain JSON: dates as ISO strings. */
const json = <T>(value: T): Record<string, unknown> =>
  JSON.parse(JSON.stringify(value)) as Record<string, unknown>;

/** Registrations of others whose team names this e-mail. */
const teamsNaming = (db: Executor, email: string) =>
  queryRows<{
    id: string;
    event_id: string;
    registrant: string;
    member: Record<string, unknown>;
    person: number;
  }>(
    db as Database,
    sql`select r.id, r.event_id, r.name as registrant, m.member, m.person::int as person
        from registrations r, jsonb_array_elements(r.team_members) with ordinality as m(member, person)
        where lower(m.member->>'email') = ${email}`,
  );

/** Texts too short to be anyone's data ("M", "") would match other people's entries. */
const SHORTEST_PERSONAL_VALUE = 3;

/**
 * Every value of the person's that past audit entries may hold: their e-mail, names, phones,
 * addresses, PAN and date of birth, as the rows the export collected hold them.
 */
function personalValues(email: string, data: PersonData): string {
  // As a JSON array: the database turns it into its own array, whatever the texts hold.
  const values = new Set<string>([email]);
  const add = (row: Record<string, unknown> | null, fields: readonly string[]) => {
    for (const field of fields) {
      const value = row?.[field];
      if (typeof value === 'string') values.add(value);
    }
  };
  const personFields = [
    'name',
    'email',
    'contact',
    'phone',
    'hostelAddress',
    'address',
    'pan',
    'dateOfBirth',
  ];
  add(data.account, personFields);
  add(data.signUpInProgress, personFields);
  for (const row of [...data.registrations, ...data.donations, ...data.queries])
    add(row, personFields);
  for (const row of data.teamMemberships) add(row.member as Record<string, unknown>, personFields);
  const kept = [...values].filter(
    (value) => value.trim().length >= SHORTEST_PERSONAL_VALUE && value !== ERASED_NAME,
  );
  return JSON.stringify(kept);
}

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
        phone: accounts.phone,
        erasureRequestedAt: accounts.erasureRequestedAt,
        createdAt: accounts.createdAt,
        updatedAt: accounts.updatedAt,
      })
      .from(accounts)
      .where(eq(accounts.email, email));
    const [signUp] = await db
      .select({ name: signupCodes.name, email: signupCodes.email, sentAt: signupCodes.sentAt })
      .from(signupCodes)
      .where(eq(signupCodes.email, email));
    const [invitation] = await db
      .select()
      .from(peopleInvitations)
      .where(eq(peopleInvitations.email, email));
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
    const teamMemberships = await teamsNaming(db, email);
    const received = await db
      .select({
        subject: eventMessages.subject,
        body: eventMessages.body,
        sentAt: messageRecipients.sentAt,
        status: messageRecipients.status,
        event: { id: events.id, name: events.name },
      })
      .from(messageRecipients)
      .innerJoin(eventMessages, eq(eventMessages.id, messageRecipients.messageId))
      .innerJoin(events, eq(events.id, eventMessages.eventId))
      .where(eq(sql`lower(${messageRecipients.email})`, email));
    const ticketIds = [
      ...registered.map(({ registration }) => registration.id),
      ...teamMemberships.map((row) => row.id),
    ];
    const admitted = ticketIds.length
      ? await db
          .select({
            registrationId: checkIns.registrationId,
            person: checkIns.person,
            checkedInAt: checkIns.checkedInAt,
            gate: checkIns.gate,
          })
          .from(checkIns)
          .where(inArray(checkIns.registrationId, ticketIds))
      : [];
    // A team's check-ins are the registrant's (person 0) and each member's: only theirs is hers.
    const theirOwn = new Set(registered.map(({ registration }) => registration.id));
    const memberIndex = new Map(teamMemberships.map((row) => [row.id, row.person]));
    const ownCheckIns = admitted.filter((row) =>
      theirOwn.has(row.registrationId)
        ? row.person === 0
        : memberIndex.get(row.registrationId) === row.person,
    );
    return {
      email,
      exportedAt: exportedAt.toISOString(),
      person: person ? json(person) : null,
      account: account ? json(account) : null,
      signUpInProgress: signUp ? json(signUp) : null,
      invitation: invitation ? json(invitation) : null,
      registrations: registered.map(({ registration, event }) => json({ ...registration, event })),
      teamMemberships: teamMemberships.map((row) =>
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
      messagesReceived: received.map(json),
      checkIns: ownCheckIns.map(json),
    };
  }

  private static holdsAnything(data: PersonData): boolean {
    return Boolean(
      data.person ||
      data.account ||
      data.signUpInProgress ||
      data.invitation ||
      data.registrations.length ||
      data.teamMemberships.length ||
      data.donations.length ||
      data.payments.length ||
      data.queries.length ||
      data.messagesReceived.length,
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

  /** A member's own data, as an owner's export would give it. */
  async exportOwn(accountId: string): Promise<PersonData> {
    const [account] = await this.db
      .select({ email: accounts.email })
      .from(accounts)
      .where(eq(accounts.id, accountId));
    if (!account) throw notFound(PERSON_DATA_MESSAGES.nothingHeld);
    return this.collect(this.db, account.email, this.context.clock.now());
  }

  /** The member asks to be erased; the request waits in the Users tab for an owner. */
  async requestErasure(accountId: string): Promise<string> {
    const [asked] = await this.db
      .update(accounts)
      .set({ erasureRequestedAt: this.context.clock.now() })
      .where(and(eq(accounts.id, accountId), isNull(accounts.erasureRequestedAt)))
      .returning({ id: accounts.id });
    return asked
      ? PERSON_DATA_MESSAGES.erasureRequested
      : PERSON_DATA_MESSAGES.erasureAlreadyRequested;
  }

  /** Members waiting for an owner to erase them, the oldest request first. */
  async erasureRequests(): Promise<ErasureRequest[]> {
    const rows = await this.db
      .select({
        email: accounts.email,
        name: accounts.name,
        requestedAt: accounts.erasureRequestedAt,
      })
      .from(accounts)
      .where(isNotNull(accounts.erasureRequestedAt))
      .orderBy(asc(accounts.erasureRequestedAt));
    return rows.map((row) => ({ ...row, requestedAt: row.requestedAt?.toISOString() ?? '' }));
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
    const placeholder = `erased-${randomBytes(6).toString('hex')}@${ERASED_EMAIL_DOMAIN}`;
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
      // Their open orders close: a payment that still arrives for one is refunded.
      for (const row of unpaid) await closeOpenOrders(tx, { registrationId: row.id }, actor.at);
      const pending = await tx
        .select({ id: donations.id })
        .from(donations)
        .where(and(eq(donations.email, person), eq(donations.paymentStatus, 'Pending')));
      for (const row of pending) await closeOpenOrders(tx, { donationId: row.id }, actor.at);
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
      // Receipts as issued keep what the law needs of a donor for 80G (name, address, PAN); the
      // rest of the person goes from them too: a registration's receipt keeps no one.
      await tx.execute(sql`
        update payments set receipt = case when purpose = 'donation'
            then jsonb_set(receipt, '{payer}', (receipt->'payer') || jsonb_build_object('email', '', 'phone', ''))
            else jsonb_set(receipt, '{payer}', jsonb_build_object('name', ${ERASED_NAME}::text, 'email', '', 'phone', ''))
          end
        where email = ${person} and receipt is not null`);
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
      await tx.delete(peopleInvitations).where(eq(peopleInvitations.email, person));
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

      await tx.delete(messageRecipients).where(eq(sql`lower(${messageRecipients.email})`, person));
      // Mails still due to them, and done ones kept for a while, name them: they go.
      await tx.delete(jobs).where(
        sql`strpos(lower(${jobs.payload}::text), ${person}) > 0
            or strpos(lower(coalesce(${jobs.lastError}, '')), ${person}) > 0`,
      );
      await tx.execute(
        sql`select erase_person_from_audit_log(
              array(select jsonb_array_elements_text(${personalValues(person, data)}::jsonb)),
              ${placeholder})`,
      );

      const counts = {
        registrationsDeleted: unpaid.length,
        registrationsAnonymised: kept.size,
        donationsDeleted: pendingDonations.length,
        donationsKept: keptDonations.length,
        queriesDeleted: deletedQueries.length,
        teamMembershipsErased: data.teamMemberships.length,
        accountDeleted: deletedAccounts.length > 0,
      };
      // Named by the pseudonym alone: the entry must not tie it back to the e-mail.
      await audit(tx, actor, 'person.erase', personRecord(placeholder), counts);
      return { message: PERSON_DATA_MESSAGES.erased(person), ...counts };
    });
  }
}
