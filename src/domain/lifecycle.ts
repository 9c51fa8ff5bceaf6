/**
 * The life of a registration after the form: its status, tickets, check-in, cancellation, the
 * waiting list and messages to registrants (docs/product-rules.md, "After registering").
 */
import { z } from 'zod';

/**
 * Where a registration stands, beside its `paymentStatus`:
 * - `confirmed`: its place is taken (free, paid, or added by an admin);
 * - `awaiting_payment`: a paid registration holding its place while the member pays;
 * - `waitlisted`: the event was full; in line for a place;
 * - `cancelled`: the member (or an admin) gave the place up;
 * - `expired`: its hold ran out unpaid.
 * Only `confirmed` and `awaiting_payment` take places.
 */
export const REGISTRATION_STATUSES = [
  'confirmed',
  'awaiting_payment',
  'waitlisted',
  'cancelled',
  'expired',
] as const;
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];

/** The statuses that take one of the event's places. */
export const PLACE_TAKING_STATUSES = ['confirmed', 'awaiting_payment'] as const;
/** The statuses of a registration still in play: one per person and event. */
export const LIVE_STATUSES = ['confirmed', 'awaiting_payment', 'waitlisted'] as const;

/** A registration still in play: the member is registered, paying, or in line. */
export const isLive = (status: RegistrationStatus) =>
  (LIVE_STATUSES as readonly string[]).includes(status);

export const takesPlace = (status: RegistrationStatus) =>
  (PLACE_TAKING_STATUSES as readonly string[]).includes(status);

export const REGISTRATION_STATUS_LABELS: Record<RegistrationStatus, string> = {
  confirmed: 'Confirmed',
  awaiting_payment: 'Awaiting payment',
  waitlisted: 'Waiting list',
  cancelled: 'Cancelled',
  expired: 'Expired',
};

/**
 * What a member who cancels a paid registration before the deadline gets back: everything
 * (`full`, the default) or nothing (`none`, for events whose costs are spent in advance).
 */
export const REFUND_RULES = ['full', 'none'] as const;
export type RefundRule = (typeof REFUND_RULES)[number];

export const REFUND_RULE_LABELS: Record<RefundRule, string> = {
  full: 'Full refund, until the registration deadline',
  none: 'No refund',
};

type Cancellable = {
  status: string;
  deadline: string | null;
  date: string | null;
};

/**
 * Whether a member may still cancel: while the event is not over, until the registration
 * deadline (or, without one, until the event starts).
 */
export function cancellationOpen(event: Cancellable, now: Date): boolean {
  if (event.status === 'completed') return false;
  const until = event.deadline ?? event.date;
  return until === null || now.getTime() <= new Date(until).getTime();
}

export const canCancel = isLive;

/** `GET /api/registrations/:id/ticket`: the code in the QR, the QR as SVG and a PNG link. */
export const ticketSchema = z.object({
  code: z.string(),
  qrSvg: z.string(),
  qrPngUrl: z.string(),
});
export type Ticket = z.infer<typeof ticketSchema>;

/** The QR code of a ticket carries this prefix, so the gate can tell our tickets from others. */
export const TICKET_PREFIX = 'HCT1:';
export const ticketQrText = (code: string) => `${TICKET_PREFIX}${code}`;
/** The code in a scanned QR (or a code typed by hand); undefined when it is not one of ours. */
export function codeFromScan(text: string): string | undefined {
  const trimmed = text.trim();
  const code = trimmed.startsWith(TICKET_PREFIX) ? trimmed.slice(TICKET_PREFIX.length) : trimmed;
  return /^[0-9a-f]{32}$/i.test(code) ? code.toLowerCase() : undefined;
}

export const CHECK_IN_GATE_MAX = 60;

/**
 * `POST /api/admins/check-ins`: the event the gate is for, a ticket's code; for a team,
 * optionally whom (0: registrant).
 */
export const checkInInputSchema = z.object({
  event: z.uuid({ error: 'Choose the event this gate is for.' }),
  code: z
    .string({ error: 'code is required.' })
    .trim()
    .min(1, 'code is required.')
    .max(100, 'This is not a ticket code.'),
  people: z
    .array(z.number().int().min(0).max(30))
    .min(1, 'Choose at least one person.')
    .max(31)
    .optional(),
  gate: z.string().trim().max(CHECK_IN_GATE_MAX).default(''),
});
export type CheckInInput = z.input<typeof checkInInputSchema>;

export const checkInPersonSchema = z.object({
  person: z.number().int(),
  name: z.string(),
  email: z.string(),
  contact: z.string(),
  checkedInAt: z.string().nullable(),
  checkedInBy: z.string().nullable(),
  gate: z.string().nullable(),
});

/** What the gate sees for a ticket: who, for what, and who of the team is in. */
export const checkInAnswerSchema = z.object({
  registrationId: z.string(),
  code: z.string(),
  status: z.enum(REGISTRATION_STATUSES),
  name: z.string(),
  email: z.string(),
  studentId: z.string(),
  registrationType: z.enum(['individual', 'team']),
  event: z.object({ _id: z.string(), name: z.string(), date: z.string().nullable() }),
  people: z.array(checkInPersonSchema),
  /** The people this call let in. */
  admitted: z.array(z.number().int()),
});
export type CheckInAnswer = z.infer<typeof checkInAnswerSchema>;
export type CheckInPerson = z.infer<typeof checkInPersonSchema>;

/** `GET /api/admins/check-ins/search`: confirmed registrations by name, e-mail, phone or id. */
export const checkInSearchQuerySchema = z.object({
  q: z.string().trim().min(2, 'Type at least two letters.').max(100),
  event: z.uuid('This is not a valid event id.').optional(),
});
export const checkInSearchAnswerSchema = z.array(checkInAnswerSchema.omit({ admitted: true }));

/** A ticket two gates let in before they synced: the first scan holds, the other is listed. */
export const gateConflictSchema = z.object({
  registrationId: z.string(),
  name: z.string(),
  first: z.object({ gate: z.string(), at: z.string() }),
  second: z.object({ gate: z.string(), at: z.string() }),
});
export type GateConflict = z.infer<typeof gateConflictSchema>;

/**
 * Per event: people (registrants and team members) confirmed, those checked in, and the
 * tickets two gates let in offline (the committee sorts them out).
 */
export const checkInSummarySchema = z.array(
  z.object({
    eventId: z.string(),
    confirmed: z.number().int(),
    checkedIn: z.number().int(),
    conflicts: z.array(gateConflictSchema),
  }),
);
export type CheckInSummary = z.infer<typeof checkInSummarySchema>;

export const MESSAGE_AUDIENCES = ['confirmed', 'waitlisted', 'all'] as const;
export type MessageAudience = (typeof MESSAGE_AUDIENCES)[number];
export const MESSAGE_AUDIENCE_LABELS: Record<MessageAudience, string> = {
  confirmed: 'Everyone confirmed',
  waitlisted: 'The waiting list',
  all: 'Everyone registered, waiting or paying',
};

export const RECIPIENT_STATUSES = ['pending', 'sent', 'failed'] as const;
export type RecipientStatus = (typeof RECIPIENT_STATUSES)[number];

export const EVENT_MESSAGE_STATUSES = ['scheduled', 'sent', 'cancelled'] as const;
export type EventMessageStatus = (typeof EVENT_MESSAGE_STATUSES)[number];

export const MESSAGE_REPLY_TO = ['office', 'me'] as const;
export type MessageReplyTo = (typeof MESSAGE_REPLY_TO)[number];
export const MESSAGE_SCHEDULE_MAX_DAYS = 90;

export const MESSAGE_SUBJECT_MAX = 200;
export const MESSAGE_BODY_MAX = 10_000;

/** `POST /api/admins/events/:id/messages`, and the admin's message form. */
export const eventMessageInputSchema = z.object({
  subject: z
    .string({ error: 'A subject is required.' })
    .trim()
    .min(1, 'A subject is required.')
    .max(MESSAGE_SUBJECT_MAX, `The subject is too long (at most ${MESSAGE_SUBJECT_MAX}).`),
  body: z
    .string({ error: 'A message is required.' })
    .trim()
    .min(1, 'A message is required.')
    .max(MESSAGE_BODY_MAX, `The message is too long (at most ${MESSAGE_BODY_MAX} characters).`),
  audience: z.enum(MESSAGE_AUDIENCES, {
    error: 'audience must be confirmed, waitlisted or all.',
  }),
  replyTo: z.enum(MESSAGE_REPLY_TO, { error: 'replyTo must be office or me.' }).default('office'),
  /** When to send it; now when missing or null. */
  sendAt: z.iso
    .datetime({ offset: true, error: 'sendAt must be a date and time.' })
    .nullish()
    .transform((value) => value ?? null),
});
export type EventMessageInput = z.input<typeof eventMessageInputSchema>;

/** Whose address a recipient's reply goes to. */
export const MESSAGE_REPLY_TO_LABELS: Record<MessageReplyTo, string> = {
  office: 'The office',
  me: 'Me',
};

export const MESSAGE_MESSAGES = {
  noOwnAddress:
    'Your account has no e-mail address for replies to go to. Choose the office, or ask an owner to add your address.',
  sendAtPast: 'The time to send must be in the future.',
  sendAtTooFar: `A message can be scheduled at most ${MESSAGE_SCHEDULE_MAX_DAYS} days ahead.`,
  notScheduled: 'This message is not waiting to be sent: it has gone out or was cancelled.',
  messageNotFound: 'This message does not exist.',
} as const;

/** `POST /api/admins/events/:id/messages`: queued now (recipients counted) or scheduled. */
export const eventMessageAcceptedSchema = z.object({
  messageId: z.string(),
  recipients: z.number().int(),
  /** When it goes out, for a scheduled message; recipients are counted then. */
  sendAt: z.string().nullable(),
});

/** `POST /api/admins/events/:id/messages/preview`: the mail as a recipient reads it, and to whom. */
export const eventMessagePreviewSchema = z.object({
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  replyTo: z.string(),
  /** Everyone it reaches now, by name (the first 500 of a larger audience). */
  recipients: z.array(z.object({ name: z.string(), email: z.string() })),
  recipientCount: z.number().int(),
});
export type EventMessagePreview = z.infer<typeof eventMessagePreviewSchema>;

export const eventMessageSchema = z.object({
  _id: z.string(),
  subject: z.string(),
  audience: z.enum(MESSAGE_AUDIENCES),
  sentBy: z.string(),
  createdAt: z.string(),
  replyTo: z.string(),
  status: z.enum(EVENT_MESSAGE_STATUSES),
  /** When a scheduled message goes out, or went out; null for one sent at once. */
  sendAt: z.string().nullable(),
  recipients: z.number().int(),
  sent: z.number().int(),
  failed: z.number().int(),
  pending: z.number().int(),
});
export const eventMessageListSchema = z.array(eventMessageSchema);
export type EventMessage = z.infer<typeof eventMessageSchema>;

/** `POST /api/registrations/:id/cancel` answers the registration and what will be refunded. */
export const LIFECYCLE_MESSAGES = {
  notYours: 'This registration does not exist, or is not yours.',
  alreadyEnded: 'This registration is already cancelled or expired.',
  cancellationClosed:
    'The deadline has passed, so this registration can no longer be cancelled. Please contact the organiser.',
  cancelled: 'Your registration is cancelled.',
  cancelledWithRefund: (amount: string) =>
    `Your registration is cancelled. ${amount} will be refunded to the way you paid.`,
  noTicket: 'A ticket is given once the registration is confirmed.',
  waitlisted: (position: number) =>
    `This event is full, so you are on the waiting list (number ${position}). We will e-mail you when a place frees up.`,
  holdExpired:
    'The time to pay for this registration has run out and its place was released. Please register again.',
  notAwaitingPayment: 'This registration is not waiting for a payment.',
} as const;

/** My Registered Events, the member's hub. */
export const MY_REGISTRATIONS_PATH = '/users/registrations';

/** One registration in the hub, its details open (mails link here); the hub without an id. */
export const registrationPage = (registrationId: string | null) =>
  registrationId
    ? `${MY_REGISTRATIONS_PATH}?registration=${encodeURIComponent(registrationId)}`
    : MY_REGISTRATIONS_PATH;

/** The hub opening the payment window for a registration at once (the offer mail's Pay now). */
export const payRegistrationPage = (registrationId: string) =>
  `${MY_REGISTRATIONS_PATH}?pay=${encodeURIComponent(registrationId)}`;
