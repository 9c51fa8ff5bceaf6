import { and, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { EVENT_NOT_FOUND, feeFor } from '@/domain/events';
import { LIVE_STATUSES } from '@/domain/lifecycle';
import {
  checkPeopleCsv,
  CsvError,
  PEOPLE_IMPORT_MESSAGES,
  type CheckedPerson,
  type PeopleImportReport,
  type PeopleImportRow,
  type peopleImportInputSchema,
} from '@/domain/people-import';
import type { AppContext } from '@/server/context';
import type { Database } from '@/server/db/client';
import { accounts, events, peopleInvitations, registrations } from '@/server/db/schema';
import type { AuditActor } from '@/server/http/access';
import { badRequest, notFound } from '@/server/http/errors';
import { defineJob, type JobSpec } from '@/server/jobs/definition';
import { enqueue } from '@/server/jobs/queue';
import { peopleInvitationMail } from '@/server/mail/templates';
import { audit } from '../audit/audit';
import { studentIdFor } from '../accounts/student-ids';
import { confirmationJob } from '../places/mail-jobs';
import { lockEvent, type EventRow, type Tx } from '../places/places';
import { storeRegistration } from '../registrations/store';

type ImportInput = z.output<typeof peopleImportInputSchema>;

/**
 * Imports people from a spreadsheet. The preview and the import run the same steps: read and
 * check the file, then look up what is already stored for each valid row; the import alone, in
 * one transaction under the event's lock, saves the rows that are new and queues their mails.
 * A row already registered (or invited, or a member) is left as it is, so a second upload of
 * the same file saves nothing.
 */
export class PeopleImportService {
  constructor(
    private readonly context: Pick<AppContext, 'database' | 'clock' | 'config' | 'mailer'>,
  ) {}

  private get db(): Database {
    return this.context.database.db;
  }

  async preview(input: ImportInput): Promise<PeopleImportReport> {
    const people = readFile(input);
    const eventId = registeringFor(input);
    const event = eventId ? await this.findEvent(this.db, eventId) : null;
    return report(false, await this.outcomes(this.db, input, people, event));
  }

  async import(input: ImportInput, actor: AuditActor): Promise<PeopleImportReport> {
    const people = readFile(input);
    const now = this.context.clock.now();
    return this.db.transaction(async (tx) => {
      const eventId = registeringFor(input);
      const event = eventId ? ((await lockEvent(tx, eventId)) ?? null) : null;
      if (eventId && !event) throw notFound(EVENT_NOT_FOUND);
      if (event) checkEvent(event);
      const rows = await this.outcomes(tx, input, people, event);
      const byLine = new Map(people.map((person) => [person.line, person]));
      const jobs: JobSpec[] = [];
      for (const row of rows) {
        const person = byLine.get(row.line);
        if (!person) continue;
        if (row.outcome === 'register' && event) {
          await studentIdFor(tx, person.email);
          const stored = await storeRegistration(
            tx,
            event,
            {
              name: person.name,
              email: person.email,
              contact: person.phone,
              hostel: person.hostel,
              hostelAddress: person.room,
              dateOfBirth: null,
              gender: person.gender ?? 'O',
              nationality: '',
              registrationType: 'individual',
              teamMembers: [],
            },
            { status: feeFor(event, 'individual') === 0 ? 'confirmed' : 'awaiting_payment' },
          );
          if (stored?.status === 'confirmed') jobs.push(confirmationJob(stored));
        } else if (row.outcome === 'invite') {
          await tx.insert(peopleInvitations).values({
            email: person.email,
            name: person.name,
            phone: person.phone,
            hostel: person.hostel,
            room: person.room,
            invitedBy: actor.username,
            createdAt: now,
          });
          jobs.push(
            invitationMail.of(
              { email: person.email },
              { key: `people-invitation:${person.email}` },
            ),
          );
        }
      }
      await enqueue(tx, now, jobs);
      const saved = report(true, rows);
      await audit(
        tx,
        actor,
        'people.import',
        event ? { type: 'event', id: event.id } : null,
        null,
        {
          action: input.action,
          added: saved.added,
          unchanged: saved.unchanged,
          withProblems: saved.withProblems,
        },
      );
      return saved;
    });
  }

  /** An invitation's mail; a person who signed up meanwhile gets none. */
  async deliverInvitation(email: string): Promise<void> {
    const [invitation] = await this.db
      .select()
      .from(peopleInvitations)
      .where(eq(peopleInvitations.email, email));
    if (!invitation) return;
    const [member] = await this.db
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.email, email));
    if (member) return;
    const { siteName, siteUrl } = this.context.config;
    const query = new URLSearchParams({ email, name: invitation.name });
    await this.context.mailer.send({
      ...peopleInvitationMail({
        siteName,
        name: invitation.name,
        signupUrl: `${siteUrl}/signup?${query.toString()}`,
      }),
      to: email,
      replyTo: this.context.config.mail.contactEmail,
    });
  }

  private async findEvent(db: Database, eventId: string): Promise<EventRow> {
    const [event] = await db.select().from(events).where(eq(events.id, eventId));
    if (!event) throw notFound(EVENT_NOT_FOUND);
    checkEvent(event);
    return event;
  }

  /** Each row's outcome against what is stored: new, done by an earlier import, or a problem. */
  private async outcomes(
    db: Database | Tx,
    input: ImportInput,
    people: CheckedPerson[],
    event: EventRow | null,
  ): Promise<PeopleImportRow[]> {
    const emails = people.filter((p) => p.problems.length === 0).map((p) => p.email);
    const done = new Set<string>();
    const members = new Set<string>();
    if (emails.length > 0 && input.action === 'register' && event) {
      const found = await db
        .select({ email: registrations.email })
        .from(registrations)
        .where(
          and(
            eq(registrations.eventId, event.id),
            inArray(registrations.email, emails),
            inArray(registrations.status, [...LIVE_STATUSES]),
          ),
        );
      for (const row of found) done.add(row.email);
    }
    if (emails.length > 0 && input.action === 'invite') {
      const invited = await db
        .select({ email: peopleInvitations.email })
        .from(peopleInvitations)
        .where(inArray(peopleInvitations.email, emails));
      for (const row of invited) done.add(row.email);
      const found = await db
        .select({ email: accounts.email })
        .from(accounts)
        .where(inArray(sql`lower(${accounts.email})`, emails));
      for (const row of found) members.add(row.email.toLowerCase());
    }
    return people.map(({ gender: _gender, ...person }) => {
      const outcome: PeopleImportRow['outcome'] =
        person.problems.length > 0
          ? 'problem'
          : members.has(person.email)
            ? 'already_member'
            : done.has(person.email)
              ? input.action === 'register'
                ? 'already_registered'
                : 'already_invited'
              : input.action;
      return { ...person, outcome };
    });
  }
}

/** The file read and checked row by row; a problem with the whole file is a 400. */
function readFile(input: ImportInput): CheckedPerson[] {
  try {
    return checkPeopleCsv(input.csv, input.action);
  } catch (error) {
    if (error instanceof CsvError) throw badRequest(error.message);
    throw error;
  }
}

/** The event the rows are registered for; an invitation needs none. */
const registeringFor = (input: ImportInput) =>
  input.action === 'register' ? input.event : undefined;

function checkEvent(event: EventRow) {
  if (!event.allowedRegistrationTypes.includes('individual')) {
    throw badRequest(PEOPLE_IMPORT_MESSAGES.individualNotAllowed);
  }
}

function report(saved: boolean, rows: PeopleImportRow[]): PeopleImportReport {
  const count = (test: (row: PeopleImportRow) => boolean) => rows.filter(test).length;
  return {
    saved,
    rows,
    added: count((row) => row.outcome === 'register' || row.outcome === 'invite'),
    unchanged: count((row) => row.outcome.startsWith('already_')),
    withProblems: count((row) => row.outcome === 'problem'),
  };
}

/** The mail inviting an imported person to sign up. */
export const invitationMail = defineJob({
  kind: 'mail.people-invitation',
  payload: z.object({ email: z.string() }),
  paced: true,
  run: ({ email }, context: AppContext) =>
    new PeopleImportService(context).deliverInvitation(email),
});
