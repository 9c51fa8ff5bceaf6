/**
 * The gate on an event's day (docs/product-rules.md, "The gate"): a ticket admits only at its
 * own event's gate and only on its day; volunteers hold a gate pass instead of an account; the
 * gate page decides each scan on the event's roster and sends its scans in batches.
 */
import { z } from 'zod';
import { dayInZone, endOfDayInZone } from './dates';
import { REGISTRATION_STATUSES } from './lifecycle';

/** The gate opens this long before the event's start. */
export const GATE_OPENS_BEFORE_MS = 6 * 3_600_000;
/** A gate pass lasts, by default, until this long after the end of the event's day. */
export const GATE_PASS_GRACE_MS = 6 * 3_600_000;
/** Undoing an admission is possible this long after its scan. */
export const GATE_UNDO_MS = 60_000;
/** Scans a gate sends in one request at most. */
export const GATE_BATCH_MAX = 500;
export const GATE_LABEL_MAX = 60;

/**
 * When a ticket of an event admits: from 6 hours before the event's start to the end of its
 * calendar day in the site's time zone. An event without a date admits on any day.
 */
export function gateWindow(
  eventDate: Date | null,
  timeZone: string,
): { opens: Date; closes: Date } | null {
  if (!eventDate) return null;
  return {
    opens: new Date(eventDate.getTime() - GATE_OPENS_BEFORE_MS),
    closes: endOfDayInZone(dayInZone(eventDate, timeZone), timeZone),
  };
}

export const gateIsOpen = (eventDate: Date | null, at: Date, timeZone: string) => {
  const window = gateWindow(eventDate, timeZone);
  return !window || (at >= window.opens && at <= window.closes);
};

/** The default end of a gate pass: the end of the event's day plus 6 hours. */
export function defaultPassEnd(eventDate: Date | null, now: Date, timeZone: string): Date {
  const window = gateWindow(eventDate ?? now, timeZone);
  return new Date((window?.closes ?? now).getTime() + GATE_PASS_GRACE_MS);
}

export const GATE_MESSAGES = {
  otherEvent: (event: string, date: string) =>
    `This ticket is for ${event}${date ? ` on ${date}` : ''}, not for this event.`,
  otherDay: (event: string, date: string) =>
    `This ticket is for ${event} on ${date}. It admits only on that day, from 6 hours before the start.`,
  refunded: 'This registration was refunded in full and cancelled, so the ticket is not valid.',
  passOnly: 'A gate pass can only check people in for its own event.',
  passEnded: 'This gate pass has been revoked or has expired. Ask the committee for a new link.',
  passOtherEvent: 'This gate pass is for another event.',
  eventRequired: 'Choose the event this gate is for.',
  validUntilPast: 'The pass must be valid for some time: choose a later end.',
  noSuchPass: 'There is no such gate pass.',
  undoTooLate: 'An admission can be undone only within a minute of its scan.',
  nothingToUndo: 'There is no admission of this scan to undo.',
  notOnRoster:
    "This ticket is not on this event's list: it is another event's ticket, or not one of ours.",
  noCode: 'This is not one of our tickets. Check the code, or find the person by name.',
  already: (where: string) => `Already in${where ? ` (${where})` : ''}.`,
  conflict: (gate: string, at: string) =>
    `Already let in at ${gate || 'another gate'} at ${at}, before this scan was sent.`,
} as const;

/** Why the gate refuses a registration of its own event, by its status. */
export const ROSTER_STATUS_REFUSALS: Record<Exclude<RosterStatus, 'confirmed'>, string> = {
  awaiting_payment: 'This registration is not paid yet, so the ticket is not valid.',
  waitlisted: 'This person is on the waiting list, not registered.',
  cancelled: 'This registration was cancelled, so the ticket is not valid.',
  expired: 'This registration expired unpaid, so the ticket is not valid.',
  refunded: 'This registration was refunded in full and cancelled, so the ticket is not valid.',
};

const uuid = (what: string) => z.uuid(`This is not a valid ${what} id.`);

/** `POST /api/admins/events/:id/gate-passes`. */
export const gatePassInputSchema = z.object({
  label: z
    .string({ error: 'label is required.' })
    .trim()
    .min(1, 'Name the gate, such as Gate 1.')
    .max(GATE_LABEL_MAX),
  validUntil: z.iso
    .datetime({ offset: true, error: 'validUntil is a date and time (ISO 8601).' })
    .optional(),
});
export type GatePassInput = z.input<typeof gatePassInputSchema>;

export const gatePassCreatedSchema = z.object({
  _id: z.string(),
  label: z.string(),
  /** `<SITE_URL>/gate#<secret>`: shown once; the server keeps only a hash of the secret. */
  url: z.string(),
  validUntil: z.string(),
});
export type GatePassCreated = z.infer<typeof gatePassCreatedSchema>;

export const gatePassSchema = z.object({
  _id: z.string(),
  label: z.string(),
  validUntil: z.string(),
  createdAt: z.string(),
  createdBy: z.string(),
  revokedAt: z.string().nullable(),
  /** Scans the gate sent with this pass. */
  scans: z.number().int(),
});
export type GatePass = z.infer<typeof gatePassSchema>;
export const gatePassListSchema = z.array(gatePassSchema);

export const gatePassParamsSchema = z.object({ id: uuid('gate pass') });

/** A registration's status as the gate reads it: a full refund is told apart from a cancel. */
export const ROSTER_STATUSES = [...REGISTRATION_STATUSES, 'refunded'] as const;
export type RosterStatus = (typeof ROSTER_STATUSES)[number];

export const rosterTicketSchema = z.object({
  /** SHA-256 of the ticket's code, base64url: the gate recognises a code, the roster leaks none. */
  hash: z.string(),
  name: z.string(),
  contact: z.string(),
  studentId: z.string(),
  status: z.enum(ROSTER_STATUSES),
  /** Team members besides the registrant (person 1, 2...). */
  team: z.array(z.string()),
  /** The people already in (0: the registrant). */
  in: z.array(z.number().int()),
});
export type RosterTicket = z.infer<typeof rosterTicketSchema>;

export const headcountSchema = z.object({
  /** People in, at all gates. */
  total: z.number().int(),
  /** People confirmed for the event (registrants and team members). */
  expected: z.number().int(),
  byGate: z.array(z.object({ gate: z.string(), count: z.number().int() })),
});
export type Headcount = z.infer<typeof headcountSchema>;

/** `GET /api/gate/roster`: everything the gate page needs to decide scans offline. */
export const rosterSchema = z.object({
  event: z.object({ _id: z.string(), name: z.string(), date: z.string().nullable() }),
  /** The gate pass's label and end; null for a committee member. */
  pass: z.object({ label: z.string(), validUntil: z.string() }).nullable(),
  generatedAt: z.string(),
  /** When tickets admit (null: any day). */
  window: z.object({ opens: z.string(), closes: z.string() }).nullable(),
  headcount: headcountSchema,
  tickets: z.array(rosterTicketSchema),
});
export type Roster = z.infer<typeof rosterSchema>;

export const rosterQuerySchema = z.object({ event: uuid('event').optional() });

export const gateScanSchema = z
  .object({
    /** Made by the gate for each scan: sending the same scan again changes nothing. */
    id: uuid('scan'),
    /** The ticket's code as read or typed; or, for a person found by name, the roster's `ticket`. */
    code: z
      .string()
      .trim()
      .min(1, 'code is required.')
      .max(100, 'This is not a ticket code.')
      .optional(),
    /** The ticket's SHA-256 as the roster gives it (base64url). */
    ticket: z.string().trim().max(64).optional(),
    scannedAt: z.iso.datetime({ offset: true, error: 'scannedAt is a date and time (ISO 8601).' }),
    gate: z.string().trim().max(GATE_LABEL_MAX).default(''),
    people: z.array(z.number().int().min(0).max(30)).min(1).max(31).optional(),
    /** Takes back the admission of this earlier scan (within a minute of it). */
    undoes: uuid('scan').optional(),
  })
  .refine((scan) => scan.code !== undefined || scan.ticket !== undefined, {
    message: 'code is required.',
    path: ['code'],
  });
export type GateScan = z.input<typeof gateScanSchema>;

export const gateBatchSchema = z.object({
  /** The event, for a committee member; a gate pass is for its own event. */
  event: uuid('event').optional(),
  scans: z.array(gateScanSchema).min(1).max(GATE_BATCH_MAX),
});

export const SCAN_OUTCOMES = ['admitted', 'conflict', 'refused', 'undone'] as const;
export type ScanOutcome = (typeof SCAN_OUTCOMES)[number];

export const gateScanResultSchema = z.object({
  id: z.string(),
  outcome: z.enum(SCAN_OUTCOMES),
  message: z.string(),
  /** The people this scan let in. */
  admitted: z.array(z.number().int()),
  registrationId: z.string().nullable(),
});
export type GateScanResult = z.infer<typeof gateScanResultSchema>;

export const gateBatchAnswerSchema = z.object({
  results: z.array(gateScanResultSchema),
  headcount: headcountSchema,
});
export type GateBatchAnswer = z.infer<typeof gateBatchAnswerSchema>;
