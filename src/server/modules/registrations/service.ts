import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  EVENT_NOT_FOUND,
  feeFor,
  registrationClosedReason,
  teamSize,
  type TeamSize,
} from '@/domain/events';
import {
  checkAnswers,
  type EventQuestion,
  type RegistrationAnswers,
} from '@/domain/event-questions';
import {
  canCancel,
  cancellationOpen,
  LIFECYCLE_MESSAGES,
  LIVE_STATUSES,
  type Ticket,
} from '@/domain/lifecycle';
import type {
  MyRegistration,
  Registration,
  registrationInputSchema,
} from '@/domain/registration-schemas';
import type { AppContext } from '@/server/context';
import type { Database } from '@/server/db/client';
import { events, people, registrations } from '@/server/db/schema';
import { badRequest, conflict, forbidden, notFound } from '@/server/http/errors';
import { enqueue } from '@/server/jobs/queue';
import { studentIdFor } from '../accounts/student-ids';
import { cancelledMail, confirmationJob } from '../places/mail-jobs';
import { registrationCalendar } from '../places/mails';
import {
  cancelRegistration,
  expireHoldJob,
  holdUntil,
  lockEvent,
  lockRegistration,
} from '../places/places';
import { refundablePayment, refundRegistrationPayment } from '../payments/refunds';
import { noMoney, registrationMoney } from './money';
import { storeRegistration, type Placement } from './store';
import { ticketQrPng, ticketQrSvg } from '../places/tickets';

export type RegistrationInput = z.output<typeof registrationInputSchema>;

export const REGISTRATION_MESSAGES = {
  success: 'Registration successful! See you at the event.',
  notYourEmail: 'You can register only with the e-mail address of your own account.',
  completed: 'This event is over, so registration is closed.',
  deadlinePassed: 'The registration deadline for this event has passed.',
  full: 'This event is full. Watch the events page for new events.',
  typeNotAllowed: (type: string) => `This event does not take ${type} registrations.`,
  noMembers:
    'A team needs at least one member besides you. Add a member, or register as an individual.',
  tooFewMembers: (min: number) =>
    `A team for this event needs at least ${min} people, you included.`,
  tooManyMembers: (max: number) =>
    `A team for this event can have at most ${max} people, you included.`,
  individualWithMembers: 'An individual registration has no team members.',
  duplicateMembers: 'Each team member needs their own e-mail address, different from yours.',
  already: 'You have already registered for this event.',
  noDate: 'This event has no date yet, so there is nothing to add to a calendar.',
  held: (minutes: number) =>
    `Your place is held for ${minutes} minutes. Pay the fee now to keep it.`,
} as const;

type RegistrationRow = typeof registrations.$inferSelect;
type EventRow = Pick<
  typeof events.$inferSelect,
  | 'id'
  | 'name'
  | 'date'
  | 'amountIndividual'
  | 'amountTeam'
  | 'deadline'
  | 'status'
  | 'location'
  | 'refundRule'
  | 'questions'
>;

/** Read beside each registration in every list: its place in line and its people let in. */
export interface RegistrationExtras {
  studentId: string;
  waitlistPosition: number | null;
  checkedIn: number;
}

export const registrationEvent = {
  id: events.id,
  name: events.name,
  date: events.date,
  amountIndividual: events.amountIndividual,
  amountTeam: events.amountTeam,
  deadline: events.deadline,
  status: events.status,
  location: events.location,
  refundRule: events.refundRule,
  questions: events.questions,
};

export const registrationExtras = {
  waitlistPosition: sql<number | null>`case when ${registrations.status} = 'waitlisted' then (
    select count(*)::int from registrations w
    where w.event_id = ${registrations.eventId} and w.status = 'waitlisted'
      and (w.created_at, w.id) <= (${registrations.createdAt}, ${registrations.id})) end`,
  checkedIn: sql<number>`(select count(*)::int from check_ins c where c.registration_id = ${registrations.id})`,
};

export const registrationWithEvent = {
  registration: registrations,
  event: registrationEvent,
  studentId: sql<string>`(select student_id from people where people.email = ${registrations.email})`,
  ...registrationExtras,
};

const iso = (value: Date | null) => value?.toISOString() ?? null;

export function toRegistration(
  row: RegistrationRow,
  event: EventRow,
  extras: RegistrationExtras,
): Registration {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    contact: row.contact,
    studentId: extras.studentId,
    hostel: row.hostel,
    hostelAddress: row.hostelAddress,
    dateOfBirth: row.dateOfBirth,
    gender: row.gender,
    nationality: row.nationality,
    event: {
      _id: event.id,
      name: event.name,
      date: iso(event.date),
      amountIndividual: event.amountIndividual,
      amountTeam: event.amountTeam,
      deadline: iso(event.deadline),
      status: event.status,
      location: event.location,
      refundRule: event.refundRule,
      questions: event.questions,
    },
    registrationType: row.registrationType,
    teamMembers: row.teamMembers,
    answers: row.answers,
    paymentStatus: row.paymentStatus,
    amount: row.amount,
    status: row.status,
    holdExpiresAt: iso(row.holdExpiresAt),
    waitlistPosition: extras.waitlistPosition === null ? null : Number(extras.waitlistPosition),
    cancelledAt: iso(row.cancelledAt),
    checkedIn: Number(extras.checkedIn),
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * A team has the event's team size, the registrant included, and everyone's own e-mail; an
 * individual registration has no members.
 */
export function checkTeam(
  input: Pick<RegistrationInput, 'registrationType' | 'teamMembers' | 'email'>,
  size: TeamSize,
) {
  const members = input.teamMembers;
  if (input.registrationType === 'individual') {
    if (members.length > 0) throw badRequest(REGISTRATION_MESSAGES.individualWithMembers);
    return;
  }
  if (members.length === 0) throw badRequest(REGISTRATION_MESSAGES.noMembers);
  if (members.length + 1 < size.min) {
    throw badRequest(REGISTRATION_MESSAGES.tooFewMembers(size.min));
  }
  if (members.length + 1 > size.max) {
    throw badRequest(REGISTRATION_MESSAGES.tooManyMembers(size.max));
  }
  const emails = new Set([input.email, ...members.map((member) => member.email)]);
  if (emails.size !== members.length + 1) throw badRequest(REGISTRATION_MESSAGES.duplicateMembers);
}

/** The answers as stored, or the first one missing or wrong (a 400 naming the question). */
export function checkedAnswers(
  questions: readonly EventQuestion[],
  input: Pick<RegistrationInput, 'answers' | 'registrationType' | 'teamMembers'>,
): RegistrationAnswers {
  const people = input.registrationType === 'team' ? input.teamMembers.length + 1 : 1;
  const result = checkAnswers(questions, input.answers, people);
  if (!result.ok) throw badRequest(result.message);
  return result.answers;
}

type ServiceContext = Pick<AppContext, 'database' | 'clock' | 'config'>;

export class RegistrationsService {
  constructor(private readonly context: ServiceContext) {}

  private get db(): Database {
    return this.context.database.db;
  }

  /**
   * Registers a member for an event, in one transaction: the event row is locked while its
   * rules are checked and its count raised, so concurrent requests never overshoot the cap. A
   * full event with a waiting list puts the member in line instead.
   */
  async register(input: RegistrationInput, member: { email: string }): Promise<Registration> {
    if (input.email !== member.email.toLowerCase())
      throw forbidden(REGISTRATION_MESSAGES.notYourEmail);

    // Outside the transaction: the event's lock is held only for what the capacity rule needs.
    const studentId = await studentIdFor(this.db, input.email);
    const { row, event } = await this.db.transaction(async (tx) => {
      // The event locked, and whether the member already holds a live registration for it, in
      // one statement. One committed while this waited for the lock is not seen here (the
      // statement reads as it began): storing this one then finds it, and the member is told they
      // are registered already (or, on a full event without a waiting list, that it is full).
      const [locked] = await tx
        .select({
          event: events,
          already: sql<boolean>`exists (${tx
            .select({ id: registrations.id })
            .from(registrations)
            .where(
              and(
                eq(registrations.eventId, events.id),
                eq(registrations.email, input.email),
                inArray(registrations.status, [...LIVE_STATUSES]),
              ),
            )})`,
        })
        .from(events)
        .where(eq(events.id, input.event))
        .for('update');
      if (!locked) throw notFound(EVENT_NOT_FOUND);
      const { event } = locked;
      const now = this.context.clock.now();

      const closed = registrationClosedReason(
        { ...event, deadline: event.deadline?.toISOString() ?? null },
        now,
      );
      if (closed === 'completed') throw conflict(REGISTRATION_MESSAGES.completed);
      if (closed === 'deadline') throw conflict(REGISTRATION_MESSAGES.deadlinePassed);
      if (!event.allowedRegistrationTypes.includes(input.registrationType)) {
        throw badRequest(REGISTRATION_MESSAGES.typeNotAllowed(input.registrationType));
      }
      checkTeam(input, teamSize(event));
      const answers = checkedAnswers(event.questions, input);

      // Asked before the capacity rule, so someone already registered is told so, not "full".
      if (locked.already) throw conflict(REGISTRATION_MESSAGES.already);
      if (closed === 'full' && !event.waitlist) throw conflict(REGISTRATION_MESSAGES.full);

      const free = feeFor(event, input.registrationType) === 0;
      const placement: Placement =
        closed === 'full'
          ? { status: 'waitlisted' }
          : free
            ? { status: 'confirmed' }
            : {
                status: 'awaiting_payment',
                holdExpiresAt: holdUntil({ now, config: this.context.config }),
              };
      const { holdExpiresAt } = placement;
      const row = await storeRegistration(tx, event, { ...input, answers }, placement, {
        now,
        of: (stored) =>
          placement.status === 'confirmed'
            ? [confirmationJob(stored)]
            : holdExpiresAt
              ? [expireHoldJob(stored.id, holdExpiresAt)]
              : [],
      });
      if (!row) throw conflict(REGISTRATION_MESSAGES.already);
      return { row, event };
    });
    // The answer from the rows in hand: nobody of a new registration is let in yet, and only a
    // place in line needs reading.
    if (row.status === 'waitlisted') return this.getOwn(row.id, member.email);
    return toRegistration(row, event, { studentId, waitlistPosition: null, checkedIn: 0 });
  }

  /** A member's own registrations, newest first, each with what was paid and refunded. */
  async listFor(email: string): Promise<MyRegistration[]> {
    const rows = await this.db
      .select(registrationWithEvent)
      .from(registrations)
      .innerJoin(events, eq(events.id, registrations.eventId))
      .where(eq(registrations.email, email.toLowerCase()))
      .orderBy(desc(registrations.createdAt), asc(events.name));
    const money = await registrationMoney(
      this.db,
      rows.map((row) => row.registration.id),
    );
    return rows.map((row) => ({
      ...toRegistration(row.registration, row.event, row),
      money: money.get(row.registration.id) ?? noMoney(),
    }));
  }

  /** One of the member's own registrations; 404 for anyone else's, so ids reveal nothing. */
  async getOwn(id: string, email: string): Promise<Registration> {
    const [row] = await this.db
      .select(registrationWithEvent)
      .from(registrations)
      .innerJoin(events, eq(events.id, registrations.eventId))
      .where(and(eq(registrations.id, id), eq(registrations.email, email.toLowerCase())));
    if (!row) throw notFound(LIFECYCLE_MESSAGES.notYours);
    return toRegistration(row.registration, row.event, row);
  }

  /**
   * The member gives their place up, until the deadline (or the event's start): the place goes
   * to the waiting list at once, and a paid registration is refunded as the event's refund rule
   * says, through Razorpay. The registration stays, as cancelled.
   */
  async cancel(
    id: string,
    member: { email: string },
  ): Promise<{ registration: Registration; refund: number }> {
    const { clock, config } = this.context;
    const refund = await this.db.transaction(async (tx) => {
      const [found] = await tx
        .select({ eventId: registrations.eventId })
        .from(registrations)
        .where(and(eq(registrations.id, id), eq(registrations.email, member.email.toLowerCase())));
      if (!found) throw notFound(LIFECYCLE_MESSAGES.notYours);
      const event = await lockEvent(tx, found.eventId);
      const registration = await lockRegistration(tx, id);
      if (!event || !registration) throw notFound(LIFECYCLE_MESSAGES.notYours);
      if (!canCancel(registration.status)) throw conflict(LIFECYCLE_MESSAGES.alreadyEnded);
      const now = clock.now();
      const dates = { status: event.status, deadline: iso(event.deadline), date: iso(event.date) };
      if (!cancellationOpen(dates, now)) throw conflict(LIFECYCLE_MESSAGES.cancellationClosed);

      const payment =
        registration.paymentStatus === 'Success' && event.refundRule === 'full'
          ? await refundablePayment(tx, id)
          : undefined;
      const promoted = await cancelRegistration(tx, event, registration, { now, config });
      const refunded = payment
        ? await refundRegistrationPayment(tx, payment, CANCELLATION_REFUND_REASON, now)
        : 0;
      await enqueue(
        tx,
        now,
        cancelledMail.of(
          { registrationId: id, refund: refunded, passedOn: promoted.length > 0 },
          { key: `cancelled:${id}` },
        ),
      );
      return refunded;
    });
    return { registration: await this.getOwn(id, member.email), refund };
  }

  /** The member's confirmed registration with its event, for the ticket and calendar file. */
  private async confirmedFacts(id: string, email: string) {
    const [found] = await this.db
      .select({ registration: registrations, event: events, studentId: people.studentId })
      .from(registrations)
      .innerJoin(events, eq(events.id, registrations.eventId))
      .innerJoin(people, eq(people.email, registrations.email))
      .where(and(eq(registrations.id, id), eq(registrations.email, email.toLowerCase())));
    if (!found) throw notFound(LIFECYCLE_MESSAGES.notYours);
    if (found.registration.status !== 'confirmed') throw conflict(LIFECYCLE_MESSAGES.noTicket);
    return found;
  }

  async ticket(id: string, email: string): Promise<Ticket> {
    const { registration } = await this.confirmedFacts(id, email);
    return {
      code: registration.ticketCode,
      qrSvg: ticketQrSvg(registration.ticketCode),
      qrPngUrl: `/api/registrations/${registration.id}/ticket.png`,
    };
  }

  async ticketPng(id: string, email: string): Promise<Buffer> {
    const { registration } = await this.confirmedFacts(id, email);
    return ticketQrPng(registration.ticketCode);
  }

  async calendar(id: string, email: string): Promise<string> {
    const facts = await this.confirmedFacts(id, email);
    const file = registrationCalendar(facts, this.context.config, this.context.clock.now());
    if (!file) throw notFound(REGISTRATION_MESSAGES.noDate);
    return file;
  }
}

const CANCELLATION_REFUND_REASON = 'Cancelled by the member before the deadline.';
