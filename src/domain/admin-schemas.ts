import { z } from 'zod';
import { emailSchema, personNameSchema, signInCodeSchema } from './account-schemas';
import {
  EVENT_CATEGORIES,
  GENDER_CODES,
  MIN_TEAM_SIZE,
  PAYMENT_STATUSES,
  REGISTRATION_TYPES,
  TEAM_SIZE_LIMIT,
} from './constants';
import { eventSchema, eventStatusSchema, registrationTypeSchema } from './event-schemas';
import { REFUND_RULES, REGISTRATION_STATUSES } from './lifecycle';
import { numberInput } from './numbers';
import { oneShapeOf } from './one-shape-of';
import { questionListSchema } from './event-questions';
import { contactSchema, teamMemberSchema } from './registration-schemas';

export const adminLoginInputSchema = z.object({
  username: z
    .string({ error: 'Username is required.' })
    .trim()
    .min(1, 'Username is required.')
    .max(100),
  password: z.string({ error: 'Password is required.' }).min(1, 'Password is required.').max(200),
  /** With two-factor sign-in on: six digits from the authenticator app, or a recovery code. */
  code: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.string().trim().max(40, 'That is not a code we gave you.').optional(),
  ),
  signInCode: signInCodeSchema(),
});

/** An admin asks for a one-time sign-in code by mail, to their address on file. */
export const adminSignInCodeRequestSchema = z.object({
  username: adminLoginInputSchema.shape.username,
});

/** Admin passwords guard the money and everyone's data: longer than members' passwords. */
export const ADMIN_PASSWORD_MIN_LENGTH = 12;

/** An admin changing their own password in the dashboard. */
export const changeOwnPasswordInputSchema = z.object({
  currentPassword: z
    .string({ error: 'Your current password is required.' })
    .min(1, 'Your current password is required.')
    .max(200),
  newPassword: z
    .string({ error: 'A new password is required.' })
    .min(
      ADMIN_PASSWORD_MIN_LENGTH,
      `The new password must be at least ${ADMIN_PASSWORD_MIN_LENGTH} characters.`,
    )
    .max(200, 'The new password is too long (at most 200 characters).'),
});

const text = (max: number) =>
  z.string().trim().max(max, `Too long (at most ${max} characters).`).default('');

/** A text in Hindi or Marathi beside the English one: empty means none (null). */
const translation = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Too long (at most ${max} characters).`)
    .nullish()
    .transform((value) => value || null);

/** A fee from the admin form: a whole number of rupees, 0 or more; empty means none. */
const fee = z.preprocess(
  (value) => (value === '' || value === null || value === undefined ? 0 : value),
  numberInput(
    z
      .number({ error: 'Invalid payment amount' })
      .int('Invalid payment amount')
      .min(0, 'Invalid payment amount')
      .max(10_000_000, 'Invalid payment amount'),
  ),
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

/** A team size the admin may set, the registrant included; empty keeps the default rule. */
const teamSizeInput = (label: string) =>
  z.preprocess(
    (value) => (value === '' || value === undefined ? null : value),
    numberInput(
      z
        .number({ error: `${label} must be a whole number.` })
        .int(`${label} must be a whole number.`)
        .min(MIN_TEAM_SIZE, `${label} must be at least ${MIN_TEAM_SIZE}, you included.`)
        .max(TEAM_SIZE_LIMIT, `${label} can be at most ${TEAM_SIZE_LIMIT}.`),
    ).nullable(),
  );

export const EVENT_NAME_MAX = 200;
export const EVENT_DESCRIPTION_MAX = 5000;

/** The admin's event form (dates as ISO date-times or plain days). */
export const eventInputSchema = z.object({
  name: z
    .string({ error: 'Name is required.' })
    .trim()
    .min(1, 'Name is required.')
    .max(EVENT_NAME_MAX),
  description: text(EVENT_DESCRIPTION_MAX),
  /** The name and description in Hindi and Marathi, shown to visitors in those languages. */
  nameHi: translation(EVENT_NAME_MAX),
  nameMr: translation(EVENT_NAME_MAX),
  descriptionHi: translation(EVENT_DESCRIPTION_MAX),
  descriptionMr: translation(EVENT_DESCRIPTION_MAX),
  date: dateInput,
  deadline: dateInput,
  location: text(300),
  maxParticipants: numberInput(
    z
      .number({ error: 'Max Participants must be a whole number.' })
      .int('Max Participants must be a whole number.')
      .min(0, 'Max Participants cannot be negative (0 or empty means no limit).')
      .max(1_000_000, 'Max Participants is too large.'),
  ).default(0),
  prizeDetails: text(1000),
  organizer: text(300),
  contactInfo: text(300),
  additionalNotes: text(2000),
  status: eventStatusSchema.default('upcoming'),
  category: z
    .enum(EVENT_CATEGORIES, { error: 'category must be sports, festival or other.' })
    .default('other'),
  allowedRegistrationTypes: z
    .array(registrationTypeSchema)
    .min(1, 'Choose at least one registration type.')
    .default(['individual']),
  amountIndividual: fee.default(0),
  amountTeam: fee.default(0),
  teamSizeMin: teamSizeInput('The smallest team').default(null),
  teamSizeMax: teamSizeInput('The largest team').default(null),
  /** When full, members may join a waiting list. */
  waitlist: z.boolean({ error: 'waitlist must be true or false.' }).default(false),
  refundRule: z.enum(REFUND_RULES, { error: 'refundRule must be full or none.' }).default('full'),
  /** Confirmed registrants are mailed a reminder before the event. */
  reminders: z.boolean({ error: 'reminders must be true or false.' }).default(true),
  /** Questions of the event's own, asked in its registration form. */
  questions: questionListSchema,
});

/** The card's status dropdown sends only the status, in lower case. */
export const eventStatusInputSchema = z.object({
  status: z.string().trim().toLowerCase().pipe(eventStatusSchema),
});

/**
 * An event update: the status alone when that is all the body holds (the card's dropdown),
 * otherwise the whole event, validated as such so its own messages come back.
 */
export const eventUpdateInputSchema = oneShapeOf<
  z.output<typeof eventStatusInputSchema> | z.output<typeof eventInputSchema>
>(
  (body) =>
    Object.keys(body).length === 1 && 'status' in body ? eventStatusInputSchema : eventInputSchema,
  'Send an event, or its status alone.',
);

export const eventAnswerSchema = z.object({ event: eventSchema });

const genderInput = z.preprocess(
  (value) =>
    typeof value === 'string'
      ? ({ male: 'M', female: 'F', other: 'O' }[value.trim().toLowerCase()] ??
        value.trim().toUpperCase())
      : value,
  z.enum(GENDER_CODES, { error: 'Gender must be Male, Female or Other.' }),
);

/** The admin's Add User dialog: a registration the admin makes for someone (`POST /api/admins/registration`). */
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
  teamMembers: z
    .array(teamMemberSchema)
    .max(TEAM_SIZE_LIMIT - 1)
    .default([]),
});

/** A text field an edit may leave out: unlike `text`, no default fills it when it is missing. */
const editedText = (max: number) =>
  z.string().trim().max(max, `Too long (at most ${max} characters).`);

/** The fields of a person an admin may edit: each optional, and only those sent change. */
const personEditFields = {
  name: personNameSchema,
  contact: contactSchema,
  hostel: editedText(100),
  hostelAddress: editedText(300),
  dateOfBirth: z.preprocess((value) => (value === '' ? null : value), z.iso.date().nullable()),
  gender: genderInput,
  nationality: editedText(100),
};

export const PAYMENT_REASON_MAX = 300;

/**
 * Edits to one registration (only the fields sent change); also how an admin records money
 * received by hand: `paymentStatus: 'Success'` with the `reason` the audit log keeps ("Paid
 * ₹500 in cash at the office").
 */
export const adminRegistrationUpdateSchema = z
  .object({
    ...personEditFields,
    teamMembers: z.array(teamMemberSchema).max(TEAM_SIZE_LIMIT - 1),
    paymentStatus: z.enum(PAYMENT_STATUSES),
    reason: z
      .string()
      .trim()
      .min(1, 'Say how the payment was received.')
      .max(
        PAYMENT_REASON_MAX,
        `The reason is too long (at most ${PAYMENT_REASON_MAX} characters).`,
      ),
  })
  .partial();

/** Edits to a person: applied to every registration of that e-mail (only the fields sent). */
export const adminUserUpdateSchema = z.object(personEditFields).partial();

export const PAGE_SIZE_MAX = 200;

export const pageQuerySchema = z.object({
  page: numberInput(z.number().int().min(1)).default(1),
  pageSize: numberInput(z.number().int().min(1).max(PAGE_SIZE_MAX)).default(25),
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
  status: z.enum(REGISTRATION_STATUSES).optional(),
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

/** Money collected: paid registrations per event, and donations (docs/product-rules.md#money). */
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
/** An event input as the server reads it: defaults filled in, numbers as numbers. */
export type EventValues = z.output<typeof eventInputSchema>;
export type AdminUser = z.infer<typeof adminUserSchema>;
export type TotalCollected = z.infer<typeof totalCollectedSchema>;
