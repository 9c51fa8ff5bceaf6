import { z } from 'zod';
import { EVENT_CATEGORIES, EVENT_STATUSES, REGISTRATION_TYPES } from './constants';
import { REFUND_RULES } from './lifecycle';
import { storedQuestionSchema } from './event-questions';
import type { Language } from './i18n/languages';

export const eventStatusSchema = z.enum(EVENT_STATUSES);
export const registrationTypeSchema = z.enum(REGISTRATION_TYPES);

/** An event as the API answers it, with its `registrationCount`. */
export const eventSchema = z.object({
  _id: z.string(),
  /** In the visitor's language when the committee wrote it in that language (`eventInLanguage`). */
  name: z.string(),
  description: z.string(),
  /** The committee's Hindi and Marathi texts as stored; null when not written. */
  nameHi: z.string().nullable(),
  nameMr: z.string().nullable(),
  descriptionHi: z.string().nullable(),
  descriptionMr: z.string().nullable(),
  date: z.string().nullable(),
  deadline: z.string().nullable(),
  location: z.string(),
  maxParticipants: z.number().int(),
  prizeDetails: z.string(),
  organizer: z.string(),
  contactInfo: z.string(),
  additionalNotes: z.string(),
  status: eventStatusSchema,
  category: z.enum(EVENT_CATEGORIES),
  allowedRegistrationTypes: z.array(registrationTypeSchema),
  amountIndividual: z.number().int(),
  amountTeam: z.number().int(),
  /** Team size in all, the registrant included; null: the default rule (see `teamSize`). */
  teamSizeMin: z.number().int().nullable(),
  teamSizeMax: z.number().int().nullable(),
  /** Places taken: confirmed registrations and those holding a place while they pay. */
  registrationCount: z.number().int(),
  waitlist: z.boolean(),
  refundRule: z.enum(REFUND_RULES),
  reminders: z.boolean(),
  /** Questions of the event's own, asked when registering. */
  questions: z.array(storedQuestionSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const eventListSchema = z.array(eventSchema);

export type Event = z.infer<typeof eventSchema>;

/**
 * The event as a visitor reading `language` sees it: its name and description in that language
 * when the committee wrote them, else the English originals. Everything else stays as written.
 */
export function eventInLanguage(event: Event, language: Language): Event {
  if (language === 'en') return event;
  const name = language === 'hi' ? event.nameHi : event.nameMr;
  const description = language === 'hi' ? event.descriptionHi : event.descriptionMr;
  return { ...event, name: name ?? event.name, description: description ?? event.description };
}

/**
 * An event's registrations by state and its money, in whole rupees: collected (captured),
 * refunded (processed refunds), net (collected less refunded) and pending (fees of
 * registrations holding a place while they pay).
 */
export const eventSummarySchema = z.object({
  eventId: z.string(),
  name: z.string(),
  date: z.string().nullable(),
  registrations: z.object({
    confirmed: z.number().int(),
    awaitingPayment: z.number().int(),
    waitlisted: z.number().int(),
    cancelled: z.number().int(),
    expired: z.number().int(),
  }),
  collected: z.number().int(),
  refunded: z.number().int(),
  net: z.number().int(),
  pending: z.number().int(),
});

export type EventSummary = z.infer<typeof eventSummarySchema>;

/** The two printable lists of an event. */
export const ATTENDANCE_LISTS = ['attendance', 'checked-in'] as const;
export type AttendanceList = (typeof ATTENDANCE_LISTS)[number];
export const attendanceQuerySchema = z.object({
  list: z
    .enum(ATTENDANCE_LISTS, { error: 'list must be attendance or checked-in.' })
    .default('attendance'),
});

/** One person expected at the event: a registrant, or a member of their team. */
export const attendeeSchema = z.object({
  /** 0 the registrant, i the i-th team member (as check-in numbers them). */
  person: z.number().int(),
  name: z.string(),
  /** Only people with an account have one. */
  studentId: z.string().nullable(),
  contact: z.string(),
  checkedInAt: z.string().nullable(),
});

/** The registrations holding a confirmed place, each with its people, for the printed lists. */
export const attendanceSheetSchema = z.object({
  event: z.object({
    _id: z.string(),
    name: z.string(),
    date: z.string().nullable(),
    location: z.string(),
  }),
  generatedAt: z.string(),
  registrations: z.array(
    z.object({
      _id: z.string(),
      registrationType: registrationTypeSchema,
      people: z.array(attendeeSchema),
    }),
  ),
});

export type AttendanceSheet = z.infer<typeof attendanceSheetSchema>;
