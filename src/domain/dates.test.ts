import { describe, expect, it } from 'vitest';
import { dayInZone, endOfDayInZone, formatDate, zonedTimeToInstant } from './dates';
import { formatFee, formatRupees } from './money';

describe('dates in the site time zone', () => {
  it('finds the calendar day in a zone', () => {
    expect(dayInZone(new Date('2026-11-21T18:30:00Z'), 'Asia/Kolkata')).toBe('2026-11-22');
    expect(dayInZone(new Date('2026-11-21T18:29:59Z'), 'Asia/Kolkata')).toBe('2026-11-21');
  });

  it('ends a deadline day at 23:59:59 site time', () => {
    expect(endOfDayInZone('2027-01-15', 'Asia/Kolkata').toISOString()).toBe(
      '2027-01-15T18:29:59.000Z',
    );
  });

  it('converts wall-clock times across daylight saving', () => {
    expect(zonedTimeToInstant('2026-07-01', '09:00:00', 'Europe/London').toISOString()).toBe(
      '2026-07-01T08:00:00.000Z',
    );
    expect(zonedTimeToInstant('2026-01-01', '09:00:00', 'Europe/London').toISOString()).toBe(
      '2026-01-01T09:00:00.000Z',
    );
  });

  it('formats dates the Indian way, and nothing for a missing one', () => {
    expect(formatDate('2027-01-15T04:30:00Z', 'Asia/Kolkata')).toBe('15 Jan 2027');
    expect(formatDate(null, 'Asia/Kolkata')).toBeUndefined();
    expect(formatDate('garbage', 'Asia/Kolkata')).toBeUndefined();
  });
});

describe('money', () => {
  it('uses the rupee sign and Indian digit grouping', () => {
    expect(formatRupees(100000)).toBe('₹1,00,000');
    expect(formatRupees(1500)).toBe('₹1,500');
  });

  it('shows a missing or zero fee as Free', () => {
    expect(formatFee(0)).toBe('Free');
    expect(formatFee(undefined)).toBe('Free');
    expect(formatFee(250)).toBe('₹250');
  });
});
