import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AttendanceList, AttendanceSheet } from '@/domain/event-schemas';
import { EVENT_NOT_FOUND } from '@/domain/events';
import type { Database } from '@/server/db/client';
import { checkIns, events, people, registrations } from '@/server/db/schema';
import { notFound } from '@/server/http/errors';

/**
 * Who is expected at an event (registrations with a confirmed place, oldest first), each with
 * their people and when each was let in, for the attendance sheet and the checked-in list.
 */
export async function attendanceSheet(
  db: Database,
  eventId: string,
  now: Date,
): Promise<AttendanceSheet> {
  const [event] = await db.select().from(events).where(eq(events.id, eventId));
  if (!event) throw notFound(EVENT_NOT_FOUND);
  const rows = await db
    .select({
      id: registrations.id,
      name: registrations.name,
      contact: registrations.contact,
      registrationType: registrations.registrationType,
      teamMembers: registrations.teamMembers,
      studentId: people.studentId,
    })
    .from(registrations)
    .leftJoin(people, eq(people.email, registrations.email))
    .where(and(eq(registrations.eventId, eventId), eq(registrations.status, 'confirmed')))
    .orderBy(asc(registrations.createdAt), asc(registrations.id));
  const ids = rows.map((row) => row.id);
  const memberEmails = rows.flatMap((row) => row.teamMembers.map((member) => member.email));
  const [arrivals, memberIds] = await Promise.all([
    ids.length === 0 ? [] : db.select().from(checkIns).where(inArray(checkIns.registrationId, ids)),
    memberEmails.length === 0
      ? []
      : db
          .select({ email: people.email, studentId: people.studentId })
          .from(people)
          .where(inArray(people.email, memberEmails)),
  ]);
  const arrived = new Map(
    arrivals.map((row) => [`${row.registrationId}:${row.person}`, row.checkedInAt.toISOString()]),
  );
  const studentIds = new Map(memberIds.map((row) => [row.email, row.studentId]));
  return {
    event: {
      _id: event.id,
      name: event.name,
      date: event.date?.toISOString() ?? null,
      location: event.location,
    },
    generatedAt: now.toISOString(),
    registrations: rows.map((row) => ({
      _id: row.id,
      registrationType: row.registrationType,
      people: [
        { name: row.name, contact: row.contact, studentId: row.studentId },
        ...row.teamMembers.map((member) => ({
          name: member.name,
          contact: member.contact,
          studentId: studentIds.get(member.email) ?? null,
        })),
      ].map((person, index) => ({
        person: index,
        ...person,
        checkedInAt: arrived.get(`${row.id}:${index}`) ?? null,
      })),
    })),
  };
}

/** A team is named after the member who registered it. */
export const teamLabel = (registration: AttendanceSheet['registrations'][number]) =>
  registration.registrationType === 'team' ? `Team of ${registration.people[0]?.name ?? ''}` : '';

export const ATTENDANCE_TITLES: Record<AttendanceList, string> = {
  attendance: 'Attendance sheet',
  'checked-in': 'Checked in',
};
