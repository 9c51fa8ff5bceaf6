import { z } from 'zod';

const rows = z.array(z.record(z.string(), z.unknown()));

/** Everything the site holds about one person (by e-mail), as an owner exports it for them. */
export const personDataSchema = z.object({
  email: z.string(),
  exportedAt: z.string(),
  person: z.record(z.string(), z.unknown()).nullable(),
  account: z.record(z.string(), z.unknown()).nullable(),
  signUpInProgress: z.record(z.string(), z.unknown()).nullable(),
  registrations: rows,
  /** Teams of other registrants that name this person. */
  teamMemberships: rows,
  donations: rows,
  payments: rows,
  queries: rows,
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

export const ERASED_NAME = 'Erased member';

export const PERSON_DATA_MESSAGES = {
  nothingHeld: 'We hold nothing about this e-mail.',
  erased: (email: string) => `Everything about ${email} has been erased or anonymised.`,
} as const;

export type PersonData = z.infer<typeof personDataSchema>;
export type Erasure = z.infer<typeof erasureSchema>;
