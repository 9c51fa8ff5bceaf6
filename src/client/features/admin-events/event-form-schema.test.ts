import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Event } from '@/domain/event-schemas';
import type * as EventFormSchema from './event-form-schema';

type Schema = typeof EventFormSchema;
let schema: Schema;

beforeAll(async () => {
  // site-settings reads <meta> tags: no document here, so the defaults (Asia/Kolkata) apply.
  vi.stubGlobal('document', { querySelector: () => null });
  schema = await import('./event-form-schema');
});

const event: Event = {
  _id: 'e1',
  name: 'Night Cricket League',
  description: 'Under lights',
  nameHi: null,
  nameMr: null,
  descriptionHi: null,
  descriptionMr: null,
  date: '2027-01-15T13:00:00.000Z',
  deadline: '2027-01-10T18:29:59.000Z',
  location: 'Ground',
  maxParticipants: 16,
  prizeDetails: '',
  organizer: '',
  contactInfo: '',
  additionalNotes: '',
  status: 'upcoming',
  category: 'sports',
  allowedRegistrationTypes: ['team'],
  amountIndividual: 0,
  amountTeam: 1500,
  teamSizeMin: 5,
  teamSizeMax: 7,
  registrationCount: 2,
  waitlist: false,
  refundRule: 'full',
  reminders: true,
  questions: [],
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

describe('the event dialog', () => {
  it('shows an event in site time and sends it back unchanged', () => {
    const values = schema.toFormValues(event);
    expect(values).toMatchObject({
      date: '2027-01-15',
      time: '18:30',
      deadline: '2027-01-10',
      maxParticipants: '16',
      amountIndividual: '',
      amountTeam: '1500',
      teamSizeMin: '5',
      teamSizeMax: '7',
    });
    const input = schema.toEventInput(schema.eventFormSchema.parse(values));
    expect(input).toMatchObject({
      date: event.date,
      deadline: event.deadline,
      maxParticipants: 16,
      allowedRegistrationTypes: ['team'],
      amountIndividual: 0,
      amountTeam: 1500,
      teamSizeMin: 5,
      teamSizeMax: 7,
    });
  });

  it('refuses max participants that are negative or not whole, never making them 0', () => {
    for (const maxParticipants of ['-5', '12.7', 'many']) {
      const result = schema.eventFormSchema.safeParse({
        ...schema.EMPTY_EVENT_FORM,
        name: 'Chess',
        maxParticipants,
      });
      expect(result.error?.issues[0]).toMatchObject({
        path: ['maxParticipants'],
        message: 'Max Participants must be a whole number, 0 or more (empty or 0 means no limit).',
      });
    }
    const empty = schema.eventFormSchema.parse({ ...schema.EMPTY_EVENT_FORM, name: 'Chess' });
    expect(schema.toEventInput(empty).maxParticipants).toBe(0);
  });

  it('says under the field when an upcoming date has passed or the deadline comes after it', () => {
    const issues = (changes: Partial<EventFormSchema.EventFormValues>) =>
      schema.eventFormSchema
        .safeParse({ ...schema.EMPTY_EVENT_FORM, name: 'Chess', ...changes })
        .error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(issues({ date: '2020-01-10' })).toEqual([
      [
        'date',
        'The event date has passed. Choose a later date, or set the status to Ongoing or Completed.',
      ],
    ]);
    expect(issues({ date: '2099-01-10', deadline: '2099-01-11' })).toEqual([
      ['deadline', 'The registration deadline must be on or before the event date.'],
    ]);
    expect(issues({ date: '2020-01-10', status: 'completed' })).toBeUndefined();
  });

  it('sends no date when none is given, and no fee for a type not offered', () => {
    const input = schema.toEventInput(
      schema.eventFormSchema.parse({
        ...schema.EMPTY_EVENT_FORM,
        name: 'Chess',
        amountIndividual: '',
        amountTeam: '300',
      }),
    );
    expect(input).toMatchObject({
      date: null,
      deadline: null,
      amountIndividual: 0,
      amountTeam: 0,
      teamSizeMin: null,
      teamSizeMax: null,
    });
  });

  it("refuses a fee that is not a whole number with 'Invalid payment amount'", () => {
    for (const fee of ['invalid', '12.5', '-1', 'abc']) {
      const result = schema.eventFormSchema.safeParse({
        ...schema.EMPTY_EVENT_FORM,
        name: 'Chess',
        amountIndividual: fee,
      });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('Invalid payment amount');
    }
  });
});
