import { z } from 'zod';
import type { EventInput } from '../../../../domain/admin-schemas';
import { EVENT_STATUSES, REGISTRATION_TYPES } from '../../../../domain/constants';
import { dayInZone, endOfDayInZone, zonedTimeToInstant } from '../../../../domain/dates';
import type { Event } from '../../../../domain/event-schemas';
import { MESSAGES } from '../../../../domain/messages';
import { siteTimeZone } from '../../../lib/site-settings';

/** What a fee input may hold: empty (no fee) or a whole number of rupees, 0 or more. */
const feeField = z.string().refine((value) => value.trim() === '' || /^\d+$/.test(value.trim()), {
  message: MESSAGES.invalidPaymentAmount,
});

/**
 * The Add New Event and Edit Event dialogs. Inputs hold text (dates as YYYY-MM-DD and HH:MM in
 * the site's time zone); `toEventInput` turns them into the API's event input.
 */
export const eventFormSchema = z.object({
  name: z.string().trim().min(1, 'Name is required.').max(200, 'Name is too long.'),
  description: z.string(),
  date: z.string(),
  time: z.string(),
  deadline: z.string(),
  location: z.string(),
  maxParticipants: z.string(),
  prizeDetails: z.string(),
  organizer: z.string(),
  contactInfo: z.string(),
  additionalNotes: z.string(),
  status: z.enum(EVENT_STATUSES),
  allowedRegistrationTypes: z
    .array(z.enum(REGISTRATION_TYPES))
    .min(1, 'Choose at least one registration type.'),
  amountIndividual: feeField,
  amountTeam: feeField,
});

export type EventFormValues = z.input<typeof eventFormSchema>;

export const EMPTY_EVENT_FORM: EventFormValues = {
  name: '',
  description: '',
  date: '',
  time: '10:00',
  deadline: '',
  location: '',
  maxParticipants: '',
  prizeDetails: '',
  organizer: '',
  contactInfo: '',
  additionalNotes: '',
  status: 'upcoming',
  allowedRegistrationTypes: ['individual'],
  amountIndividual: '',
  amountTeam: '',
};

const timeFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: siteTimeZone,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** HH:MM of an instant in the site's time zone. */
function timeInZone(instant: Date): string {
  return timeFormat.format(instant);
}

/** The dialog's values for an existing event. */
export function toFormValues(event: Event): EventFormValues {
  const date = event.date ? new Date(event.date) : null;
  const deadline = event.deadline ? new Date(event.deadline) : null;
  const offers = (type: 'individual' | 'team') => event.allowedRegistrationTypes.includes(type);
  return {
    name: event.name,
    description: event.description,
    date: date ? dayInZone(date, siteTimeZone) : '',
    time: date ? timeInZone(date) : '',
    deadline: deadline ? dayInZone(deadline, siteTimeZone) : '',
    location: event.location,
    maxParticipants: event.maxParticipants > 0 ? String(event.maxParticipants) : '',
    prizeDetails: event.prizeDetails,
    organizer: event.organizer,
    contactInfo: event.contactInfo,
    additionalNotes: event.additionalNotes,
    status: event.status,
    allowedRegistrationTypes: [...event.allowedRegistrationTypes],
    amountIndividual: offers('individual') ? String(event.amountIndividual) : '',
    amountTeam: offers('team') ? String(event.amountTeam) : '',
  };
}

/** maxParticipants as a whole number; anything that is not a number becomes 0 (no cap). */
export function parseMaxParticipants(value: string): number {
  const parsed = Number.parseInt(value, 10);
  return Number.isNaN(parsed) ? 0 : Math.max(0, parsed);
}

const fee = (value: string) => (value.trim() === '' ? 0 : Number(value.trim()));

/**
 * The API's event input: date and time as one ISO date-time in the site's time zone, a
 * deadline given as a day ending at 23:59:59 there, and no fee for a type not offered.
 */
export function toEventInput(values: EventFormOutput): EventInput {
  const time = values.time.length === 5 ? `${values.time}:00` : values.time || '00:00:00';
  const offers = (type: 'individual' | 'team') => values.allowedRegistrationTypes.includes(type);
  return {
    name: values.name,
    description: values.description.trim(),
    date: values.date ? zonedTimeToInstant(values.date, time, siteTimeZone).toISOString() : null,
    deadline: values.deadline ? endOfDayInZone(values.deadline, siteTimeZone).toISOString() : null,
    location: values.location.trim(),
    maxParticipants: parseMaxParticipants(values.maxParticipants),
    prizeDetails: values.prizeDetails.trim(),
    organizer: values.organizer.trim(),
    contactInfo: values.contactInfo.trim(),
    additionalNotes: values.additionalNotes.trim(),
    status: values.status,
    allowedRegistrationTypes: REGISTRATION_TYPES.filter(offers),
    amountIndividual: offers('individual') ? fee(values.amountIndividual) : 0,
    amountTeam: offers('team') ? fee(values.amountTeam) : 0,
  };
}

export type EventFormOutput = z.output<typeof eventFormSchema>;
