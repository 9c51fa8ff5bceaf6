import { describe, expect, it } from 'vitest';
import { MEMBER_TEXTS_EN } from '@/client/lib/member-texts/en';
import { MEMBER_TEXTS_MR } from '@/client/lib/member-texts/mr';
import { registrationFormSchema, teammatesText } from './registration-form-schema';

const english = MEMBER_TEXTS_EN.registerForm;

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
