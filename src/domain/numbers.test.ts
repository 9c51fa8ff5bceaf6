import { describe, expect, it } from 'vitest';
import { withoutDigitGrouping } from './numbers';

describe('withoutDigitGrouping', () => {
  it('reads amounts grouped the Indian way or in thousands', () => {
    expect(withoutDigitGrouping('1,001')).toBe('1001');
    expect(withoutDigitGrouping(' 1,00,001 ')).toBe('100001');
    expect(withoutDigitGrouping('12,34,567')).toBe('1234567');
    expect(withoutDigitGrouping('100,001')).toBe('100001');
    expect(withoutDigitGrouping('501')).toBe('501');
  });

  it('leaves anything else as typed, for the number rule to refuse', () => {
    for (const text of ['1,0', ',100', '1,,001', '1.001,5', 'abc', '10,01']) {
      expect(withoutDigitGrouping(text)).toBe(text);
    }
  });
});
