import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@/domain/i18n/languages';
import { MESSAGES } from '@/domain/messages';
import { MAIL_SUPPRESSION_MESSAGES } from '@/domain/person-data';
import { REGISTRATION_STATUS_LABELS } from '@/domain/lifecycle';
import { GENDERS } from '@/domain/constants';
import { MEMBER_TEXTS_EN, type MemberTexts } from './en';
import { loadedMemberTexts, loadMemberTexts } from './load';

type Catalogue = Record<string, Record<string, string>>;

const entriesOf = (texts: object) =>
  Object.entries(texts as Catalogue).flatMap(([group, values]) =>
    Object.entries(values).map(([key, text]) => [`${group}.${key}`, text] as const),
  );

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

async function textsOf(language: (typeof LANGUAGES)[number]): Promise<MemberTexts> {
  await loadMemberTexts(language);
  return language === 'en' ? MEMBER_TEXTS_EN : (loadedMemberTexts(language) as MemberTexts);
}

describe('the member’s pages’ texts in every language', () => {
  it('has each text in every language, and no text another lacks', async () => {
    const english = entriesOf(MEMBER_TEXTS_EN)
      .map(([key]) => key)
      .sort();
    for (const language of LANGUAGES) {
      const keys = entriesOf(await textsOf(language))
        .map(([key]) => key)
        .sort();
      expect(keys, language).toEqual(english);
    }
  });

  it('writes Hindi and Marathi in Devanagari, with the values English has and Latin digits', async () => {
    const english = new Map(entriesOf(MEMBER_TEXTS_EN));
    for (const language of ['hi', 'mr'] as const) {
      for (const [key, text] of entriesOf(await textsOf(language))) {
        expect(text, `${language} ${key}`).toMatch(/[\u0900-\u097F]/);
        expect(placeholders(text), `${language} ${key}`).toEqual(
          placeholders(english.get(key) ?? ''),
        );
        expect(text, `${language} ${key}`).not.toMatch(/[०-९]/);
      }
    }
  });

  it('says in English word for word what the domain says', () => {
    const { registrations, success, donationHistory, privacy, member, registerForm } =
      MEMBER_TEXTS_EN;
    expect(registrations.none).toBe(MESSAGES.noRegisteredEvents);
    expect(registrations.notCompleted).toBe(MESSAGES.paymentNotCompleted);
    expect(success.noData).toBe(MESSAGES.noRegistrationData);
    expect(donationHistory.none).toBe(MESSAGES.noDonations);
    expect(member.somethingWrong).toBe(MESSAGES.somethingWentWrong);
    expect(privacy.invalidLink).toBe(MAIL_SUPPRESSION_MESSAGES.invalidLink);
    expect(registerForm.eventIdMissing).toBe(MESSAGES.eventIdMissing);
    expect(registerForm.loginToRegister).toBe(MESSAGES.loginToRegister);
    expect(registerForm.failed).toBe(MESSAGES.registrationFailed);
    expect(registerForm.paymentComingSoon).toBe(MESSAGES.paymentComingSoon);
    expect([
      registrations.statusConfirmed,
      registrations.statusAwaitingPayment,
      registrations.statusWaitlisted,
      registrations.statusCancelled,
      registrations.statusExpired,
    ]).toEqual(Object.values(REGISTRATION_STATUS_LABELS));
    expect([registrations.genderM, registrations.genderF, registrations.genderO]).toEqual(
      Object.values(GENDERS),
    );
  });
});
