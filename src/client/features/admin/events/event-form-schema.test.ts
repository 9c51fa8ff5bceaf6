import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Event } from '../../../../domain/event-schemas';
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
  date: '2027-01-15T13:00:00.000Z',
  deadline: '2027-01-10T18:29:59.000Z',
  location: 'Ground',
  maxParticipants: 16,
  prizeDetails: '',
  organizer: '',
  contactInfo: '',
  additionalNotes: '',
  status: 'upcoming',
  allowedRegistrationTypes: ['team'],
  amountIndividual: 0,
  amountTeam: 1500,
  registrationCount: 2,
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
    });
    const input = schema.toEventInput(schema.eventFormSchema.parse(values));
    expect(input).toMatchObject({
      date: event.date,
      deadline: event.deadline,
      maxParticipants: 16,
      allowedRegistrationTypes: ['team'],
      amountIndividual: 0,
      amountTeam: 1500,
    });
  });

  it('parses max participants as an integer, 0 when not a number', () => {
    expect(schema.parseMaxParticipants('12.7')).toBe(12);
    expect(schema.parseMaxParticipants('')).toBe(0);
    expect(schema.parseMaxParticipants('many')).toBe(0);
    expect(schema.parseMaxParticipants('-3')).toBe(0);
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
    expect(input).toMatchObject({ date: null, deadline: null, amountIndividual: 0, amountTeam: 0 });
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
