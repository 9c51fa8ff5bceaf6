import { describe, expect, it } from 'vitest';
import { googleCalendarUrl } from './event-links';
import { formatEventWhen } from './dates';

describe('googleCalendarUrl', () => {
  it("fills Google's event template with the name, two hours from the start, place and details", () => {
    const url = new URL(
      googleCalendarUrl({
        name: 'Kabaddi Cup & Finals',
        date: '2027-01-15T13:00:00.000Z',
        location: 'Main Ground, Pune',
        details: 'Ticket code ABC',
        timeZone: 'Asia/Kolkata',
      }),
    );
    expect(url.origin + url.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      action: 'TEMPLATE',
      text: 'Kabaddi Cup & Finals',
      dates: '20270115T130000Z/20270115T150000Z',
      details: 'Ticket code ABC',
      location: 'Main Ground, Pune',
      ctz: 'Asia/Kolkata',
    });
  });

  it('makes an event at midnight (no time yet) a whole day', () => {
    const url = new URL(
      googleCalendarUrl({
        name: 'Fest',
        date: '2027-01-14T18:30:00.000Z',
        location: '',
        details: '',
        timeZone: 'Asia/Kolkata',
      }),
    );
    expect(url.searchParams.get('dates')).toBe('20270115/20270116');
    expect(url.searchParams.has('location')).toBe(false);
  });
});

describe('formatEventWhen', () => {
  it('gives the start time with the date, and the date alone at midnight', () => {
    expect(formatEventWhen('2027-01-15T13:00:00.000Z', 'Asia/Kolkata')).toBe(
      '15 Jan 2027, 6:30 pm',
    );
    expect(formatEventWhen('2027-01-14T18:30:00.000Z', 'Asia/Kolkata')).toBe('15 Jan 2027');
    expect(formatEventWhen(null, 'Asia/Kolkata')).toBeUndefined();
  });
});
