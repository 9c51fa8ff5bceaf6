import { z } from 'zod';
import { emailSchema } from './account-schemas';

const rows = z.array(z.record(z.string(), z.unknown()));

/** Everything the site holds about one person (by e-mail), as an owner exports it for them. */
export const personDataSchema = z.object({
  email: z.string(),
  exportedAt: z.string(),
  person: z.record(z.string(), z.unknown()).nullable(),
  account: z.record(z.string(), z.unknown()).nullable(),
  signUpInProgress: z.record(z.string(), z.unknown()).nullable(),
  /** An invitation to sign up from a spreadsheet the committee imported, with their details. */
  invitation: z.record(z.string(), z.unknown()).nullable(),
  registrations: rows,
  /** Teams of other registrants that name this person. */
  teamMemberships: rows,
  donations: rows,
  payments: rows,
  queries: rows,
  /** Messages the committee wrote to an event's registrants that reached this person. */
  messagesReceived: rows,
  /** When they were let in at an event's gate, on their own ticket or in a team. */
  checkIns: rows,
});

export const erasureSchema = z.object({
  message: z.string(),
  registrationsDeleted: z.number().int(),
  /** Kept, without the person's details, because their payments stay in the books. */
  registrationsAnonymised: z.number().int(),
  donationsDeleted: z.number().int(),
  donationsKept: z.number().int(),
  queriesDeleted: z.number().int(),
  teamMembershipsErased: z.number().int(),
  accountDeleted: z.boolean(),
});

/** A member's request, from their profile, to be erased; an owner carries it out. */
export const erasureRequestSchema = z.object({
  email: z.string(),
  name: z.string(),
  requestedAt: z.string(),
});
export const erasureRequestListSchema = z.array(erasureRequestSchema);

/** The one line under the forms that collect personal data: what is kept, and why. */
export const PRIVACY_NOTICES = {
  signup:
    'We keep your name and e-mail to run your account and your registrations, and nothing is shared.',
  donation:
    'We keep your name, contact, PAN and address for your receipt and the 80G records the law asks the trust to keep.',
} as const;

/** The "this was not me" link of a mail: the address it went to, and the proof it did. */
export const mailSuppressionInputSchema = z.object({
  address: emailSchema,
  token: z
    .string({ error: 'This link is not valid.' })
    .trim()
    .min(1, 'This link is not valid.')
    .max(100, 'This link is not valid.'),
});
export type MailSuppressionInput = z.output<typeof mailSuppressionInputSchema>;

export const MAIL_SUPPRESSION_MESSAGES = {
  invalidLink: 'This link is not valid. Please open it from the mail you received.',
  suppressed: (address: string) =>
    `Done: the site will not write to ${address} again. We are sorry for the mail.`,
} as const;

export const ERASED_NAME = 'Erased member';
/** An erased person's registrations keep a placeholder address in this domain, one per person. */
export const ERASED_EMAIL_DOMAIN = 'erased.invalid';

export const PERSON_DATA_MESSAGES = {
  nothingHeld: 'We hold nothing about this e-mail.',
  erased: (email: string) => `Everything about ${email} has been erased or anonymised.`,
  erasureRequested:
    'Your request is with the committee. They will erase your data and write to you when it is done.',
  erasureAlreadyRequested:
    'You have already asked for your data to be erased. The committee will write to you when it is done.',
} as const;

export type PersonData = z.infer<typeof personDataSchema>;
export type Erasure = z.infer<typeof erasureSchema>;
export type ErasureRequest = z.infer<typeof erasureRequestSchema>;
