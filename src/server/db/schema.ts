/**
 * The database schema. Each feature adds its tables here with the issue that owns their rules;
 * `npm run db:generate` then writes the migration that the server applies at start-up.
 */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { AboutMember } from '../../domain/about-schemas';
import type { AdminRole } from '../../domain/admin-roles';
import type {
  EventCategory,
  EventStatus,
  GenderCode,
  PaymentStatus,
  QueryStatus,
  RegistrationType,
} from '../../domain/constants';
import type { EventQuestion, RegistrationAnswers } from '../../domain/event-questions';
import type { ScanOutcome } from '../../domain/gate';
import type {
  IssuedReceipt,
  PaymentPurpose,
  PaymentState,
  RefundStatus,
} from '../../domain/payments';
import type {
  EventMessageStatus,
  MessageAudience,
  RecipientStatus,
  RefundRule,
  RegistrationStatus,
} from '../../domain/lifecycle';

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
    /** The name and description in Hindi and Marathi, when the committee wrote them. */
    nameHi: text('name_hi'),
    nameMr: text('name_mr'),
    descriptionHi: text('description_hi'),
    descriptionMr: text('description_mr'),
    date: timestamp('date', { withTimezone: true }),
    deadline: timestamp('deadline', { withTimezone: true }),
    location: text('location').notNull().default(''),
    maxParticipants: integer('max_participants').notNull().default(0),
    prizeDetails: text('prize_details').notNull().default(''),
    organizer: text('organizer').notNull().default(''),
    contactInfo: text('contact_info').notNull().default(''),
    additionalNotes: text('additional_notes').notNull().default(''),
    status: text('status').$type<EventStatus>().notNull().default('upcoming'),
    category: text('category').$type<EventCategory>().notNull().default('other'),
    allowedRegistrationTypes: text('allowed_registration_types')
      .array()
      .$type<RegistrationType[]>()
      .notNull()
      .default(sql`ARRAY['individual']::text[]`),
    amountIndividual: integer('amount_individual').notNull().default(0),
    amountTeam: integer('amount_team').notNull().default(0),
    /**
     * Team size in all, the registrant included, when the admin set it; null keeps the default
     * rule (at least two; at most 13 for cricket, 2 for anything else).
     */
    teamSizeMin: integer('team_size_min'),
    teamSizeMax: integer('team_size_max'),
    /**
     * Kept by the registration service in the same transaction as each registration, so the
     * capacity check is one conditional update that concurrent requests cannot overshoot.
     */
    registrationCount: integer('registration_count').notNull().default(0),
    /** When full, members may join a waiting list and are promoted in order as places free. */
    waitlist: boolean('waitlist').notNull().default(false),
    /** What a member who cancels before the deadline gets back (domain/lifecycle.ts). */
    refundRule: text('refund_rule').$type<RefundRule>().notNull().default('full'),
    /** Whether confirmed registrants are mailed a reminder the day before. */
    reminders: boolean('reminders').notNull().default(true),
    /** Questions of the event's own, asked in its registration form (domain/event-questions.ts). */
    questions: jsonb('questions').$type<EventQuestion[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('events_date_idx').on(table.date),
    check('events_refund_rule_check', sql`${table.refundRule} in ('full', 'none')`),
    check('events_status_check', sql`${table.status} in ('upcoming', 'ongoing', 'completed')`),
    check('events_fees_check', sql`${table.amountIndividual} >= 0 and ${table.amountTeam} >= 0`),
    check('events_max_participants_check', sql`${table.maxParticipants} >= 0`),
    check('events_registration_count_check', sql`${table.registrationCount} >= 0`),
    check(
      'events_team_size_check',
      sql`(${table.teamSizeMin} is null or ${table.teamSizeMin} >= 2) and (${table.teamSizeMax} is null or ${table.teamSizeMax} >= 2) and (${table.teamSizeMin} is null or ${table.teamSizeMax} is null or ${table.teamSizeMin} <= ${table.teamSizeMax})`,
    ),
  ],
);

/**
 * The About page's HTML: a single row, sanitized before it is stored. The Hindi and Marathi
 * texts are the committee's own, null while not written (the page shows the English then).
 */
export const aboutContent = pgTable(
  'about_content',
  {
    id: smallint('id').primaryKey().default(1),
    content: text('content').notNull(),
    contentHi: text('content_hi'),
    contentMr: text('content_mr'),
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
    /** `new` until an admin replies from the dashboard; then `answered`, with the reply kept. */
    status: text('status').$type<QueryStatus>().notNull().default('new'),
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true, precision: 3 }),
    repliedBy: text('replied_by'),
    createdAt: createdAt(),
  },
  (table) => [
    index('queries_created_at_idx').on(table.createdAt),
    index('queries_status_idx').on(table.status),
    check('queries_status_check', sql`${table.status} in ('new', 'answered')`),
  ],
);

export const studentIdSequence = pgSequence('student_id_seq', { startWith: 1 });

/**
 * One student id per person, by lower-cased e-mail, assigned at sign-up or first registration
 * and kept for every later registration.
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
  /** The member's phone, from their profile: forms start with it. */
  phone: text('phone'),
  /**
   * Raised by a password reset and by "Sign out everywhere": a member's token carries the
   * version it was signed with and is refused once the version has moved on.
   */
  tokenVersion: integer('token_version').notNull().default(0),
  /**
   * The language the member chose on the site (`en`, `hi`, `mr`), so mails can follow it; null
   * until they choose one (decision record 24).
   */
  language: text('language'),
  /** When the member asked from their profile to be erased; an owner carries it out. */
  erasureRequestedAt: timestamp('erasure_requested_at', { withTimezone: true, precision: 3 }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * Addresses the site no longer writes to: someone named as a team member by another person
 * followed the mail's "this was not me" link. Every mail the site sends checks this list. Kept as
 * the SHA-256 of the lower-cased address, so the list survives an erasure without holding it.
 */
export const mailSuppressions = pgTable('mail_suppressions', {
  emailHash: text('email_hash').primaryKey(),
  createdAt: createdAt(),
});

/**
 * A member's change of e-mail in progress: the new address and the code mailed to it (hashed),
 * with its tries. One per account; asking again replaces it. Confirming moves the account, its
 * registrations, donations and payments to the new address in one transaction.
 */
export const emailChanges = pgTable('email_changes', {
  accountId: uuid('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  newEmail: text('new_email').notNull(),
  codeHash: text('code_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  attempts: integer('attempts').notNull().default(0),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
});

/**
 * A sign-up code in progress: the e-mailed code (hashed), its tries, and when it was used. A
 * used code cannot be used again; asking for a new code replaces the row.
 */
export const signupCodes = pgTable('signup_codes', {
  email: text('email').primaryKey(),
  name: text('name').notNull(),
  codeHash: text('code_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  attempts: integer('attempts').notNull().default(0),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  verifiedAt: timestamp('verified_at', { withTimezone: true }),
});

/**
 * Proof that whoever holds the ticket typed the right code: verifying a code answers the ticket
 * once, and only its holder may then set the password. Stored hashed, short-lived, single-use.
 * Asking for a new code leaves tickets alone, so it cannot spoil a verification already made.
 */
export const signupTickets = pgTable(
  'signup_tickets',
  {
    ticketHash: text('ticket_hash').primaryKey(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('signup_tickets_email_idx').on(table.email)],
);

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
    /** Answers to the event's questions, one set per person (domain/event-questions.ts). */
    answers: jsonb('answers').$type<RegistrationAnswers>().notNull().default([]),
    paymentStatus: text('payment_status').$type<PaymentStatus>().notNull().default('Pending'),
    /** The fee in rupees at the time of registering: due while Pending, paid once Success. */
    amount: integer('amount').notNull().default(0),
    /**
     * Where the registration stands (domain/lifecycle.ts). Places are taken by `confirmed` and
     * `awaiting_payment` only: the event's registration count is theirs.
     */
    status: text('status').$type<RegistrationStatus>().notNull().default('confirmed'),
    /** Until when an unpaid registration holds its place; null: held until paid or deleted. */
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true, precision: 3 }),
    /** The ticket's code in its QR: random (122 bits), so it can be neither guessed nor forged. */
    ticketCode: text('ticket_code')
      .notNull()
      .unique()
      .default(sql`replace(gen_random_uuid()::text, '-', '')`),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true, precision: 3 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    // One live registration per person and event; cancelled and expired ones stay as history.
    uniqueIndex('registrations_event_email_live')
      .on(table.eventId, table.email)
      .where(sql`status in ('confirmed', 'awaiting_payment', 'waitlisted')`),
    index('registrations_event_status_idx').on(table.eventId, table.status, table.createdAt),
    index('registrations_hold_idx')
      .on(table.holdExpiresAt)
      .where(sql`status = 'awaiting_payment'`),
    index('registrations_email_idx').on(table.email),
    index('registrations_created_at_idx').on(table.createdAt),
    check('registrations_gender_check', sql`${table.gender} in ('M', 'F', 'O')`),
    check('registrations_type_check', sql`${table.registrationType} in ('individual', 'team')`),
    check('registrations_payment_check', sql`${table.paymentStatus} in ('Pending', 'Success')`),
    check('registrations_amount_check', sql`${table.amount} >= 0`),
    check(
      'registrations_status_check',
      sql`${table.status} in ('confirmed', 'awaiting_payment', 'waitlisted', 'cancelled', 'expired')`,
    ),
  ],
);

/**
 * A person let in at the gate: the registrant (person 0) or a team member (person i is
 * `teamMembers[i - 1]`). Unique per person, so two gates scanning at once admit once.
 */
export const checkIns = pgTable(
  'check_ins',
  {
    registrationId: uuid('registration_id')
      .notNull()
      .references(() => registrations.id, { onDelete: 'cascade' }),
    person: smallint('person').notNull(),
    checkedInAt: timestamp('checked_in_at', { withTimezone: true, precision: 3 }).notNull(),
    /** The admin's username (or the gate pass's label), and the gate they named, if any. */
    checkedInBy: text('checked_in_by').notNull(),
    gate: text('gate').notNull().default(''),
    /** The gate page's scan that let the person in; null for a check-in made online. */
    scanId: uuid('scan_id'),
  },
  (table) => [
    primaryKey({ columns: [table.registrationId, table.person] }),
    check('check_ins_person_check', sql`${table.person} >= 0`),
  ],
);

/**
 * A link a committee member gives a volunteer: whoever holds it may check people in for one
 * event, until it expires or is revoked. Only a hash of its secret is kept.
 */
export const gatePasses = pgTable(
  'gate_passes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    secretHash: text('secret_hash').notNull().unique(),
    validUntil: timestamp('valid_until', { withTimezone: true, precision: 3 }).notNull(),
    createdBy: text('created_by').notNull(),
    createdAt: createdAt(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, precision: 3 }),
    revokedBy: text('revoked_by'),
  },
  (table) => [index('gate_passes_event_idx').on(table.eventId, table.createdAt)],
);

/**
 * A scan the gate page sent, keyed by the id the page gave it, so a batch sent twice is answered
 * the same and admits once. `conflict`: the ticket's people were already let in by another scan
 * (`conflictGate`, `conflictAt`) before this one reached the server.
 */
export const gateScans = pgTable(
  'gate_scans',
  {
    id: uuid('id').primaryKey(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    passId: uuid('pass_id').references(() => gatePasses.id, { onDelete: 'set null' }),
    registrationId: uuid('registration_id').references(() => registrations.id, {
      onDelete: 'cascade',
    }),
    gate: text('gate').notNull().default(''),
    scannedBy: text('scanned_by').notNull(),
    scannedAt: timestamp('scanned_at', { withTimezone: true, precision: 3 }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true, precision: 3 }).notNull(),
    outcome: text('outcome').$type<ScanOutcome>().notNull(),
    message: text('message').notNull().default(''),
    admitted: jsonb('admitted').$type<number[]>().notNull().default([]),
    conflictGate: text('conflict_gate'),
    conflictAt: timestamp('conflict_at', { withTimezone: true, precision: 3 }),
  },
  (table) => [
    index('gate_scans_event_outcome_idx').on(table.eventId, table.outcome),
    index('gate_scans_pass_idx').on(table.passId),
    check(
      'gate_scans_outcome_check',
      sql`${table.outcome} in ('admitted', 'conflict', 'refused', 'undone')`,
    ),
  ],
);

/**
 * Someone an admin invited to sign up by importing a spreadsheet: one row per e-mail, so the
 * same file imported again invites nobody twice. Their details wait here for their sign-up.
 */
export const peopleInvitations = pgTable('people_invitations', {
  email: text('email').primaryKey(),
  name: text('name').notNull(),
  phone: text('phone').notNull().default(''),
  hostel: text('hostel').notNull().default(''),
  room: text('room').notNull().default(''),
  invitedBy: text('invited_by').notNull(),
  createdAt: createdAt(),
});

/** A message an admin wrote to an event's registrants; one recipient row per address. */
export const eventMessages = pgTable(
  'event_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    audience: text('audience').$type<MessageAudience>().notNull(),
    sentBy: text('sent_by').notNull(),
    /** Where replies go: the office's address, or the sending admin's. */
    replyTo: text('reply_to').notNull().default(''),
    /**
     * `sent` once its recipients are listed and their mails queued; `scheduled` until its time
     * (`send_at`) comes, when the event's registrants of that moment get it; `cancelled` when an
     * admin called it off before then.
     */
    status: text('status').$type<EventMessageStatus>().notNull().default('sent'),
    sendAt: timestamp('send_at', { withTimezone: true, precision: 3 }),
    createdAt: createdAt(),
  },
  (table) => [
    index('event_messages_event_idx').on(table.eventId, table.createdAt),
    check(
      'event_messages_status_check',
      sql`${table.status} in ('scheduled', 'sent', 'cancelled')`,
    ),
  ],
);

export const messageRecipients = pgTable(
  'message_recipients',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    messageId: uuid('message_id')
      .notNull()
      .references(() => eventMessages.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    name: text('name').notNull(),
    status: text('status').$type<RecipientStatus>().notNull().default('pending'),
    sentAt: timestamp('sent_at', { withTimezone: true, precision: 3 }),
  },
  (table) => [
    unique('message_recipients_unique').on(table.messageId, table.email),
    check('message_recipients_status_check', sql`${table.status} in ('pending', 'sent', 'failed')`),
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
    /** For the 80G receipt, when the donor gives them. */
    pan: text('pan').notNull().default(''),
    address: text('address').notNull().default(''),
    purpose: text('purpose').notNull().default(''),
    /** A donation begun online is Pending until its payment is applied; only Success counts. */
    paymentStatus: text('payment_status').$type<PaymentStatus>().notNull().default('Success'),
    createdAt: createdAt(),
  },
  (table) => [
    index('donations_email_idx').on(table.email),
    index('donations_created_at_idx').on(table.createdAt),
    check('donations_amount_check', sql`${table.amount} > 0`),
    check('donations_payment_check', sql`${table.paymentStatus} in ('Pending', 'Success')`),
  ],
);

/**
 * Money received, or asked for: one Razorpay order and what became of it, or a payment an admin
 * recorded by hand (cash, no order). It names the thing paid for (a registration or a donation,
 * and for a registration its event and type, kept even if the registration goes), the amount the
 * server computed, and the state, which only ever moves forward (domain/payments.ts). Every
 * effect of a payment is keyed by this row, so the browser, the webhook and the reconciler may
 * report it in any order, any number of times. A captured payment either carries a receipt
 * (applied) or is refunded in full (nothing left to apply it to; a second payment of a paid
 * order is a row of its own, `duplicate_of` the first).
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    purpose: text('purpose').$type<PaymentPurpose>().notNull(),
    registrationId: uuid('registration_id').references(() => registrations.id, {
      onDelete: 'set null',
    }),
    donationId: uuid('donation_id').references(() => donations.id, { onDelete: 'set null' }),
    /** For a registration's payment: its event and type, as they were when the order opened. */
    eventId: uuid('event_id').references(() => events.id, { onDelete: 'restrict' }),
    registrationType: text('registration_type').$type<RegistrationType>(),
    /** Whose payment it is: the member's e-mail, for their own pages. */
    email: text('email').notNull(),
    /** In whole rupees, as the server computed it; Razorpay is asked for a hundred times that. */
    amount: integer('amount').notNull(),
    refundedAmount: integer('refunded_amount').notNull().default(0),
    state: text('state').$type<PaymentState>().notNull().default('created'),
    /** Null for money an admin recorded by hand. */
    razorpayOrderId: text('razorpay_order_id'),
    razorpayPaymentId: text('razorpay_payment_id').unique(),
    /** A second payment of an order already paid: the order's first row. Refunded in full. */
    duplicateOf: uuid('duplicate_of').references((): AnyPgColumn => payments.id),
    /** upi, card, netbanking or wallet, as Razorpay names it; cash when recorded by hand. */
    method: text('method'),
    /** `R-2026-27/000001` or `D-2026-27/000001`: one series per purpose and financial year. */
    receiptNumber: text('receipt_number').unique(),
    /** What the receipt says, fixed when it is issued, so every later copy is the same. */
    receipt: jsonb('receipt').$type<IssuedReceipt>(),
    /** The admin who recorded a payment by hand, and why. */
    recordedBy: text('recorded_by'),
    note: text('note'),
    paidAt: timestamp('paid_at', { withTimezone: true, precision: 3 }),
    /** When the reconciler asks Razorpay about this unpaid order next, and how often it has. */
    nextCheckAt: timestamp('next_check_at', { withTimezone: true, precision: 3 }),
    checks: integer('checks').notNull().default(0),
    /** Razorpay reports this order paid, but the reconciler could not apply it: why, until it can. */
    checkError: text('check_error'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('payments_razorpay_order_unique')
      .on(table.razorpayOrderId)
      .where(sql`duplicate_of is null`),
    index('payments_registration_idx').on(table.registrationId),
    index('payments_donation_idx').on(table.donationId),
    index('payments_event_idx').on(table.eventId),
    index('payments_email_idx').on(table.email),
    index('payments_state_created_idx').on(table.state, table.createdAt),
    index('payments_next_check_idx')
      .on(table.nextCheckAt)
      .where(sql`state in ('created', 'attempted', 'failed')`),
    check('payments_purpose_check', sql`${table.purpose} in ('registration', 'donation')`),
    check(
      'payments_state_check',
      sql`${table.state} in ('created', 'attempted', 'failed', 'paid', 'partially_refunded', 'refunded')`,
    ),
    check(
      'payments_amounts_check',
      sql`${table.amount} > 0 and ${table.refundedAmount} >= 0 and ${table.refundedAmount} <= ${table.amount}`,
    ),
    check(
      'payments_source_check',
      sql`${table.razorpayOrderId} is not null or (${table.method} = 'cash' and ${table.recordedBy} is not null)`,
    ),
  ],
);

/**
 * A refund an admin asked Razorpay for. The row comes first, with the idempotency key Razorpay
 * is sent, so a retried call for the same row never refunds twice; the payment's refunded amount
 * moves only when Razorpay reports the refund processed (once per refund id).
 */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'restrict' }),
    razorpayRefundId: text('razorpay_refund_id').unique(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    /** Whole rupees. */
    amount: integer('amount').notNull(),
    reason: text('reason').notNull(),
    status: text('status').$type<RefundStatus>().notNull().default('pending'),
    /** The admin's username. */
    requestedBy: text('requested_by').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('refunds_payment_idx').on(table.paymentId),
    check('refunds_amount_check', sql`${table.amount} > 0`),
    check('refunds_reason_check', sql`length(${table.reason}) > 0`),
    check('refunds_status_check', sql`${table.status} in ('pending', 'processed', 'failed')`),
  ],
);

/** The last receipt number given in a series (donations or registrations) and financial year. */
export const receiptCounters = pgTable(
  'receipt_counters',
  {
    series: text('series').$type<PaymentPurpose>().notNull(),
    financialYear: text('financial_year').notNull(),
    lastNumber: integer('last_number').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.series, table.financialYear] })],
);

/**
 * Durable background work (src/server/jobs): mails, reminders, hold expiry, refunds and the
 * periodic sweeps. Enqueued in the transaction of the change that causes it, claimed by any
 * instance with FOR UPDATE SKIP LOCKED, run at least once with retries; `key`, when set, makes
 * something happen once ever (a reminder per registration, a mail per message recipient).
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    key: text('key').unique(),
    /** queued, running (claimed until `lockedUntil`), done, or failed (gave up). */
    state: text('state').notNull().default('queued'),
    runAt: timestamp('run_at', { withTimezone: true, precision: 3 }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(8),
    lockedUntil: timestamp('locked_until', { withTimezone: true, precision: 3 }),
    lockedBy: text('locked_by'),
    lastError: text('last_error'),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true, precision: 3 }),
  },
  (table) => [
    index('jobs_due_idx')
      .on(table.runAt)
      .where(sql`state in ('queued', 'running')`),
    index('jobs_finished_idx').on(table.finishedAt),
    check('jobs_state_check', sql`${table.state} in ('queued', 'running', 'done', 'failed')`),
  ],
);

/** Webhook deliveries already handled, by Razorpay's event id: a retried delivery is skipped. */
export const webhookEvents = pgTable('webhook_events', {
  eventId: text('event_id').primaryKey(),
  event: text('event').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
});

/**
 * The committee's accounts. The first comes from ADMIN_USERNAME and is an owner; owners invite
 * the others by e-mail. A token carries the admin's `token_version`, checked on every call, so
 * raising it (a new password, disabling, "sign out everywhere") ends every session at once.
 */
export const admins = pgTable(
  'admins',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    username: text('username').notNull().unique(),
    /** Where the invitation went; the configured admin has none until an owner sets one. */
    email: text('email').unique(),
    role: text('role').$type<AdminRole>().notNull(),
    /** Null until an invited admin sets a password through the invitation's link. */
    passwordHash: text('password_hash'),
    /**
     * The hash of the ADMIN_PASSWORD last applied to this admin, so a start-up can tell a new
     * ADMIN_PASSWORD (apply it) from an old one the admin has since changed in the dashboard.
     */
    configuredPasswordHash: text('configured_password_hash'),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true, precision: 3 }),
    tokenVersion: integer('token_version').notNull().default(1),
    disabledAt: timestamp('disabled_at', { withTimezone: true, precision: 3 }),
    /** The invitation link's token (keyed hash), until it is used; valid until the expiry. */
    invitationTokenHash: text('invitation_token_hash').unique(),
    invitationExpiresAt: timestamp('invitation_expires_at', { withTimezone: true, precision: 3 }),
    /** Base32 TOTP secret while two-factor sign-in is on; the pending one while it is set up. */
    totpSecret: text('totp_secret'),
    totpPendingSecret: text('totp_pending_secret'),
    /** The 30-second step of the last code accepted: a code of that step or earlier is refused. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true, precision: 3 }),
    createdAt: createdAt(),
  },
  (table) => [
    check(
      'admins_role_check',
      sql`${table.role} in ('owner', 'manager', 'treasurer', 'editor', 'viewer')`,
    ),
  ],
);

/** Ten single-use codes per admin with two-factor on, for a lost phone; stored hashed. */
export const adminRecoveryCodes = pgTable(
  'admin_recovery_codes',
  {
    adminId: uuid('admin_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, precision: 3 }),
  },
  (table) => [primaryKey({ columns: [table.adminId, table.codeHash] })],
);

/**
 * One-time sign-in codes mailed to the owner of an account under a guessing attack: with one,
 * a login on that account passes the lock (http/login-throttle.ts). Keyed by a keyed hash of
 * the login's group and account (no e-mail kept); the newest code replaces the last.
 */
export const signInCodes = pgTable('sign_in_codes', {
  accountHash: text('account_hash').primaryKey(),
  codeHash: text('code_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true, precision: 3 }).notNull(),
});

/** Settings the owners change in the dashboard: a single row. */
export const adminSettings = pgTable(
  'admin_settings',
  {
    id: smallint('id').primaryKey().default(1),
    requireTwoFactor: boolean('require_two_factor').notNull().default(false),
    updatedAt: updatedAt(),
  },
  (table) => [check('admin_settings_single_row', sql`${table.id} = 1`)],
);

/**
 * Who changed what: one entry per admin write, written in the write's own transaction. A
 * trigger refuses UPDATE, DELETE and TRUNCATE, so entries can only be added.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true, precision: 3 }).notNull(),
    /** Null for what the server did itself (the configured admin at start-up). */
    adminId: uuid('admin_id').references(() => admins.id),
    /** The username at the time, so the entry reads the same after a rename. */
    adminUsername: text('admin_username').notNull(),
    address: text('address'),
    action: text('action').notNull(),
    recordType: text('record_type'),
    recordId: text('record_id'),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
  },
  (table) => [
    index('audit_log_at_idx').on(table.at.desc(), table.id.desc()),
    index('audit_log_admin_idx').on(table.adminId, table.at.desc()),
    index('audit_log_action_idx').on(table.action, table.at.desc()),
    index('audit_log_record_idx').on(table.recordType, table.recordId),
  ],
);

/**
 * A counter per cached list, raised by a trigger on every change to its table, so every
 * instance can tell with one cheap read whether its cached copy is still current.
 */
export const cacheVersions = pgTable('cache_versions', {
  name: text('name').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});
