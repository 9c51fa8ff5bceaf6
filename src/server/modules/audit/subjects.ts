import { inArray } from 'drizzle-orm';
import { ERASED_NAME } from '@/domain/person-data';
import type { Database } from '@/server/db/client';
import type { auditLog } from '@/server/db/schema';
import {
  accounts,
  admins,
  donations,
  events,
  payments,
  queries,
  registrations,
} from '@/server/db/schema';

type AuditRow = typeof auditLog.$inferSelect;
type Names = Map<string, string>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const idsOf = (rows: AuditRow[], type: string) => [
  ...new Set(
    rows
      .filter((row) => row.recordType === type && row.recordId && UUID.test(row.recordId))
      .map((row) => row.recordId as string),
  ),
];

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

/**
 * Who or what each entry's record is, in words: "Kiran Pawar, Chess Open" for a registration or
 * a check-in. Read when the log is listed, from the records as they are now, so entries keep
 * only ids and an erased person reads as erased. A record since deleted is named from what the
 * entry kept of it.
 */
export async function auditSubjects(db: Database, rows: AuditRow[]): Promise<Map<number, string>> {
  const registrationIds = idsOf(rows, 'registration');
  const paymentIds = idsOf(rows, 'payment');
  const paymentRows = paymentIds.length
    ? await db
        .select({
          id: payments.id,
          registrationId: payments.registrationId,
          donationId: payments.donationId,
          amount: payments.amount,
          receiptNumber: payments.receiptNumber,
        })
        .from(payments)
        .where(inArray(payments.id, paymentIds))
    : [];
  const allRegistrationIds = [
    ...new Set([
      ...registrationIds,
      ...paymentRows.flatMap((row) => (row.registrationId ? [row.registrationId] : [])),
    ]),
  ];
  const registrationRows = allRegistrationIds.length
    ? await db
        .select({ id: registrations.id, name: registrations.name, eventId: registrations.eventId })
        .from(registrations)
        .where(inArray(registrations.id, allRegistrationIds))
    : [];
  const deletedEventIds = rows.flatMap((row) => {
    const eventId = text(row.before?.eventId);
    return eventId && UUID.test(eventId) ? [eventId] : [];
  });
  const eventIds = [
    ...new Set([
      ...idsOf(rows, 'event'),
      ...registrationRows.map((row) => row.eventId),
      ...deletedEventIds,
    ]),
  ];
  const donationIds = [
    ...new Set([
      ...idsOf(rows, 'donation'),
      ...paymentRows.flatMap((row) => (row.donationId ? [row.donationId] : [])),
    ]),
  ];
  const [eventNames, donationNames, adminNames, queryNames] = await Promise.all([
    namesOf(db, events, eventIds),
    namesOf(db, donations, donationIds),
    adminUsernames(db, idsOf(rows, 'admin')),
    namesOf(db, queries, idsOf(rows, 'query')),
  ]);
  const people = await accountNames(
    db,
    rows.filter((row) => row.recordType === 'person').map((row) => row.recordId ?? ''),
  );

  const registrationSubject = new Map(
    registrationRows.map((row) => [
      row.id,
      [row.name, eventNames.get(row.eventId)].filter(Boolean).join(', '),
    ]),
  );
  const paymentSubject = new Map(
    paymentRows.map((row) => {
      const of = row.registrationId
        ? registrationSubject.get(row.registrationId)
        : row.donationId
          ? `donation by ${donationNames.get(row.donationId) ?? ERASED_NAME}`
          : null;
      return [row.id, [row.receiptNumber, of].filter(Boolean).join(', ')];
    }),
  );

  const subjects = new Map<number, string>();
  for (const row of rows) {
    const id = row.recordId ?? '';
    const kept = row.before ?? row.after;
    let subject: string | null | undefined;
    switch (row.recordType) {
      case 'registration':
        subject =
          registrationSubject.get(id) ??
          ([text(kept?.name), eventNames.get(text(kept?.eventId) ?? '')]
            .filter(Boolean)
            .join(', ') ||
            null);
        break;
      case 'payment':
        subject = paymentSubject.get(id);
        break;
      case 'event':
        subject = eventNames.get(id) ?? text(kept?.name);
        break;
      case 'donation':
        subject = donationNames.get(id);
        break;
      case 'admin':
        subject = adminNames.get(id) ?? text(kept?.username);
        break;
      case 'query':
        subject = queryNames.get(id);
        break;
      case 'person':
        subject = people.get(id) ?? (id.endsWith('@erased.invalid') ? ERASED_NAME : null);
        break;
    }
    if (subject) subjects.set(row.id, subject);
  }
  return subjects;
}

async function namesOf(
  db: Database,
  table: typeof events | typeof donations | typeof queries,
  ids: string[],
): Promise<Names> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: table.id, name: table.name })
    .from(table)
    .where(inArray(table.id, ids));
  return new Map(rows.map((row) => [row.id, row.name]));
}

async function adminUsernames(db: Database, ids: string[]): Promise<Names> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: admins.id, username: admins.username })
    .from(admins)
    .where(inArray(admins.id, ids));
  return new Map(rows.map((row) => [row.id, row.username]));
}

/** A person's entries are by e-mail (or, once erased, the pseudonym): their account's name. */
async function accountNames(db: Database, emails: string[]): Promise<Names> {
  const wanted = [...new Set(emails.filter((email) => email.includes('@')))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ email: accounts.email, name: accounts.name })
    .from(accounts)
    .where(inArray(accounts.email, wanted));
  return new Map(rows.map((row) => [row.email, `${row.name} (${row.email})`]));
}
