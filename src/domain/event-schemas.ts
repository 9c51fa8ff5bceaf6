import { z } from 'zod';
import { EVENT_STATUSES, REGISTRATION_TYPES } from './constants';
import { REFUND_RULES } from './lifecycle';

export const eventStatusSchema = z.enum(EVENT_STATUSES);
export const registrationTypeSchema = z.enum(REGISTRATION_TYPES);

/** An event as the API answers it, with its `registrationCount`. */
export const eventSchema = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string(),
  date: z.string().nullable(),
  deadline: z.string().nullable(),
  location: z.string(),
  maxParticipants: z.number().int(),
  prizeDetails: z.string(),
  organizer: z.string(),
  contactInfo: z.string(),
  additionalNotes: z.string(),
  status: eventStatusSchema,
  allowedRegistrationTypes: z.array(registrationTypeSchema),
  amountIndividual: z.number().int(),
  amountTeam: z.number().int(),
  /** Team size in all, the registrant included; null: the default rule (see `teamSize`). */
  teamSizeMin: z.number().int().nullable(),
  teamSizeMax: z.number().int().nullable(),
  /** Places taken: confirmed registrations and those holding a place while they pay. */
  registrationCount: z.number().int(),
  waitlist: z.boolean(),
  refundRule: z.enum(REFUND_RULES),
  reminders: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const eventListSchema = z.array(eventSchema);

export type Event = z.infer<typeof eventSchema>;
