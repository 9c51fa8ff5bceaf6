import { describe, expect, it } from 'vitest';
import { rupeesInWords } from './amount-in-words';

describe('rupeesInWords', () => {
  it.each([
    [0, 'Rupees Zero Only'],
    [1, 'Rupees One Only'],
    [10, 'Rupees Ten Only'],
    [11, 'Rupees Eleven Only'],
    [19, 'Rupees Nineteen Only'],
    [20, 'Rupees Twenty Only'],
    [21, 'Rupees Twenty One Only'],
    [99, 'Rupees Ninety Nine Only'],
    [100, 'Rupees One Hundred Only'],
    [101, 'Rupees One Hundred One Only'],
    [110, 'Rupees One Hundred Ten Only'],
    [999, 'Rupees Nine Hundred Ninety Nine Only'],
    [1000, 'Rupees One Thousand Only'],
    [1001, 'Rupees One Thousand One Only'],
    [2500, 'Rupees Two Thousand Five Hundred Only'],
    [15000, 'Rupees Fifteen Thousand Only'],
    [99999, 'Rupees Ninety Nine Thousand Nine Hundred Ninety Nine Only'],
  ])('writes %i below a lakh', (amount, words) => {
    expect(rupeesInWords(amount)).toBe(words);
  });

  it.each([
    [100000, 'Rupees One Lakh Only'],
    [100001, 'Rupees One Lakh One Only'],
    [120000, 'Rupees One Lakh Twenty Thousand Only'],
    [250000, 'Rupees Two Lakh Fifty Thousand Only'],
    [1000100, 'Rupees Ten Lakh One Hundred Only'],
    [9999999, 'Rupees Ninety Nine Lakh Ninety Nine Thousand Nine Hundred Ninety Nine Only'],
  ])('writes %i in lakhs, singular', (amount, words) => {
    expect(rupeesInWords(amount)).toBe(words);
  });

  it.each([
    [10000000, 'Rupees One Crore Only'],
    [10000001, 'Rupees One Crore One Only'],
    [10100000, 'Rupees One Crore One Lakh Only'],
    [
      123456789,
      'Rupees Twelve Crore Thirty Four Lakh Fifty Six Thousand Seven Hundred Eighty Nine Only',
    ],
    [990000000, 'Rupees Ninety Nine Crore Only'],
    [1000000000, 'Rupees One Hundred Crore Only'],
    [
      99999999999,
      'Rupees Nine Thousand Nine Hundred Ninety Nine Crore Ninety Nine Lakh Ninety Nine Thousand Nine Hundred Ninety Nine Only',
    ],
    [1000000000000, 'Rupees One Lakh Crore Only'],
    [100000000000000, 'Rupees One Crore Crore Only'],
  ])('writes %i in crores, counting crores in the same system', (amount, words) => {
    expect(rupeesInWords(amount)).toBe(words);
  });

  it('writes the largest safe integer without losing a digit', () => {
    // 90,07,19,925 crore and 47,40,991.
    expect(rupeesInWords(Number.MAX_SAFE_INTEGER)).toBe(
      'Rupees Ninety Crore Seven Lakh Nineteen Thousand Nine Hundred Twenty Five Crore ' +
        'Forty Seven Lakh Forty Thousand Nine Hundred Ninety One Only',
    );
  });

  it('uses no hyphen and no "and"', () => {
    for (const amount of [21, 101, 1_234_567, 98_76_54_321]) {
      expect(rupeesInWords(amount)).not.toMatch(/-| and /);
    }
  });

  it.each([
    ['a fraction', 12.5],
    ['a negative amount', -1],
    ['NaN', Number.NaN],
    ['Infinity', Number.POSITIVE_INFINITY],
    ['an integer past safe precision', Number.MAX_SAFE_INTEGER + 1],
  ])('refuses %s with a RangeError', (_case, amount) => {
    expect(() => rupeesInWords(amount)).toThrow(RangeError);
  });
});
