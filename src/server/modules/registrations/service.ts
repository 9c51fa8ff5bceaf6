import { asc, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { feeFor, maxExtraMembers, registrationClosedReason, teamCap } from '../../../domain/events';
import type { Registration, registrationInputSchema } from '../../../domain/registration-schemas';
import type { AppContext } from '../../context';
import type { Database } from '../../db/client';
import { events, registrations } from '../../db/schema';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors';
import { studentIdFor } from '../accounts/student-ids';
import { EVENT_NOT_FOUND } from '../events/service';

export type RegistrationInput = z.output<typeof registrationInputSchema>;

export const REGISTRATION_MESSAGES = {
  success: 'Registration successful! See you at the event.',
  notYourEmail: 'You can register only with the e-mail address of your own account.',
  notYourRecords: 'You can see only your own registrations and donations.',
  completed: 'This event is over, so registration is closed.',
  deadlinePassed: 'The registration deadline for this event has passed.',
  full: 'This event is full. Watch the events page for new events.',
  typeNotAllowed: (type: string) => `This event does not take ${type} registrations.`,
  noMembers:
    'A team needs at least one member besides you. Add a member, or register as an individual.',
  tooManyMembers: (cap: number) =>
    `A team for this event can have at most ${cap} people, you included.`,
  individualWithMembers: 'An individual registration has no team members.',
  duplicateMembers: 'Each team member needs their own e-mail address, different from yours.',
  already: 'You have already registered for this event.',
} as const;

type RegistrationRow = typeof registrations.$inferSelect;
type EventRow = Pick<
  typeof events.$inferSelect,
  'id' | 'name' | 'date' | 'amountIndividual' | 'amountTeam'
>;

export const registrationWithEvent = {
  registration: registrations,
  event: {
    id: events.id,
    name: events.name,
    date: events.date,
    amountIndividual: events.amountIndividual,
    amountTeam: events.amountTeam,
  },
  studentId: sql<string>`(select student_id from people where people.email = ${registrations.email})`,
};

export function toRegistration(
  row: RegistrationRow,
  event: EventRow,
  studentId: string,
): Registration {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    contact: row.contact,
    studentId,
    hostel: row.hostel,
    hostelAddress: row.hostelAddress,
    dateOfBirth: row.dateOfBirth,
    gender: row.gender,
    nationality: row.nationality,
    event: {
      _id: event.id,
      name: event.name,
      date: event.date?.toISOString() ?? null,
      amountIndividual: event.amountIndividual,
      amountTeam: event.amountTeam,
    },
    registrationType: row.registrationType,
    teamMembers: row.teamMembers,
    paymentStatus: row.paymentStatus,
    amount: row.amount,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Team rules of DESIGN.md section 7.2, checked against the event's name. */
export function checkTeam(
  input: Pick<RegistrationInput, 'registrationType' | 'teamMembers' | 'email'>,
  eventName: string,
) {
  const members = input.teamMembers;
  if (input.registrationType === 'individual') {
    if (members.length > 0) throw badRequest(REGISTRATION_MESSAGES.individualWithMembers);
    return;
  }
  if (members.length === 0) throw badRequest(REGISTRATION_MESSAGES.noMembers);
  if (members.length > maxExtraMembers(eventName)) {
    throw badRequest(REGISTRATION_MESSAGES.tooManyMembers(teamCap(eventName)));
  }
  const emails = new Set([input.email, ...members.map((member) => member.email)]);
  if (emails.size !== members.length + 1) throw badRequest(REGISTRATION_MESSAGES.duplicateMembers);
}

export class RegistrationsService {
  constructor(private readonly context: Pick<AppContext, 'database' | 'clock'>) {}

  private get db(): Database {
    return this.context.database.db;
  }

  /**
   * Registers a member for an event, in one transaction: the event row is locked while its
   * rules are checked and its count raised, so concurrent requests never overshoot the cap.
   */
  async register(input: RegistrationInput, member: { email: string }): Promise<Registration> {
    if (input.email !== member.email.toLowerCase())
      throw forbidden(REGISTRATION_MESSAGES.notYourEmail);

    // Outside the transaction: the event's lock is held only for what the capacity rule needs.
    const studentId = await studentIdFor(this.db, input.email);
    return this.db.transaction(async (tx) => {
      const [event] = await tx
        .select()
        .from(events)
        .where(eq(events.id, input.event))
        .for('update');
      if (!event) throw notFound(EVENT_NOT_FOUND);

      const closed = registrationClosedReason(
        { ...event, deadline: event.deadline?.toISOString() ?? null },
        this.context.clock.now(),
      );
      if (closed === 'completed') throw conflict(REGISTRATION_MESSAGES.completed);
      if (closed === 'deadline') throw conflict(REGISTRATION_MESSAGES.deadlinePassed);
      if (!event.allowedRegistrationTypes.includes(input.registrationType)) {
        throw badRequest(REGISTRATION_MESSAGES.typeNotAllowed(input.registrationType));
      }
      checkTeam(input, event.name);

      const [existing] = await tx
        .select({ id: registrations.id })
        .from(registrations)
        .where(
          sql`${registrations.eventId} = ${event.id} and ${registrations.email} = ${input.email}`,
        );
      if (existing) throw conflict(REGISTRATION_MESSAGES.already);
      if (closed === 'full') throw conflict(REGISTRATION_MESSAGES.full);

      const fee = feeFor(event, input.registrationType);
      const [row] = await tx
        .insert(registrations)
        .values({
          eventId: event.id,
          name: input.name,
          email: input.email,
          contact: input.contact,
          hostel: input.hostel,
          hostelAddress: input.hostelAddress,
          gender: input.gender,
          registrationType: input.registrationType,
          teamMembers: input.registrationType === 'team' ? input.teamMembers : [],
          // A free registration needs no payment: it is complete at once (DESIGN.md section 7.3).
          paymentStatus: fee === 0 ? 'Success' : 'Pending',
          amount: fee,
        })
        .returning();
      if (!row) throw new Error('registration not stored');
      await tx
        .update(events)
        .set({ registrationCount: sql`${events.registrationCount} + 1` })
        .where(eq(events.id, event.id));
      return toRegistration(row, event, studentId);
    });
  }

  /** A member's own registrations, newest first. */
  async listFor(email: string): Promise<Registration[]> {
    const rows = await this.db
      .select(registrationWithEvent)
      .from(registrations)
      .innerJoin(events, eq(events.id, registrations.eventId))
      .where(eq(registrations.email, email.toLowerCase()))
      .orderBy(desc(registrations.createdAt), asc(events.name));
    return rows.map((row) => toRegistration(row.registration, row.event, row.studentId));
  }
}
