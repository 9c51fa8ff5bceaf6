import { describe, expect, it } from 'vitest';
import { MEMBER_TEXTS_EN } from '@/client/lib/member-texts/en';
import { MEMBER_TEXTS_HI } from '@/client/lib/member-texts/hi';
import { MEMBER_TEXTS_MR } from '@/client/lib/member-texts/mr';
import { fill } from '@/client/lib/page-texts/fill';
import {
  ANSWER_MESSAGES,
  answerProblemText,
  type AnswerProblem,
  type AnswerRefusal,
  type EventQuestion,
} from '@/domain/event-questions';
import { ERRORS_HI } from '@/domain/i18n/errors.hi';
import { ERRORS_MR } from '@/domain/i18n/errors.mr';
import { messageCode } from '@/domain/i18n/message-code';
import { registrationFormSchema, teammatesText } from './registration-form-schema';
import { TSHIRT_QUESTION } from '@/test/event-answers';

const english = MEMBER_TEXTS_EN.registerForm;
const englishRefusals = MEMBER_TEXTS_EN.answerRefusals;

const member = (email: string) => ({ name: 'Asha', email, contact: '9876543210' });
const values = {
  name: 'Ravi Kumar',
  email: 'ravi@example.com',
  contact: '9876543210',
  hostel: 'Hostel A',
  hostelAddress: 'Room 12',
  gender: 'M',
  registrationType: 'team' as const,
  answers: [],
};

describe('the registration form’s words', () => {
  it('says how many people to add, without "1 people"', () => {
    expect(teammatesText(english, { min: 2, max: 2 })).toBe(
      'Add the person who takes part with you.',
    );
    expect(teammatesText(english, { min: 4, max: 4 })).toBe(
      'Add the 3 people who take part with you.',
    );
    expect(teammatesText(english, { min: 2, max: 13 })).toBe(
      'Add the people who take part with you: 1 to 12 of them.',
    );
  });

  it('refuses a team too small or sharing an e-mail in the form’s language', () => {
    const schema = registrationFormSchema({ min: 3, max: 5 }, [], MEMBER_TEXTS_MR.registerForm);
    const result = schema.safeParse({ ...values, teamMembers: [member('ravi@example.com')] });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'संघात तुमच्यासह किमान 3 जण असणे आवश्यक आहे.',
      'प्रत्येक व्यक्तीचा ई-मेल पत्ता वेगळा असावा (तुमचाही).',
    ]);
  });

  it('refuses in English word for word by default', () => {
    const result = registrationFormSchema({ min: 2, max: 2 }).safeParse({
      ...values,
      gender: '',
      teamMembers: [member('a@example.com'), member('b@example.com')],
    });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Gender is required.',
      'A team can have at most 2 people, you included.',
    ]);
  });
});

describe('the refusals of answers to the event’s own questions', () => {
  const SAMPLES: Record<AnswerRefusal, AnswerProblem['values']> = {
    required: { label: 'T-shirt size' },
    requiredOfYou: { label: 'T-shirt size' },
    requiredOfMember: { label: 'T-shirt size', member: 2 },
    textExpected: { label: 'Anything we should know?' },
    yesOrNo: { label: 'I accept the code of conduct' },
    chooseOne: { label: 'T-shirt size', options: 'S, M, L' },
    chooseFrom: { label: 'Food preference', options: 'Veg, Jain, Non-veg' },
  };

  it('says in each language what the API says by the refusal’s code', () => {
    // The API's translations number their values in the English order: {0} label, {1} the other.
    const numbered = (text: string) =>
      text.replace('{label}', '{0}').replace(/\{(member|options)\}/, '{1}');
    for (const refusal of Object.keys(ANSWER_MESSAGES) as AnswerRefusal[]) {
      const values = SAMPLES[refusal];
      expect(fill(englishRefusals[refusal], values)).toBe(answerProblemText({ refusal, values }));
      const code = messageCode('answer', refusal);
      expect(numbered(MEMBER_TEXTS_HI.answerRefusals[refusal]), code).toBe(ERRORS_HI[code]);
      expect(numbered(MEMBER_TEXTS_MR.answerRefusals[refusal]), code).toBe(ERRORS_MR[code]);
    }
  });

  it('refuses an answer in the form’s language, under its question', () => {
    const questions: EventQuestion[] = [TSHIRT_QUESTION];
    const schema = registrationFormSchema(
      { min: 2, max: 2 },
      questions,
      MEMBER_TEXTS_HI.registerForm,
      MEMBER_TEXTS_HI.answerRefusals,
    );
    const result = schema.safeParse({
      ...values,
      teamMembers: [member('a@example.com')],
      answers: [{ tshirt: 'M' }, { tshirt: 'XL' }],
    });
    expect(result.error?.issues.map(({ path, message }) => [path.join('.'), message])).toEqual([
      ['answers.1.tshirt', '"T-shirt size": इनमें से एक चुनें: S, M, L।'],
    ]);
  });
});
