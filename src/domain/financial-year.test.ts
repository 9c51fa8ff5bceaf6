import { describe, expect, it } from 'vitest';
import {
  financialYearBounds,
  financialYearOf,
  financialYearSchema,
  formatReceiptNumber,
} from './financial-year';

const IST = 'Asia/Kolkata';

describe('financialYearOf', () => {
  it('changes year at midnight on 1 April in the site time zone, not in UTC', () => {
    // 31 March 2027 23:30 IST is 18:00 UTC; 1 April 2027 00:10 IST is still 31 March in UTC.
    expect(financialYearOf(new Date('2027-03-31T18:00:00Z'), IST)).toBe('2026-27');
    expect(financialYearOf(new Date('2027-03-31T18:29:59.999Z'), IST)).toBe('2026-27');
    expect(financialYearOf(new Date('2027-03-31T18:30:00Z'), IST)).toBe('2027-28');
    expect(financialYearOf(new Date('2027-03-31T18:40:00Z'), IST)).toBe('2027-28');
  });

  it('gives the same instant to different years in different zones', () => {
    const instant = new Date('2027-03-31T20:00:00Z');
    expect(financialYearOf(instant, IST)).toBe('2027-28');
    expect(financialYearOf(instant, 'UTC')).toBe('2026-27');
    expect(financialYearOf(instant, 'America/New_York')).toBe('2026-27');
  });

  it('keeps January to March in the year that began the April before', () => {
    expect(financialYearOf(new Date('2027-01-01T00:00:00+05:30'), IST)).toBe('2026-27');
    expect(financialYearOf(new Date('2026-12-31T23:59:59+05:30'), IST)).toBe('2026-27');
    expect(financialYearOf(new Date('2026-04-01T00:00:00+05:30'), IST)).toBe('2026-27');
    expect(financialYearOf(new Date('2026-03-31T23:59:59+05:30'), IST)).toBe('2025-26');
  });

  it('pads the second year across a century', () => {
    expect(financialYearOf(new Date('1999-06-01T00:00:00Z'), IST)).toBe('1999-00');
    expect(financialYearOf(new Date('2008-06-01T00:00:00Z'), IST)).toBe('2008-09');
  });
});

describe('financialYearSchema', () => {
  it.each(['2026-27', '2027-28', '1999-00', '2099-00', '2009-10'])('accepts %s', (fy) => {
    expect(financialYearSchema.parse(fy)).toBe(fy);
  });

  it.each(['2026-28', '2026-26', '2026-2027', '26-27', '2026/27', ' 2026-27', '2026-27 ', ''])(
    'refuses "%s", saying what a financial year looks like',
    (fy) => {
      const result = financialYearSchema.safeParse(fy);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toMatch(/must be a financial year such as 2026-27/);
    },
  );

  it('refuses what is not a string', () => {
    expect(financialYearSchema.safeParse(2026).success).toBe(false);
  });
});

describe('financialYearBounds', () => {
  it('runs from 1 April 00:00 to the next 1 April 00:00, local time', () => {
    const { start, end } = financialYearBounds('2026-27', IST);
    expect(start.toISOString()).toBe('2026-03-31T18:30:00.000Z');
    expect(end.toISOString()).toBe('2027-03-31T18:30:00.000Z');
  });

  it('agrees with financialYearOf at both ends', () => {
    const { start, end } = financialYearBounds('2026-27', IST);
    expect(financialYearOf(start, IST)).toBe('2026-27');
    expect(financialYearOf(new Date(start.getTime() - 1), IST)).toBe('2025-26');
    expect(financialYearOf(new Date(end.getTime() - 1), IST)).toBe('2026-27');
    expect(financialYearOf(end, IST)).toBe('2027-28');
  });

  it('follows daylight saving in zones that have it', () => {
    // London is on summer time (UTC+1) on 1 April.
    const { start } = financialYearBounds('2026-27', 'Europe/London');
    expect(start.toISOString()).toBe('2026-03-31T23:00:00.000Z');
  });

  it('refuses a malformed year with a RangeError', () => {
    expect(() => financialYearBounds('2026-28', IST)).toThrow(RangeError);
  });
});

describe('formatReceiptNumber', () => {
  it("starts with the series' letter and pads the sequence to six digits", () => {
    expect(formatReceiptNumber('R', '2026-27', 1)).toBe('R-2026-27/000001');
    expect(formatReceiptNumber('D', '2026-27', 42)).toBe('D-2026-27/000042');
    expect(formatReceiptNumber('D', '2026-27', 999_999)).toBe('D-2026-27/999999');
  });

  it('uses more digits when the sequence needs them', () => {
    expect(formatReceiptNumber('R', '2026-27', 1_000_000)).toBe('R-2026-27/1000000');
  });

  it.each([0, -1, 1.5, Number.NaN])('refuses the sequence %s', (sequence) => {
    expect(() => formatReceiptNumber('R', '2026-27', sequence)).toThrow(RangeError);
  });

  it('refuses a malformed financial year', () => {
    expect(() => formatReceiptNumber('R', '2026-2027', 1)).toThrow(/must be a financial year/);
  });
});
