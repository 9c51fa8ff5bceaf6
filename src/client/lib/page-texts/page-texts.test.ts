import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@/domain/i18n/languages';
import { MESSAGES } from '@/domain/messages';
import { PRIVACY_NOTICES } from '@/domain/person-data';
import { PAGE_TEXTS_EN } from './en';
import { countText } from './fill';
import { loadPageTexts } from './load';

type Catalogue = Record<string, Record<string, string>>;

const entriesOf = (texts: object) =>
  Object.entries(texts as Catalogue).flatMap(([group, values]) =>
    Object.entries(values).map(([key, text]) => [`${group}.${key}`, text] as const),
  );

/** Words the glossary keeps as they are in every language (OTP). */
const SAME_IN_EVERY_LANGUAGE = new Set(['account.otp']);

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('the pages’ texts in every language', () => {
  it('has each text in every language, and no text another lacks', async () => {
    const english = entriesOf(PAGE_TEXTS_EN)
      .map(([key]) => key)
      .sort();
    for (const language of LANGUAGES) {
      const keys = entriesOf(await loadPageTexts(language))
        .map(([key]) => key)
        .sort();
      expect(keys, language).toEqual(english);
    }
  });

  it('writes Hindi and Marathi in Devanagari, with the values English has', async () => {
    const english = new Map(entriesOf(PAGE_TEXTS_EN));
    for (const language of ['hi', 'mr'] as const) {
      for (const [key, text] of entriesOf(await loadPageTexts(language))) {
        if (SAME_IN_EVERY_LANGUAGE.has(key)) expect(text, key).toBe(english.get(key));
        else expect(text, `${language} ${key}`).toMatch(/[\u0900-\u097F]/);
        expect(placeholders(text), `${language} ${key}`).toEqual(
          placeholders(english.get(key) ?? ''),
        );
        expect(text, `${language} ${key}`).not.toMatch(/[०-९]/);
      }
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
