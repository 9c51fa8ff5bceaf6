import { describe, expect, it } from 'vitest';
import { formatIn, valueInLanguage } from './format';

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

  it('writes the values of an English message in the language: dates, times and amounts', () => {
    const englishDate = formatIn('en').date(evening, zone) ?? '';
    const englishTime = formatIn('en').dateTime(evening, zone) ?? '';
    expect(valueInLanguage(englishDate, 'hi')).toBe(formatIn('hi').date(evening, zone));
    expect(valueInLanguage(englishDate, 'mr')).toBe(formatIn('mr').date(evening, zone));
    expect(valueInLanguage(englishTime, 'hi')).toBe(formatIn('hi').dateTime(evening, zone));
    expect(valueInLanguage('1 Dec 2026, 12:05 am', 'mr')).toBe(
      formatIn('mr').dateTime('2026-11-30T18:35:00Z', zone),
    );
    expect(valueInLanguage('₹1,25,000', 'hi')).toBe('₹1,25,000');
    expect(valueInLanguage(englishDate, 'en')).toBe(englishDate);
    expect(valueInLanguage('Kabaddi', 'mr')).toBe('Kabaddi');
    expect(valueInLanguage('15 Foo 2027', 'mr')).toBe('15 Foo 2027');
  });
});
