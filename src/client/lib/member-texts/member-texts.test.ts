import { describe, expect, it } from 'vitest';
import type { Language } from '@/domain/i18n/languages';
import { MESSAGES } from '@/domain/messages';
import { MAIL_SUPPRESSION_MESSAGES } from '@/domain/person-data';
import { REGISTRATION_STATUS_LABELS } from '@/domain/lifecycle';
import { GENDERS } from '@/domain/constants';
import { catalogueProblems } from '../page-texts/catalogue-problems';
import { MEMBER_TEXTS_EN, type MemberTexts } from './en';
import { memberTexts } from './context';

const textsOf = (language: Language): Promise<MemberTexts> => memberTexts.load(language);

describe('the member’s pages’ texts in every language', () => {
  it('has each text in Hindi and Marathi, in Devanagari with the values English has and Latin digits', async () => {
    for (const language of ['hi', 'mr'] as const) {
      expect(catalogueProblems(MEMBER_TEXTS_EN, await textsOf(language), language)).toEqual([]);
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
