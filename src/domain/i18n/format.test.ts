import { describe, expect, it } from 'vitest';
import { formatDateTime, formatEventWhen, formatLongDate } from '../dates';
import { formatRupees } from '../money';
import {
  formatDateTimeIn,
  formatEventWhenIn,
  formatLongDateIn,
  formatNumberIn,
  formatRupeesIn,
} from './format';

const ZONE = 'Asia/Kolkata';
const evening = new Date('2027-01-15T13:00:00Z'); // 6:30 pm in Kolkata
const midnight = new Date('2027-01-14T18:30:00Z'); // 15 Jan, 00:00 in Kolkata

describe('formatting for a language', () => {
  it('groups by lakh and crore with Latin digits in every language', () => {
    for (const language of ['en', 'hi', 'mr'] as const) {
      expect(formatNumberIn(12345678, language)).toBe('1,23,45,678');
      expect(formatRupeesIn(100000, language)).toBe('₹1,00,000');
    }
  });

  it('gives English exactly as the English formatters do', () => {
    expect(formatRupeesIn(2500, 'en')).toBe(formatRupees(2500));
    expect(formatDateTimeIn(evening, ZONE, 'en')).toBe(formatDateTime(evening, ZONE));
    expect(formatLongDateIn(evening, ZONE, 'en')).toBe(formatLongDate(evening, ZONE));
    expect(formatEventWhenIn(midnight, ZONE, 'en')).toBe(formatEventWhen(midnight, ZONE));
  });

  it('names the month in Hindi and Marathi, with Latin digits', () => {
    expect(formatLongDateIn(evening, ZONE, 'hi')).toBe('15 जनवरी 2027');
    expect(formatLongDateIn(evening, ZONE, 'mr')).toMatch(/^15 जानेवारी,? 2027$/);
    expect(formatDateTimeIn(evening, ZONE, 'mr')).toMatch(/6:30/);
    expect(formatDateTimeIn(evening, ZONE, 'hi')).not.toMatch(/[०-९]/);
  });

  it('leaves out the time of an event set at midnight, and a missing date', () => {
    expect(formatEventWhenIn(midnight, ZONE, 'hi')).not.toMatch(/:/);
    expect(formatEventWhenIn(evening, ZONE, 'hi')).toMatch(/6:30/);
    expect(formatEventWhenIn(null, ZONE, 'mr')).toBeUndefined();
  });
});
