import { describe, expect, it } from 'vitest';
import { GATE_MESSAGES } from '@/domain/gate';
import { ERROR_TRANSLATIONS, isCommitteeOnlyCode } from '@/domain/i18n/error-translations';
import { formatIn, made } from '@/domain/i18n/format';
import { ErrorCatalogue } from '@/server/http/error-catalogue';
import { CHECK_IN_MESSAGES } from '@/server/modules/checkins/service';
import { INVALID_FIELD_CODE } from '@/server/http/error-handler';
import { ERROR_CATALOGUE, ERROR_CATALOGUE_ENTRIES } from './error-codes';

const ZONE = 'Asia/Kolkata';

/** Values for every message that takes some, covering each of its branches. */
const SAMPLES: Record<string, unknown[][]> = {
  'registration.type-not-allowed': [['team']],
  'registration.too-few-members': [[3]],
  'registration.too-many-members': [[5]],
  'registration.held': [[15]],
  'field.amount-too-large': [['₹5,00,000']],
  'admin-registration.has-money': [[1500]],
  'admin-registration.person-has-money': [[125000]],
  'admin-registration.paid-already': [['REG-2026-0042']],
  'admin-registration.cannot-record': [['awaiting_payment']],
  'admin-registration.user-updated': [[1], [4]],
  'admin-registration.user-deleted': [[1], [2]],
  'answer.required': [['T-shirt size']],
  'answer.required-of-you': [['T-shirt size']],
  'answer.required-of-member': [['T-shirt size', 2]],
  'answer.text-expected': [['Anything we should know?']],
  'answer.yes-or-no': [['I accept the code of conduct']],
  'answer.choose-one': [['T-shirt size', 'S, M, L']],
  'answer.choose-from': [['Food preference', 'Veg, Jain, Non-veg']],
  'check-in.no-such-person': [[3]],
  'check-in.already': [
    ['28 Nov 2026, 10:15 am', 'Asha', 'North gate'],
    ['28 Nov 2026, 10:15 am', 'Asha', ''],
  ],
  'payment.too-many-donations': [[5]],
  'payment.returned': [['This event is full.']],
  'refund.not-paid': [['awaiting_payment']],
  'refund.too-much': [[500], [0]],
  'refund.refused': [['The payment has been fully refunded already']],
  'account.code-sent': [['kiran@example.com']],
  'account.resend-too-soon': [[42]],
  'account.wrong-code': [[1], [4]],
  'profile.code-sent': [['kiran@example.com']],
  'profile.email-changed': [['kiran@example.com']],
  'role.not-allowed': [['treasurer']],
  'role.page-not-allowed': [['viewer', 'Check-in']],
  'committee.invited': [['meera@example.com']],
  'gate.other-event': [
    ['Ganesh Chaturthi', '7 Sep 2026'],
    ['Ganesh Chaturthi', ''],
  ],
  'gate.other-day': [['Sports Day', '12 Dec 2026']],
  'gate.already': [['North gate, 10:15'], ['']],
  'gate.conflict': [
    ['North gate', '10:15'],
    ['', '10:15'],
  ],
  'lifecycle.cancelled-with-refund': [['₹500']],
  'lifecycle.waitlisted': [[3]],
  'people-import.missing-columns': [[['name']], [['name', 'email']]],
  'people-import.unclosed-quote': [[7]],
  'people-import.duplicate': [[12]],
  'people-import.imported': [
    [10, 0],
    [10, 3],
  ],
  'person-data.erased': [['kiran@example.com']],
  'mail-suppression.suppressed': [['kiran@example.com']],
  'query-inbox.reply-sent': [['kiran@example.com']],
  'query-inbox.status-saved': [['answered'], ['new']],
  'request.no-such-route': [['GET', '/api/nowhere']],
  'request.our-fault': [['req-1a']],
};

/** Each English message the catalogue holds, with the values it was given. */
function everyEnglishMessage() {
  return ERROR_CATALOGUE_ENTRIES.flatMap((entry) => {
    if (typeof entry.english === 'string') return [{ entry, english: entry.english }];
    const template = entry.english as (...args: unknown[]) => string;
    return (SAMPLES[entry.code] ?? []).map((args) => ({ entry, english: template(...args) }));
  });
}

describe('the message catalogue and its codes', () => {
  it('gives every message its own code', () => {
    const codes = ERROR_CATALOGUE_ENTRIES.map((entry) => entry.code);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('has sample values for every message that takes some, so each is checked below', () => {
    const templates = ERROR_CATALOGUE_ENTRIES.filter((entry) => typeof entry.english !== 'string');
    expect(templates.filter((entry) => !SAMPLES[entry.code]).map((entry) => entry.code)).toEqual(
      [],
    );
  });

  it('finds the code of every English message and answers it word for word in English', () => {
    for (const { entry, english } of everyEnglishMessage()) {
      const first = ERROR_CATALOGUE_ENTRIES.find((other) => other.english === english);
      const answer = ERROR_CATALOGUE.explain(english, 400, 'en');
      expect(answer.message, entry.code).toBe(english);
      // Where two constants hold the same English, the first one names it.
      expect(answer.code, english).toBe(first?.code ?? entry.code);
    }
  });

  it('has every code in Hindi and in Marathi, but for those only the committee reads', () => {
    for (const language of ['hi', 'mr'] as const) {
      const missing = ERROR_CATALOGUE_ENTRIES.map((entry) => entry.code).filter(
        (code) => !isCommitteeOnlyCode(code) && !(code in ERROR_TRANSLATIONS[language]),
      );
      expect(missing, language).toEqual([]);
    }
  });

  it('has the same codes in Hindi as in Marathi, and none the catalogue lacks', () => {
    const known = new Set([
      ...ERROR_CATALOGUE_ENTRIES.map((entry) => entry.code),
      INVALID_FIELD_CODE,
    ]);
    expect(Object.keys(ERROR_TRANSLATIONS.hi).sort()).toEqual(
      Object.keys(ERROR_TRANSLATIONS.mr).sort(),
    );
    expect(Object.keys(ERROR_TRANSLATIONS.hi).filter((code) => !known.has(code))).toEqual([]);
  });

  it('says every message in Hindi and Marathi with its values in place, nothing left English', () => {
    for (const { entry, english } of everyEnglishMessage()) {
      for (const language of ['hi', 'mr'] as const) {
        if (isCommitteeOnlyCode(entry.code)) continue;
        const { message } = ERROR_CATALOGUE.explain(english, 400, language);
        expect(message, `${entry.code} in ${language}`).not.toBe(english);
        expect(message, `${entry.code} in ${language}`).not.toMatch(/[{}]|none/);
        expect(message, `${entry.code} in ${language}`).toMatch(/[\u0900-\u097F]/);
      }
    }
  });

  it('keeps the values of a message (an address, an amount) in the translation', () => {
    const sent = ERROR_CATALOGUE.explain(
      'Your e-mail address is now kiran@example.com.',
      200,
      'mr',
    );
    expect(sent).toEqual({
      code: 'profile.email-changed',
      message: 'आता तुमचा ई-मेल पत्ता kiran@example.com आहे.',
    });
  });

  it('counts by the CLDR rules of each language: Hindi 0 is "one", Marathi 0 is "other"', () => {
    const tries = (left: number, language: 'hi' | 'mr') =>
      ERROR_CATALOGUE.translate('account.wrong-code', language, { 0: left });
    expect(tries(0, 'hi')).toBe('यह कोड सही नहीं है। अब 0 कोशिश बची है।');
    expect(tries(1, 'hi')).toBe('यह कोड सही नहीं है। अब 1 कोशिश बची है।');
    expect(tries(2, 'hi')).toBe('यह कोड सही नहीं है। अब 2 कोशिशें बची हैं।');
    expect(tries(0, 'mr')).toBe('हा कोड बरोबर नाही. आता 0 प्रयत्न उरले आहेत.');
    expect(tries(1, 'mr')).toBe('हा कोड बरोबर नाही. आता 1 प्रयत्न उरला आहे.');
  });

  it('names the field of a "field: message" answer, in every language', () => {
    const english = 'currentPassword: That is not your current password.';
    expect(ERROR_CATALOGUE.explain(english, 400, 'en')).toEqual({
      code: 'committee.wrong-current-password',
      field: 'currentPassword',
      message: english,
    });
    const hindi = ERROR_CATALOGUE.explain('phone: Phone is required to register.', 400, 'hi');
    expect(hindi.code).toBe('people-import.phone-needed');
    expect(hindi.field).toBe('phone');
  });

  it('answers a message no catalogue has with a code by its status, in English', () => {
    expect(ERROR_CATALOGUE.explain('Some new rule said no.', 409, 'hi')).toEqual({
      code: 'request.conflict',
      message: 'Some new rule said no.',
    });
  });

  it('writes the dates of a message in the language of the answer, from its values', () => {
    const evening = new Date('2027-01-15T13:00:00Z');
    const english = made(GATE_MESSAGES.otherDay, 'Kabaddi', { date: evening, timeZone: ZONE });
    expect(english.english).toBe(GATE_MESSAGES.otherDay('Kabaddi', '15 Jan 2027'));
    const hindi = ERROR_CATALOGUE.explain(english, 409, 'hi').message;
    const marathi = ERROR_CATALOGUE.explain(english, 409, 'mr').message;
    expect(hindi).toContain('Kabaddi');
    expect(hindi).toContain('15 जन॰ 2027');
    expect(marathi).toContain(formatIn('mr').date(evening, ZONE));
    expect(hindi).not.toContain('Jan');
    expect(marathi).not.toContain('Jan');
    const checkedIn = made(
      CHECK_IN_MESSAGES.already,
      { dateTime: evening, timeZone: ZONE },
      'gate-volunteer',
      '',
    );
    const inMarathi = ERROR_CATALOGUE.explain(checkedIn, 409, 'mr');
    expect(inMarathi.code).toBe('check-in.already');
    expect(inMarathi.message).toContain(formatIn('mr').dateTime(evening, ZONE));
    expect(inMarathi.message).not.toMatch(/Jan|none|\(/);
  });

  it('formats each value of a Hindi message once, a date and an amount', () => {
    const template = (amount: string, when: string) => `Pay ${amount} by ${when}.`;
    const catalogue = new ErrorCatalogue([{ code: 'test.pay-by', english: template }], {
      hi: { 'test.pay-by': '{1} तक {0} भरें।' },
      mr: { 'test.pay-by': '{1} पर्यंत {0} भरा.' },
    });
    const message = made(
      template,
      { rupees: 125000 },
      { date: '2027-01-15T13:00:00Z', timeZone: ZONE },
    );
    expect(catalogue.explain(message, 400, 'en')).toEqual({
      code: 'test.pay-by',
      message: 'Pay ₹1,25,000 by 15 Jan 2027.',
    });
    expect(catalogue.explain(message, 400, 'hi')).toEqual({
      code: 'test.pay-by',
      message: '15 जन॰ 2027 तक ₹1,25,000 भरें।',
    });
  });
});
