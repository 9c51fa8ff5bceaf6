import { z } from 'zod';
import { emailSchema, personNameSchema } from './account-schemas';
import { GENDER_CODES, PAYMENT_STATUSES } from './constants';
import { registrationTypeSchema } from './event-schemas';

const requiredText = (field: string, max: number) =>
  z
    .string({ error: `${field} is required.` })
    .trim()
    .min(1, `${field} is required.`)
    .max(max, `${field} is too long (at most ${max} characters).`);

export const contactSchema = z
  .string({ error: 'Contact is required.' })
  .trim()
  .min(1, 'Contact is required.')
  .regex(
    /^[0-9+()\-\s]{7,20}$/,
    'Contact must be a phone number (7 to 20 digits, spaces or + ( ) -).',
  );

export const teamMemberSchema = z.object({
  name: personNameSchema,
  email: emailSchema,
  contact: contactSchema,
});

/** What a member sends to register (SPEC.md section 3, registration payload). */
export const registrationInputSchema = z.object({
  name: personNameSchema,
  email: emailSchema,
  contact: contactSchema,
  hostel: requiredText('Hostel', 100),
  hostelAddress: requiredText('Hostel Address', 300),
  gender: z.enum(GENDER_CODES, { error: 'Gender must be Male, Female or Other.' }),
  event: z.uuid('Event ID missing. Please register from a valid event.'),
  registrationType: registrationTypeSchema,
  teamMembers: z.array(teamMemberSchema).max(20, 'Too many team members.').default([]),
});

export const registrationEventSchema = z.object({
  _id: z.string(),
  name: z.string(),
  date: z.string().nullable(),
  amountIndividual: z.number().int(),
  amountTeam: z.number().int(),
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
  paymentStatus: z.enum(PAYMENT_STATUSES),
  /** Rupees due (Pending) or paid (Success) for this registration. */
  amount: z.number().int(),
  createdAt: z.string(),
});

export const registrationListSchema = z.array(registrationSchema);

export const registrationAnswerSchema = z.object({
  message: z.string(),
  studentId: z.string(),
  registration: registrationSchema,
});

export type RegistrationInput = z.input<typeof registrationInputSchema>;
export type Registration = z.infer<typeof registrationSchema>;
