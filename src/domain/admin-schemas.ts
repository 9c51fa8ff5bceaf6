import { z } from 'zod';
import { emailSchema, personNameSchema } from './account-schemas';
import { GENDER_CODES, PAYMENT_STATUSES, REGISTRATION_TYPES } from './constants';
import { eventSchema, eventStatusSchema, registrationTypeSchema } from './event-schemas';
import { contactSchema, teamMemberSchema } from './registration-schemas';

export const adminLoginInputSchema = z.object({
  username: z
    .string({ error: 'Username is required.' })
    .trim()
    .min(1, 'Username is required.')
    .max(100),
  password: z.string({ error: 'Password is required.' }).min(1, 'Password is required.').max(200),
});

const text = (max: number) =>
  z.string().trim().max(max, `Too long (at most ${max} characters).`).default('');

/** A fee from the admin form: a whole number of rupees, 0 or more; empty means none. */
const fee = z.preprocess(
  (value) => (value === '' || value === null || value === undefined ? 0 : value),
  z.coerce
    .number({ error: 'Invalid payment amount' })
    .int('Invalid payment amount')
    .min(0, 'Invalid payment amount')
    .max(10_000_000, 'Invalid payment amount'),
);

/** Years the site's time-zone arithmetic and the database both take, written in four digits. */
const FIRST_DATE = Date.UTC(1000, 0, 1);
const AFTER_LAST_DATE = Date.UTC(10_000, 0, 1);

const calendarDay = z.iso.date();
const instant = z.iso.datetime({ offset: true });

/**
 * A plain date (YYYY-MM-DD, a day in the site's time zone), an ISO date-time with its zone
 * (Z or +05:30), or empty for none. Nothing looser: `2026-02-30` or a time without a zone
 * would be read as some other moment.
 */
const dateInput = z.preprocess(
  (value) => (value === '' || value === undefined ? null : value),
  z
    .string()
    .refine(
      (value) => calendarDay.safeParse(value).success || instant.safeParse(value).success,
      'is not a valid date',
    )
    .refine((value) => {
      const time = Date.parse(value);
      return Number.isNaN(time) || (time >= FIRST_DATE && time < AFTER_LAST_DATE);
    }, 'must be in the years 1000 to 9999')
    .nullable(),
);

/** The admin's event form (SPEC.md section 3 fields; dates as ISO date-times). */
export const eventInputSchema = z.object({
  name: z.string({ error: 'Name is required.' }).trim().min(1, 'Name is required.').max(200),
  description: text(5000),
  date: dateInput,
  deadline: dateInput,
  location: text(300),
  maxParticipants: z.coerce.number().int().min(0).max(1_000_000).default(0),
  prizeDetails: text(1000),
  organizer: text(300),
  contactInfo: text(300),
  additionalNotes: text(2000),
  status: eventStatusSchema.default('upcoming'),
  allowedRegistrationTypes: z
    .array(registrationTypeSchema)
    .min(1, 'Choose at least one registration type.')
    .default(['individual']),
  amountIndividual: fee.default(0),
  amountTeam: fee.default(0),
});

/** The card's status dropdown sends only the status, in lower case. */
export const eventStatusInputSchema = z.object({
  status: z.string().trim().toLowerCase().pipe(eventStatusSchema),
});

/**
 * An event update: the status alone when that is all the body holds (the card's dropdown),
 * otherwise the whole event, validated as such so its own messages come back.
 */
export const eventUpdateInputSchema = z.unknown().transform((body, ctx) => {
  const statusOnly =
    typeof body === 'object' && body !== null && Object.keys(body).length === 1 && 'status' in body;
  const result = (statusOnly ? eventStatusInputSchema : eventInputSchema).safeParse(body);
  if (result.success) return result.data;
  for (const issue of result.error.issues) {
    ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
  }
  return z.NEVER;
});

export const eventAnswerSchema = z.object({ event: eventSchema });

const genderInput = z.preprocess(
  (value) =>
    typeof value === 'string'
      ? ({ male: 'M', female: 'F', other: 'O' }[value.trim().toLowerCase()] ??
        value.trim().toUpperCase())
      : value,
  z.enum(GENDER_CODES, { error: 'Gender must be Male, Female or Other.' }),
);

/** The admin's Add User dialog (SPEC.md section 3, admin-created registration payload). */
export const adminRegistrationInputSchema = z.object({
  name: personNameSchema,
  email: emailSchema,
  contact: contactSchema,
  hostel: text(100),
  hostelAddress: text(300),
  studentId: z.string().trim().max(40).optional(),
  dateOfBirth: z.preprocess(
    (value) => (value === '' ? null : value),
    z.iso.date('Date of birth must be a date (YYYY-MM-DD).').nullable().default(null),
  ),
  gender: genderInput,
  nationality: text(100),
  event: z.uuid('Choose an event.'),
  registrationType: registrationTypeSchema.default('individual'),
  teamMembers: z.array(teamMemberSchema).max(20).default([]),
});

/** Edits to one registration; also how an admin records a payment received by hand. */
export const adminRegistrationUpdateSchema = z
  .object({
    name: personNameSchema,
    contact: contactSchema,
    hostel: text(100),
    hostelAddress: text(300),
    dateOfBirth: z.preprocess((value) => (value === '' ? null : value), z.iso.date().nullable()),
    gender: genderInput,
    nationality: text(100),
    teamMembers: z.array(teamMemberSchema).max(20),
    paymentStatus: z.enum(PAYMENT_STATUSES),
  })
  .partial();

/** Edits to a person: applied to every registration of that e-mail (DESIGN.md section 7.8). */
export const adminUserUpdateSchema = z
  .object({
    name: personNameSchema,
    contact: contactSchema,
    hostel: text(100),
    hostelAddress: text(300),
    dateOfBirth: z.preprocess((value) => (value === '' ? null : value), z.iso.date().nullable()),
    gender: genderInput,
    nationality: text(100),
  })
  .partial();

export const PAGE_SIZE_MAX = 200;

export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(25),
  q: z.string().trim().max(200).optional(),
});

export const registrationSortKeys = [
  'createdAt',
  '-createdAt',
  'name',
  '-name',
  'email',
  '-email',
  'event',
  '-event',
] as const;

export const adminRegistrationsQuerySchema = pageQuerySchema.extend({
  sort: z.enum(registrationSortKeys).default('-createdAt'),
  event: z.uuid().optional(),
  type: z.enum(REGISTRATION_TYPES).optional(),
});

export const adminUsersQuerySchema = pageQuerySchema.extend({
  sort: z
    .enum(['name', '-name', 'email', '-email', 'registrations', '-registrations'])
    .default('name'),
});

/** One row of the Users tab: a person by e-mail, with their registrations. */
export const adminUserSchema = z.object({
  email: z.string(),
  name: z.string(),
  contact: z.string(),
  studentId: z.string(),
  registrations: z.array(
    z.object({
      _id: z.string(),
      event: z.object({ _id: z.string(), name: z.string() }),
      registrationType: registrationTypeSchema,
    }),
  ),
});

export const adminUserListSchema = z.array(adminUserSchema);

/** Money collected (DESIGN.md section 7.7): paid registrations per event, and donations. */
export const totalCollectedSchema = z.object({
  total: z.number().int(),
  registrations: z.number().int(),
  donations: z.number().int(),
  perEvent: z.array(
    z.object({
      eventId: z.string(),
      name: z.string(),
      individual: z.number().int(),
      team: z.number().int(),
      total: z.number().int(),
    }),
  ),
});

export type EventInput = z.input<typeof eventInputSchema>;
export type AdminUser = z.infer<typeof adminUserSchema>;
export type TotalCollected = z.infer<typeof totalCollectedSchema>;
