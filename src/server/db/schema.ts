/**
 * The database schema. Each feature adds its tables here with the issue that owns their rules;
 * `npm run db:generate` then writes the migration that the server applies at start-up.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import type { AboutMember } from '../../domain/about-schemas';
import type {
  EventStatus,
  GenderCode,
  PaymentStatus,
  RegistrationType,
} from '../../domain/constants';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** Millisecond precision, as JavaScript dates have: a row's time read back matches it exactly. */
const createdAt = () =>
  timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow();
const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow();

export const events = pgTable(
  'events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    date: timestamp('date', { withTimezone: true }),
    deadline: timestamp('deadline', { withTimezone: true }),
    location: text('location').notNull().default(''),
    maxParticipants: integer('max_participants').notNull().default(0),
    prizeDetails: text('prize_details').notNull().default(''),
    organizer: text('organizer').notNull().default(''),
    contactInfo: text('contact_info').notNull().default(''),
    additionalNotes: text('additional_notes').notNull().default(''),
    status: text('status').$type<EventStatus>().notNull().default('upcoming'),
    allowedRegistrationTypes: text('allowed_registration_types')
      .array()
      .$type<RegistrationType[]>()
      .notNull()
      .default(sql`ARRAY['individual']::text[]`),
    amountIndividual: integer('amount_individual').notNull().default(0),
    amountTeam: integer('amount_team').notNull().default(0),
    /**
     * Kept by the registration service in the same transaction as each registration, so the
     * capacity check is one conditional update that concurrent requests cannot overshoot.
     */
    registrationCount: integer('registration_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('events_date_idx').on(table.date),
    check('events_status_check', sql`${table.status} in ('upcoming', 'ongoing', 'completed')`),
    check('events_fees_check', sql`${table.amountIndividual} >= 0 and ${table.amountTeam} >= 0`),
    check('events_max_participants_check', sql`${table.maxParticipants} >= 0`),
    check('events_registration_count_check', sql`${table.registrationCount} >= 0`),
  ],
);

/** The About page's HTML: a single row, sanitized before it is stored. */
export const aboutContent = pgTable(
  'about_content',
  {
    id: smallint('id').primaryKey().default(1),
    content: text('content').notNull(),
    updatedAt: updatedAt(),
  },
  (table) => [check('about_content_single_row', sql`${table.id} = 1`)],
);

export const aboutSections = pgTable('about_sections', {
  sectionType: text('section_type').primaryKey(),
  title: text('title').notNull(),
  members: jsonb('members').$type<AboutMember[]>().notNull().default([]),
  updatedAt: updatedAt(),
});

/** Images live in the database, so instances share them and nothing on disk can be lost. */
export const images = pgTable('images', {
  id: uuid('id').primaryKey().defaultRandom(),
  contentType: text('content_type').notNull(),
  data: bytea('data').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  /** A hash of the bytes, used as the ETag. */
  etag: text('etag').notNull(),
  createdAt: createdAt(),
});

export const queries = pgTable(
  'queries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    address: text('address').notNull().default(''),
    message: text('message').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('queries_created_at_idx').on(table.createdAt)],
);

export const studentIdSequence = pgSequence('student_id_seq', { startWith: 1 });

/**
 * One student id per person, by lower-cased e-mail, assigned at sign-up or first registration
 * and kept for every later registration (DESIGN.md section 7.6).
 */
export const people = pgTable('people', {
  email: text('email').primaryKey(),
  studentId: text('student_id')
    .notNull()
    .unique()
    .default(sql`'HST-' || lpad(nextval('student_id_seq')::text, 6, '0')`),
  createdAt: createdAt(),
});

export const accounts = pgTable('accounts', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email')
    .notNull()
    .unique()
    .references(() => people.email, { onUpdate: 'cascade' }),
  name: text('name').notNull(),
  passwordHash: text('password_hash').notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** A sign-up in progress: the e-mailed code (hashed), its tries, and whether it was verified. */
export const signupCodes = pgTable('signup_codes', {
  email: text('email').primaryKey(),
  name: text('name').notNull(),
  codeHash: text('code_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  attempts: integer('attempts').notNull().default(0),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  verifiedAt: timestamp('verified_at', { withTimezone: true }),
});

export const passwordResets = pgTable(
  'password_resets',
  {
    tokenHash: text('token_hash').primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('password_resets_account_idx').on(table.accountId)],
);

export interface TeamMember {
  name: string;
  email: string;
  contact: string;
}

export const registrations = pgTable(
  'registrations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    email: text('email')
      .notNull()
      .references(() => people.email, { onUpdate: 'cascade' }),
    contact: text('contact').notNull(),
    hostel: text('hostel').notNull().default(''),
    hostelAddress: text('hostel_address').notNull().default(''),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    gender: text('gender').$type<GenderCode>().notNull(),
    nationality: text('nationality').notNull().default(''),
    registrationType: text('registration_type').$type<RegistrationType>().notNull(),
    /** The team besides the registrant; empty for an individual registration. */
    teamMembers: jsonb('team_members').$type<TeamMember[]>().notNull().default([]),
    paymentStatus: text('payment_status').$type<PaymentStatus>().notNull().default('Pending'),
    /** The fee in rupees at the time of registering: due while Pending, paid once Success. */
    amount: integer('amount').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    unique('registrations_event_email_unique').on(table.eventId, table.email),
    index('registrations_email_idx').on(table.email),
    index('registrations_created_at_idx').on(table.createdAt),
    check('registrations_gender_check', sql`${table.gender} in ('M', 'F', 'O')`),
    check('registrations_type_check', sql`${table.registrationType} in ('individual', 'team')`),
    check('registrations_payment_check', sql`${table.paymentStatus} in ('Pending', 'Success')`),
    check('registrations_amount_check', sql`${table.amount} >= 0`),
  ],
);

export const donations = pgTable(
  'donations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    amount: integer('amount').notNull(),
    razorpayPaymentId: text('razorpay_payment_id').notNull().default(''),
    razorpayOrderId: text('razorpay_order_id').notNull().default(''),
    createdAt: createdAt(),
  },
  (table) => [
    index('donations_email_idx').on(table.email),
    index('donations_created_at_idx').on(table.createdAt),
    check('donations_amount_check', sql`${table.amount} > 0`),
  ],
);

export const admins = pgTable('admins', {
  id: uuid('id').primaryKey().defaultRandom(),
  username: text('username').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  createdAt: createdAt(),
});

/**
 * A counter per cached list, raised by a trigger on every change to its table, so every
 * instance can tell with one cheap read whether its cached copy is still current.
 */
export const cacheVersions = pgTable('cache_versions', {
  name: text('name').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});
