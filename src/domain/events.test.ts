import { describe, expect, it } from 'vitest';
import type { Event } from './event-schemas';
import {
  compareByDate,
  isCricket,
  isUpcoming,
  lowestFee,
  eventFieldProblems,
  openFirst,
  sportsFirst,
  placesLeft,
  registrationClosedReason,
  teamSize,
  teamSizeText,
  upcomingEvents,
} from './events';

const IST = 'Asia/Kolkata';

const event = (overrides: Partial<Event> = {}): Event => ({
  _id: 'e1',
  name: 'Chess',
  description: '',
  nameHi: null,
  nameMr: null,
  descriptionHi: null,
  descriptionMr: null,
  date: null,
  deadline: null,
  location: '',
  maxParticipants: 0,
  prizeDetails: '',
  organizer: '',
  contactInfo: '',
  additionalNotes: '',
  status: 'completed',
  category: 'sports',
  allowedRegistrationTypes: ['individual'],
  amountIndividual: 0,
  amountTeam: 0,
  teamSizeMin: null,
  teamSizeMax: null,
  registrationCount: 0,
  waitlist: false,
  refundRule: 'full',
  reminders: true,
  questions: [],
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

describe('the upcoming rule', () => {
  // 00:10 on 22 Nov in Kolkata is still 21 Nov in UTC.
  const justAfterMidnightIst = new Date('2026-11-21T18:40:00Z');

  it('counts an event dated today in the site time zone, whatever the time of day', () => {
    const earlierToday = event({ date: '2026-11-21T18:35:00Z' }); // 00:05 IST on 22 Nov
    expect(isUpcoming(earlierToday, justAfterMidnightIst, IST)).toBe(true);
  });

  it('does not count yesterday in the site time zone, though it is today in UTC', () => {
    const yesterdayIst = event({ date: '2026-11-21T18:00:00Z' }); // 23:30 IST on 21 Nov
    expect(isUpcoming(yesterdayIst, justAfterMidnightIst, IST)).toBe(false);
    expect(isUpcoming(yesterdayIst, justAfterMidnightIst, 'UTC')).toBe(true);
  });

  it('never counts a past event, even one whose status still says upcoming', () => {
    const past = { date: '2020-01-01T00:00:00Z' };
    expect(isUpcoming(event({ ...past, status: 'upcoming' }), justAfterMidnightIst, IST)).toBe(
      false,
    );
  });

  it('counts an undated event whose status is upcoming, in any letter case', () => {
    const shouting = { ...event(), status: 'UpComing' } as unknown as Event;
    expect(isUpcoming(shouting, justAfterMidnightIst, IST)).toBe(true);
    expect(isUpcoming(event({ status: 'upcoming' }), justAfterMidnightIst, IST)).toBe(true);
  });

  it('does not count an undated event that is not marked upcoming, or an invalid date', () => {
    expect(isUpcoming(event({ status: 'ongoing' }), justAfterMidnightIst, IST)).toBe(false);
    expect(isUpcoming(event({ date: 'not a date' }), justAfterMidnightIst, IST)).toBe(false);
  });

  it('sorts by date ascending with undated events last', () => {
    const list = [
      event({ _id: 'undated', status: 'upcoming' }),
      event({ _id: 'later', date: '2026-12-20T00:00:00Z' }),
      event({ _id: 'past', date: '2026-01-01T00:00:00Z' }),
      event({ _id: 'sooner', date: '2026-11-25T00:00:00Z' }),
    ];
    expect(upcomingEvents(list, justAfterMidnightIst, IST).map((e) => e._id)).toEqual([
      'sooner',
      'later',
      'undated',
    ]);
    expect(compareByDate(event(), event())).toBe(0);
  });
});

describe('fees', () => {
  it('shows the lower fee as a "from" price when both allowed types cost differently', () => {
    const both = event({
      allowedRegistrationTypes: ['individual', 'team'],
      amountIndividual: 200,
      amountTeam: 1500,
    });
    expect(lowestFee(both)).toEqual({ amount: 200, from: true });
  });

  it('ignores the fee of a type that is not allowed', () => {
    const teamOnly = event({
      allowedRegistrationTypes: ['team'],
      amountIndividual: 50,
      amountTeam: 500,
    });
    expect(lowestFee(teamOnly)).toEqual({ amount: 500, from: false });
  });

  it('is free when no allowed type costs anything, and a single price when both cost the same', () => {
    expect(lowestFee(event())).toEqual({ amount: 0, from: false });
    expect(lowestFee(event({ allowedRegistrationTypes: [] }))).toEqual({ amount: 0, from: false });
    const same = event({
      allowedRegistrationTypes: ['individual', 'team'],
      amountIndividual: 100,
      amountTeam: 100,
    });
    expect(lowestFee(same)).toEqual({ amount: 100, from: false });
  });

  it('treats a free type beside a paid one as "from" free', () => {
    const mixed = event({
      allowedRegistrationTypes: ['individual', 'team'],
      amountIndividual: 0,
      amountTeam: 300,
    });
    expect(lowestFee(mixed)).toEqual({ amount: 0, from: true });
  });
});

describe('registration open or closed', () => {
  const now = new Date('2026-11-22T06:00:00Z');

  it('is open for an upcoming event before its deadline with places left', () => {
    expect(
      registrationClosedReason(
        event({
          status: 'upcoming',
          deadline: '2026-11-22T18:29:59Z',
          maxParticipants: 10,
          registrationCount: 9,
        }),
        now,
      ),
    ).toBeNull();
  });

  it('closes when completed, past the deadline or full', () => {
    expect(registrationClosedReason(event({ status: 'completed' }), now)).toBe('completed');
    expect(
      registrationClosedReason(
        event({ status: 'upcoming', deadline: '2026-11-22T05:59:59Z' }),
        now,
      ),
    ).toBe('deadline');
    expect(
      registrationClosedReason(
        event({ status: 'ongoing', maxParticipants: 10, registrationCount: 10 }),
        now,
      ),
    ).toBe('full');
  });

  it('counts places left only under a cap', () => {
    expect(placesLeft(event({ maxParticipants: 0, registrationCount: 50 }))).toBeNull();
    expect(placesLeft(event({ maxParticipants: 32, registrationCount: 30 }))).toBe(2);
    expect(placesLeft(event({ maxParticipants: 5, registrationCount: 7 }))).toBe(0);
  });
});

describe('teams', () => {
  it('knows cricket by the word, in any letter case', () => {
    expect(isCricket('Inter-Hostel CRICKET Tournament')).toBe(true);
    expect(isCricket('cricket')).toBe(true);
    expect(isCricket('Crickets and frogs')).toBe(false);
    expect(isCricket('Chess')).toBe(false);
  });

  it('takes teams of 2 to 13 for cricket and of 2 otherwise, unless the admin says', () => {
    expect(teamSize(event({ name: 'Night Cricket League' }))).toEqual({ min: 2, max: 13 });
    expect(teamSize(event({ name: 'Kabaddi Cup' }))).toEqual({ min: 2, max: 2 });
    const sevenASide = event({ name: 'Kabaddi Cup', teamSizeMin: 5, teamSizeMax: 7 });
    expect(teamSize(sevenASide)).toEqual({ min: 5, max: 7 });
    // A smallest size alone raises the default largest to meet it.
    expect(teamSize(event({ name: 'Relay', teamSizeMin: 4 }))).toEqual({ min: 4, max: 4 });
  });

  it('says the sizes in words, without "up to 1"', () => {
    expect(teamSizeText({ min: 5, max: 7 })).toBe('Teams of 5 to 7');
    expect(teamSizeText({ min: 2, max: 2 })).toBe('Teams of 2');
  });
});

describe('what an event form must agree on', () => {
  const now = new Date('2026-11-22T06:00:00Z'); // 11:30 IST on 22 Nov
  const form: Parameters<typeof eventFieldProblems>[0] = {
    name: 'Chess',
    status: 'upcoming',
    date: new Date('2026-12-10T04:30:00Z'),
    deadline: new Date('2026-12-05T18:29:59Z'),
    teamSizeMin: null,
    teamSizeMax: null,
  };
  const fields = (changes: Partial<typeof form>) =>
    eventFieldProblems({ ...form, ...changes }, now, IST).map((problem) => problem.field);

  it('takes a future upcoming event with its deadline before it', () => {
    expect(fields({})).toEqual([]);
    // Registrations may run until the end of the event's own day.
    expect(fields({ deadline: new Date('2026-12-10T18:29:59Z') })).toEqual([]);
    // Earlier today is still today: the event may be upcoming.
    expect(fields({ date: new Date('2026-11-22T00:30:00Z'), deadline: null })).toEqual([]);
  });

  it('refuses a past date for an upcoming event, but not for an ongoing or completed one', () => {
    const past = { date: new Date('2026-11-21T10:00:00Z'), deadline: null };
    expect(fields(past)).toEqual(['date']);
    expect(fields({ ...past, status: 'ongoing' })).toEqual([]);
    expect(fields({ ...past, status: 'completed' })).toEqual([]);
  });

  it('refuses a deadline after the event day, and team sizes out of order', () => {
    expect(fields({ deadline: new Date('2026-12-11T10:00:00Z') })).toEqual(['deadline']);
    expect(fields({ teamSizeMin: 7, teamSizeMax: 5 })).toEqual(['teamSizeMax']);
  });
});

describe('the order visitors see', () => {
  it('puts events still taking registrations (or full) first by date, then closed ones', () => {
    const now = new Date('2026-11-22T06:00:00Z');
    const list = [
      event({
        _id: 'full-soon',
        status: 'upcoming',
        date: '2026-11-25T00:00:00Z',
        maxParticipants: 1,
        registrationCount: 1,
      }),
      event({ _id: 'open-later', status: 'upcoming', date: '2026-12-20T00:00:00Z' }),
      event({
        _id: 'closed-deadline',
        status: 'upcoming',
        date: '2026-11-23T00:00:00Z',
        deadline: '2026-11-21T18:29:59Z',
      }),
      event({ _id: 'open-soon', status: 'upcoming', date: '2026-11-24T00:00:00Z' }),
    ];
    // A full event keeps its place by date: it may free up, and it shows a "Full" chip.
    expect(openFirst(list, now).map((e) => e._id)).toEqual([
      'open-soon',
      'full-soon',
      'open-later',
      'closed-deadline',
    ]);
  });
});

describe('sportsFirst', () => {
  it('puts sports before festivals and the rest, keeping the order within each', () => {
    const list = [
      event({ _id: 'rangoli', category: 'festival' }),
      event({ _id: 'cricket', category: 'sports' }),
      event({ _id: 'debate', category: 'other' }),
      event({ _id: 'chess', category: 'sports' }),
    ];
    expect(sportsFirst(list).map((e) => e._id)).toEqual(['cricket', 'chess', 'rangoli', 'debate']);
  });
});
