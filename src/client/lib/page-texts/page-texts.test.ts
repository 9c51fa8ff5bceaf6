import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@/domain/messages';
import { PRIVACY_NOTICES } from '@/domain/person-data';
import { catalogueProblems } from './catalogue-problems';
import { PAGE_TEXTS_EN } from './en';
import { countText } from './fill';
import { loadPageTexts } from './load';

/** Words the glossary keeps as they are in every language (OTP). */
const SAME_IN_EVERY_LANGUAGE = new Set(['account.otp']);

describe('the pages’ texts in every language', () => {
  it('has each text in Hindi and Marathi, in Devanagari with the values English has and Latin digits', async () => {
    for (const language of ['hi', 'mr'] as const) {
      expect(
        catalogueProblems(
          PAGE_TEXTS_EN,
          await loadPageTexts(language),
          language,
          SAME_IN_EVERY_LANGUAGE,
        ),
      ).toEqual([]);
    }
  });

  it('says the privacy notices and the contact form’s outcomes in English word for word as the domain has them', () => {
    expect(PAGE_TEXTS_EN.account.signupNotice).toBe(PRIVACY_NOTICES.signup);
    expect(PAGE_TEXTS_EN.donation.notice).toBe(PRIVACY_NOTICES.donation);
    expect(PAGE_TEXTS_EN.contact.sent).toBe(MESSAGES.querySubmitted);
    expect(PAGE_TEXTS_EN.contact.failed).toBe(MESSAGES.queryFailed);
    expect(PAGE_TEXTS_EN.contact.error).toBe(MESSAGES.queryError);
  });

  it('counts by each language’s plural rules: Hindi 0 as one, Marathi as other', () => {
    const forms = { one: 'one {count}', other: 'other {count}' };
    expect(countText('hi', 0, forms)).toBe('one 0');
    expect(countText('mr', 0, forms)).toBe('other 0');
    expect(countText('en', 0, forms)).toBe('other 0');
    expect(countText('mr', 1, forms)).toBe('one 1');
    expect(countText('en', 2, forms)).toBe('other 2');
  });
});
