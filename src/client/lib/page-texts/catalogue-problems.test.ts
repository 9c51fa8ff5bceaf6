import { describe, expect, it } from 'vitest';
import { catalogueProblems } from './catalogue-problems';

const ENGLISH = { page: { title: 'Events', left: '{count} places left' } };

describe('catalogueProblems', () => {
  it('finds nothing wrong with a full translation', () => {
    expect(
      catalogueProblems(ENGLISH, { page: { title: 'कार्यक्रम', left: '{count} जगहें' } }, 'hi'),
    ).toEqual([]);
  });

  it('names a missing text, an extra one, English left in, other values and Devanagari digits', () => {
    expect(
      catalogueProblems(ENGLISH, { page: { left: '{n} जगहें १' }, other: { x: 'Events' } }, 'mr'),
    ).toEqual([
      'mr lacks page.title',
      'mr page.left has Devanagari digits',
      'mr page.left has other values than the English',
      'mr has other.x, which English lacks',
    ]);
  });

  it('holds a text kept as it is in every language to the English', () => {
    const english = { account: { otp: 'OTP', title: 'Sign up' } };
    const same = new Set(['account.otp']);
    expect(
      catalogueProblems(english, { account: { otp: 'OTP', title: 'साइन अप' } }, 'hi', same),
    ).toEqual([]);
    expect(
      catalogueProblems(english, { account: { otp: 'ओटीपी', title: 'साइन अप' } }, 'hi', same),
    ).toEqual(['hi account.otp differs from the English']);
  });
});
