import { describe, expect, it } from 'vitest';
import { formatIn } from './format';

const zone = 'Asia/Kolkata';
// 15 January 2027, 18:30 in Kolkata.
const evening = '2027-01-15T13:00:00Z';
const midnight = '2027-01-14T18:30:00Z';

describe('numbers, money and dates in each language', () => {
  it('groups in lakh and crore with Latin digits in every language', () => {
    for (const language of ['en', 'hi', 'mr'] as const) {
      expect(formatIn(language).rupees(12_345_678), language).toBe('₹1,23,45,678');
      expect(formatIn(language).number(100_000), language).toBe('1,00,000');
    }
  });

  it('names the month in the reader language, with Latin digits', () => {
    expect(formatIn('en').date(evening, zone)).toBe('15 Jan 2027');
    const hindi = formatIn('hi').longDate(evening, zone) ?? '';
    const marathi = formatIn('mr').longDate(evening, zone) ?? '';
    expect(hindi).toContain('जनवरी');
    expect(marathi).toContain('जानेवारी');
    for (const text of [hindi, marathi]) {
      expect(text).toContain('15');
      expect(text).toContain('2027');
      expect(text).not.toMatch(/[०-९]/);
    }
  });

  it('shows an event at midnight by its date alone, else with its time', () => {
    expect(formatIn('en').eventWhen(midnight, zone)).toBe('15 Jan 2027');
    expect(formatIn('en').eventWhen(evening, zone)).toMatch(/^15 Jan 2027, 6:30\s?pm$/);
    expect(formatIn('mr').eventWhen(evening, zone)).toMatch(/6:30/);
    expect(formatIn('hi').date(undefined, zone)).toBeUndefined();
  });
});
