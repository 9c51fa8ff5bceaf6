import { z } from 'zod';
import { EVENT_DESCRIPTION_MAX, EVENT_NAME_MAX, type EventValues } from '@/domain/admin-schemas';
import { EVENT_CATEGORIES, EVENT_STATUSES, REGISTRATION_TYPES } from '@/domain/constants';
import { dayInZone, endOfDayInZone, zonedTimeToInstant } from '@/domain/dates';
import { eventFieldProblems } from '@/domain/events';
import { REFUND_RULES } from '@/domain/lifecycle';
import { QUESTION_KINDS, questionSchema, type EventQuestion } from '@/domain/event-questions';
import type { Event } from '@/domain/event-schemas';
import { MESSAGES } from '@/domain/messages';
import { siteTimeZone } from '@/client/lib/site-settings';

const isEmptyOrWhole = (value: string) => value.trim() === '' || /^\d+$/.test(value.trim());

/** What a fee input may hold: empty (no fee) or a whole number of rupees, 0 or more. */
const feeField = z.string().refine(isEmptyOrWhole, { message: MESSAGES.invalidPaymentAmount });

/** A count the form takes as typed: empty, or a whole number; never a negative made 0. */
const countField = (message: string) => z.string().refine(isEmptyOrWhole, { message });

const DESCRIPTION_TOO_LONG = `Too long (at most ${EVENT_DESCRIPTION_MAX} characters).`;

/**
 * The Add New Event and Edit Event dialogs. Inputs hold text (dates as YYYY-MM-DD and HH:MM in
 * the site's time zone); `toEventInput` turns them into the API's event input.
 */
const eventFields = z.object({
  name: z.string().trim().min(1, 'Name is required.').max(EVENT_NAME_MAX, 'Name is too long.'),
  description: z.string(),
  nameHi: z.string().trim().max(EVENT_NAME_MAX, 'Name is too long.'),
  nameMr: z.string().trim().max(EVENT_NAME_MAX, 'Name is too long.'),
  descriptionHi: z.string().max(EVENT_DESCRIPTION_MAX, DESCRIPTION_TOO_LONG),
  descriptionMr: z.string().max(EVENT_DESCRIPTION_MAX, DESCRIPTION_TOO_LONG),
  date: z.string(),
  time: z.string(),
  deadline: z.string(),
  location: z.string(),
  maxParticipants: countField(
    'Max Participants must be a whole number, 0 or more (empty or 0 means no limit).',
  ),
  prizeDetails: z.string(),
  organizer: z.string(),
  contactInfo: z.string(),
  additionalNotes: z.string(),
  status: z.enum(EVENT_STATUSES),
  category: z.enum(EVENT_CATEGORIES),
  allowedRegistrationTypes: z
    .array(z.enum(REGISTRATION_TYPES))
    .min(1, 'Choose at least one registration type.'),
  amountIndividual: feeField,
  amountTeam: feeField,
  teamSizeMin: countField('The smallest team must be a whole number.'),
  teamSizeMax: countField('The largest team must be a whole number.'),
  waitlist: z.boolean(),
  refundRule: z.enum(REFUND_RULES),
  reminders: z.boolean(),
  questions: z.array(
    z.object({
      id: z.string(),
      label: z.string(),
      kind: z.enum(QUESTION_KINDS),
      /** The choices, one a line. */
      options: z.string(),
      required: z.boolean(),
      perMember: z.boolean(),
    }),
  ),
});

export type QuestionFormValues = z.input<typeof eventFields>['questions'][number];

/** The choices typed one a line, blank lines left out. */
const optionLines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

const toQuestionInput = (question: QuestionFormValues): EventQuestion => ({
  ...question,
  label: question.label.trim(),
  options:
    question.kind === 'choice' || question.kind === 'choices' ? optionLines(question.options) : [],
});

/** A new question's id: short, and unique among the event's questions. */
export const newQuestionId = () => `q-${Math.random().toString(36).slice(2, 10)}`;

export const NEW_QUESTION: Omit<QuestionFormValues, 'id'> = {
  label: '',
  kind: 'text',
  options: '',
  required: false,
  perMember: false,
};

/**
 * The fields, then the rules between them that the server also keeps (a past date cannot be
 * upcoming, the deadline comes before the event, team sizes in order), under the same field.
 */
export const eventFormSchema = eventFields.superRefine((values, context) => {
  const input = toEventInput(values);
  const problems = eventFieldProblems(
    {
      ...input,
      date: input.date ? new Date(input.date) : null,
      deadline: input.deadline ? new Date(input.deadline) : null,
    },
    new Date(),
    siteTimeZone,
  );
  for (const { field, message } of problems) {
    context.addIssue({ code: 'custom', path: [field], message });
  }
  // Each question as the server checks it, the message under its own field.
  values.questions.forEach((question, index) => {
    const result = questionSchema.safeParse(toQuestionInput(question));
    for (const issue of result.success ? [] : result.error.issues) {
      const field = issue.path[0] === 'options' ? 'options' : 'label';
      context.addIssue({
        code: 'custom',
        path: ['questions', index, field],
        message: issue.message,
      });
    }
  });
});

export type EventFormValues = z.input<typeof eventFormSchema>;

export const EMPTY_EVENT_FORM: EventFormValues = {
  name: '',
  description: '',
  nameHi: '',
  nameMr: '',
  descriptionHi: '',
  descriptionMr: '',
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
  category: 'other',
  allowedRegistrationTypes: ['individual'],
  amountIndividual: '',
  amountTeam: '',
  teamSizeMin: '',
  teamSizeMax: '',
  waitlist: false,
  refundRule: 'full',
  reminders: true,
  questions: [],
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
    nameHi: event.nameHi ?? '',
    nameMr: event.nameMr ?? '',
    descriptionHi: event.descriptionHi ?? '',
    descriptionMr: event.descriptionMr ?? '',
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
    category: event.category,
    allowedRegistrationTypes: [...event.allowedRegistrationTypes],
    amountIndividual: offers('individual') ? String(event.amountIndividual) : '',
    amountTeam: offers('team') ? String(event.amountTeam) : '',
    teamSizeMin: event.teamSizeMin === null ? '' : String(event.teamSizeMin),
    teamSizeMax: event.teamSizeMax === null ? '' : String(event.teamSizeMax),
    waitlist: event.waitlist,
    refundRule: event.refundRule,
    reminders: event.reminders,
    questions: event.questions.map((question) => ({
      ...question,
      options: question.options.join('\n'),
    })),
  };
}

/** A whole-number field as typed (already checked): empty is `empty`. */
function count<T>(value: string, empty: T): number | T {
  return value.trim() === '' ? empty : Number(value.trim());
}

/**
 * The API's event input: date and time as one ISO date-time in the site's time zone, a
 * deadline given as a day ending at 23:59:59 there, and no fee for a type not offered.
 */
export function toEventInput(values: z.output<typeof eventFields>): EventValues {
  const time = values.time.length === 5 ? `${values.time}:00` : values.time || '00:00:00';
  const offers = (type: 'individual' | 'team') => values.allowedRegistrationTypes.includes(type);
  return {
    name: values.name,
    description: values.description.trim(),
    // Empty: not written in that language, the English shows.
    nameHi: values.nameHi.trim() || null,
    nameMr: values.nameMr.trim() || null,
    descriptionHi: values.descriptionHi.trim() || null,
    descriptionMr: values.descriptionMr.trim() || null,
    date: values.date ? zonedTimeToInstant(values.date, time, siteTimeZone).toISOString() : null,
    deadline: values.deadline ? endOfDayInZone(values.deadline, siteTimeZone).toISOString() : null,
    location: values.location.trim(),
    maxParticipants: count(values.maxParticipants, 0),
    prizeDetails: values.prizeDetails.trim(),
    organizer: values.organizer.trim(),
    contactInfo: values.contactInfo.trim(),
    additionalNotes: values.additionalNotes.trim(),
    status: values.status,
    category: values.category,
    allowedRegistrationTypes: REGISTRATION_TYPES.filter(offers),
    amountIndividual: offers('individual') ? count(values.amountIndividual, 0) : 0,
    amountTeam: offers('team') ? count(values.amountTeam, 0) : 0,
    teamSizeMin: offers('team') ? count(values.teamSizeMin, null) : null,
    teamSizeMax: offers('team') ? count(values.teamSizeMax, null) : null,
    waitlist: values.waitlist,
    refundRule: values.refundRule,
    reminders: values.reminders,
    questions: values.questions.map(toQuestionInput),
  };
}

export type EventFormOutput = z.output<typeof eventFormSchema>;
