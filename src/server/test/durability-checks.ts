import { isDeepStrictEqual } from 'node:util';
import { sql } from 'drizzle-orm';
import { teamSize } from '@/domain/events';
import { queryRows, type Database } from '../db/client';
import { accounts, people, queries, registrations, signupCodes, signupTickets } from '../db/schema';
import { eventEditVersion, type WriteLedger } from './write-load';

export interface DatabaseFindings {
  /** Writes answered 2xx that the database does not hold (or holds otherwise). */
  lost: string[];
  /** Rules the stored data breaks, whoever wrote it. */
  inconsistencies: string[];
  figures: {
    accounts: number;
    registrations: number;
    studentIds: number;
    /** Student id numbers skipped: sequences are not transactional, so gaps are allowed. */
    studentIdGaps: number;
    events: Array<{ name: string; registrations: number; maxParticipants: number }>;
  };
}

interface EventRow {
  id: string;
  name: string;
  description: string;
  maxParticipants: number;
  registrationCount: number;
  teamSizeMin: number | null;
  teamSizeMax: number | null;
  rows: number;
}

const STUDENT_ID = /^HST-(\d{6,})$/;

/** Compares the database with the ledger of acknowledged writes, then checks its own rules. */
export async function checkDatabase(db: Database, ledger: WriteLedger): Promise<DatabaseFindings> {
  const [
    accountRows,
    codeRows,
    ticketRows,
    registrationRows,
    queryRowsStored,
    personRows,
    eventRows,
  ] = await Promise.all([
    db.select({ email: accounts.email, name: accounts.name }).from(accounts),
    db.select({ email: signupCodes.email, verifiedAt: signupCodes.verifiedAt }).from(signupCodes),
    db.select({ email: signupTickets.email }).from(signupTickets),
    db.select().from(registrations),
    db.select({ message: queries.message }).from(queries),
    db.select({ email: people.email, studentId: people.studentId }).from(people),
    queryRows<EventRow>(
      db,
      sql`select e.id, e.name, e.description, e.max_participants as "maxParticipants",
              e.registration_count as "registrationCount",
              e.team_size_min as "teamSizeMin", e.team_size_max as "teamSizeMax",
              (select count(*)::int from registrations r where r.event_id = e.id) as rows
            from events e order by e.name`,
    ),
  ]);
  const accountByEmail = new Map(accountRows.map((row) => [row.email, row]));
  const codeByEmail = new Map(codeRows.map((row) => [row.email, row]));
  const ticketEmails = new Set(ticketRows.map((row) => row.email));
  const registrationById = new Map(registrationRows.map((row) => [row.id, row]));
  const storedQueries = new Set(queryRowsStored.map((row) => row.message));
  const studentIdByEmail = new Map(personRows.map((row) => [row.email, row.studentId]));
  const eventById = new Map(eventRows.map((row) => [row.id, row]));

  const lost: string[] = [];
  for (const email of ledger.signupsStarted.keys()) {
    if (!accountByEmail.has(email) && !codeByEmail.has(email))
      lost.push(`sign-up code for ${email}: neither the code nor an account is stored`);
  }
  for (const email of ledger.signupsVerified) {
    if (accountByEmail.has(email)) continue;
    if (!codeByEmail.get(email)?.verifiedAt)
      lost.push(`verified sign-up of ${email}: the code is not marked verified`);
    if (!ticketEmails.has(email)) lost.push(`verified sign-up of ${email}: its ticket is missing`);
  }
  for (const [email, name] of ledger.accounts) {
    const account = accountByEmail.get(email);
    if (!account) lost.push(`account ${email}: missing`);
    else if (account.name !== name)
      lost.push(`account ${email}: name ${account.name}, not ${name}`);
    if (!studentIdByEmail.has(email)) lost.push(`account ${email}: no student id`);
  }

  for (const [id, expected] of ledger.registrations) {
    const row = registrationById.get(id);
    if (!row) {
      lost.push(`registration ${id} of ${expected.email}: missing`);
      continue;
    }
    if (row.eventId !== expected.eventId || row.email !== expected.email)
      lost.push(`registration ${id}: stored for ${row.email} on another event or e-mail`);
    if (row.registrationType !== expected.registrationType)
      lost.push(
        `registration ${id}: type ${row.registrationType}, not ${expected.registrationType}`,
      );
    const edit = ledger.registrationEdits.get(id);
    const teams = [expected.teamMembers, ...(edit?.teamMembers ? [edit.teamMembers] : [])];
    const editStored =
      edit !== undefined &&
      row.paymentStatus === 'Success' &&
      row.contact === edit.contact &&
      isDeepStrictEqual(row.teamMembers, edit.teamMembers ?? expected.teamMembers);
    if (edit?.acknowledged && !editStored)
      lost.push(`edit of registration ${id}: payment, contact or team not as acknowledged`);
    if (!teams.some((team) => isDeepStrictEqual(row.teamMembers, team)))
      lost.push(`registration ${id}: team members differ from every version sent`);
  }

  for (const message of ledger.queries) {
    if (!storedQueries.has(message)) lost.push(`contact query "${message}": missing`);
  }
  for (const [id, event] of ledger.events) {
    if (!eventById.has(id)) lost.push(`event ${event.name}: missing`);
  }
  for (const [id, edit] of ledger.eventEdits) {
    const event = eventById.get(id);
    if (!event) continue;
    const version = eventEditVersion(event.description);
    if (version !== edit.acknowledged && version !== edit.unanswered)
      lost.push(
        `event ${event.name}: edit version ${version} stored, ${edit.acknowledged} acknowledged`,
      );
  }

  const inconsistencies: string[] = [];
  for (const event of eventRows) {
    if (event.registrationCount !== event.rows)
      inconsistencies.push(
        `event ${event.name}: registration count ${event.registrationCount} but ${event.rows} registrations`,
      );
    if (event.maxParticipants > 0 && event.rows > event.maxParticipants)
      inconsistencies.push(
        `event ${event.name}: ${event.rows} registrations for ${event.maxParticipants} places`,
      );
  }
  for (const row of registrationRows) {
    const event = eventById.get(row.eventId);
    const size = teamSize({
      name: event?.name ?? '',
      teamSizeMin: event?.teamSizeMin ?? null,
      teamSizeMax: event?.teamSizeMax ?? null,
    });
    const emails = new Set([row.email, ...row.teamMembers.map((member) => member.email)]);
    const halfMade =
      row.registrationType === 'individual'
        ? row.teamMembers.length > 0
        : row.teamMembers.length + 1 < size.min ||
          row.teamMembers.length + 1 > size.max ||
          emails.size !== row.teamMembers.length + 1;
    if (halfMade)
      inconsistencies.push(
        `registration ${row.id}: ${row.registrationType} with ${row.teamMembers.length} team members`,
      );
    if (!studentIdByEmail.has(row.email))
      inconsistencies.push(`registration ${row.id}: ${row.email} has no student id`);
  }
  for (const email of accountByEmail.keys()) {
    if (codeByEmail.has(email))
      inconsistencies.push(`sign-up of ${email}: account created but its code still pending`);
  }

  const studentIds = personRows.map((row) => row.studentId);
  const numbers = studentIds.map((id) => Number(STUDENT_ID.exec(id)?.[1] ?? Number.NaN));
  if (new Set(studentIds).size !== studentIds.length)
    inconsistencies.push('student ids: the same id is held by two people');
  const malformed = studentIds.filter((_, i) => Number.isNaN(numbers[i]));
  if (malformed.length > 0) inconsistencies.push(`student ids not HST-nnnnnn: ${malformed}`);
  const highest = Math.max(0, ...numbers.filter((n) => !Number.isNaN(n)));

  return {
    lost,
    inconsistencies,
    figures: {
      accounts: accountRows.length,
      registrations: registrationRows.length,
      studentIds: studentIds.length,
      studentIdGaps: highest - studentIds.length,
      events: eventRows.map((event) => ({
        name: event.name,
        registrations: event.rows,
        maxParticipants: event.maxParticipants,
      })),
    },
  };
}
