import { z } from 'zod';
import { emailSchema, personNameSchema } from './account-schemas';
import { FIELD_MESSAGES } from './field-messages';
import { GENDER_CODES, PAYMENT_STATUSES, REFUND_STATUSES, TEAM_SIZE_LIMIT } from './constants';
import { eventStatusSchema, registrationTypeSchema } from './event-schemas';
import { REFUND_RULES, REGISTRATION_STATUSES } from './lifecycle';
import {
  personAnswersSchema,
  storedQuestionSchema,
  registrationAnswersSchema,
} from './event-questions';

const requiredText = (required: string, tooLong: string, max: number) =>
  z.string({ error: required }).trim().min(1, required).max(max, tooLong);

export const contactSchema = z
  .string({ error: FIELD_MESSAGES.contactRequired })
  .trim()
  .min(1, FIELD_MESSAGES.contactRequired)
  .regex(/^[0-9+()\-\s]{7,20}$/, FIELD_MESSAGES.contactInvalid);

export const teamMemberSchema = z.object({
  name: personNameSchema,
  email: emailSchema,
  contact: contactSchema,
});

/** A registration's id in a path. */
export const registrationIdParams = z.object({
  id: z.uuid('This is not a valid registration id.'),
});

/** What a member sends to register (`POST /api/users/register`). */
export const registrationInputSchema = z.object({
  name: personNameSchema,
  email: emailSchema,
  contact: contactSchema,
  hostel: requiredText(FIELD_MESSAGES.hostelRequired, FIELD_MESSAGES.hostelTooLong, 100),
  hostelAddress: requiredText(
    FIELD_MESSAGES.hostelAddressRequired,
    FIELD_MESSAGES.hostelAddressTooLong,
    300,
  ),
  gender: z.enum(GENDER_CODES, { error: FIELD_MESSAGES.genderInvalid }),
  event: z.uuid('Event ID missing. Please register from a valid event.'),
  registrationType: registrationTypeSchema,
  teamMembers: z
    .array(teamMemberSchema)
    .max(TEAM_SIZE_LIMIT - 1, FIELD_MESSAGES.teamTooLarge)
    .default([]),
  /** Answers to the event's questions, one set per person: you first, then each member. */
  answers: registrationAnswersSchema,
});

export const registrationEventSchema = z.object({
  _id: z.string(),
  name: z.string(),
  date: z.string().nullable(),
  amountIndividual: z.number().int(),
  amountTeam: z.number().int(),
  /** For the member's page: whether and until when the registration may still be cancelled. */
  deadline: z.string().nullable(),
  status: eventStatusSchema,
  location: z.string(),
  /** What a member who cancels a paid registration gets back. */
  refundRule: z.enum(REFUND_RULES),
  /** The event's questions, to read the registration's answers by. */
  questions: z.array(storedQuestionSchema),
});

/** A registration as the API answers it. */
export const registrationSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  contact: z.string(),
  studentId: z.string(),
  hostel: z.string(),
  hostelAddress: z.string(),
  dateOfBirth: z.string().nullable(),
  gender: z.enum(GENDER_CODES),
  nationality: z.string(),
  event: registrationEventSchema,
  registrationType: registrationTypeSchema,
  teamMembers: z.array(z.object({ name: z.string(), email: z.string(), contact: z.string() })),
  /** Answers to the event's questions: index 0 the registrant, i the i-th team member. */
  answers: z.array(personAnswersSchema),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  /** Rupees due (Pending) or paid (Success) for this registration. */
  amount: z.number().int(),
  /** Where it stands beside its payment (domain/lifecycle.ts). */
  status: z.enum(REGISTRATION_STATUSES),
  /** Until when an unpaid registration holds its place; null when it does not expire. */
  holdExpiresAt: z.string().nullable(),
  /** Its place in the waiting list (1 is next), while waitlisted. */
  waitlistPosition: z.number().int().nullable(),
  cancelledAt: z.string().nullable(),
  /** People of this registration let in at the gate (registrant and team members). */
  checkedIn: z.number().int(),
  createdAt: z.string(),
});

export const registrationListSchema = z.array(registrationSchema);

/** What a member paid for one registration, its receipt, and the refunds on their way back. */
export const registrationMoneySchema = z.object({
  /** Rupees received and applied to this registration (0 while unpaid or free). */
  paid: z.number().int(),
  paidAt: z.string().nullable(),
  receiptNumber: z.string().nullable(),
  /** The receipt's PDF (`/api/payments/receipts/<id>.pdf`), for its payer. */
  receiptUrl: z.string().nullable(),
  refunds: z.array(
    z.object({
      amount: z.number().int(),
      status: z.enum(REFUND_STATUSES),
      requestedAt: z.string(),
    }),
  ),
});

/** `GET /api/users/registrations`: the member's own, each with its money. */
export const myRegistrationSchema = registrationSchema.extend({ money: registrationMoneySchema });
export const myRegistrationListSchema = z.array(myRegistrationSchema);

export const registrationAnswerSchema = z.object({
  message: z.string(),
  studentId: z.string(),
  /** `confirmed`, `awaiting_payment` (pay to keep the place) or `waitlisted` (the event was full). */
  status: z.enum(REGISTRATION_STATUSES),
  registration: registrationSchema,
});

/** `POST /api/registrations/:id/cancel`: the registration now cancelled, and any refund. */
export const cancellationAnswerSchema = z.object({
  message: z.string(),
  /** Rupees being refunded; 0 when nothing was paid or the event refunds nothing. */
  refund: z.number().int(),
  registration: registrationSchema,
});

export type RegistrationInput = z.input<typeof registrationInputSchema>;
export type Registration = z.infer<typeof registrationSchema>;
export type MyRegistration = z.infer<typeof myRegistrationSchema>;
export type RegistrationMoney = z.infer<typeof registrationMoneySchema>;
