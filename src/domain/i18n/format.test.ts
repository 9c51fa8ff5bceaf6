import { describe, expect, it } from 'vitest';
import { formatDate } from '../dates';
import { formatRupees } from '../money';
import { formatIn, formatValue, made } from './format';

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

  it('formats a message’s value once, in the language of the message', () => {
    expect(formatValue({ date: evening, timeZone: zone }, 'hi')).toBe(
      formatIn('hi').date(evening, zone),
    );
    expect(formatValue({ dateTime: evening, timeZone: zone }, 'mr')).toBe(
      formatIn('mr').dateTime(evening, zone),
    );
    expect(formatValue({ rupees: 125000 }, 'mr')).toBe('₹1,25,000');
    expect(formatValue({ date: null, timeZone: zone }, 'hi')).toBe('');
    expect(formatValue('Kabaddi', 'mr')).toBe('Kabaddi');
    expect(formatValue(3, 'hi')).toBe(3);
  });

  it('makes the English of a message from its values as dates.ts and money.ts write them', () => {
    const template = (amount: string, when: string) => `Pay ${amount} by ${when}.`;
    const message = made(template, { rupees: 1500 }, { date: evening, timeZone: zone });
    expect(message.english).toBe(`Pay ${formatRupees(1500)} by ${formatDate(evening, zone)}.`);
    expect(made('As it is.')).toEqual({ english: 'As it is.', values: [] });
  });
});
