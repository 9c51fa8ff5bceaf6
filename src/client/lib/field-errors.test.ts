import { zodResolver } from '@hookform/resolvers/zod';
import { describe, expect, it } from 'vitest';
import { donationInputSchema } from '@/domain/donation-schemas';
import { FIELD_MESSAGES } from '@/domain/field-messages';
import { registrationInputSchema } from '@/domain/registration-schemas';
import { fieldMessageCode, translatedFieldMessage, translatedResolver } from './field-errors';

const resolve = async (language: 'en' | 'hi' | 'mr', values: object) => {
  const resolver = translatedResolver(zodResolver(registrationInputSchema), language);
  const { errors } = await resolver(values as never, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });
  return errors as Record<string, { message?: string } & Record<string, unknown>>;
};

describe("a form's field refusals in its language", () => {
  it('finds the code of every message the schemas give, and its values', () => {
    expect(fieldMessageCode(FIELD_MESSAGES.emailInvalid)).toEqual({
      code: 'field.email-invalid',
      values: [],
    });
    expect(fieldMessageCode(FIELD_MESSAGES.amountTooLarge('₹5,00,000'))).toEqual({
      code: 'field.amount-too-large',
      values: ['₹5,00,000'],
    });
    expect(fieldMessageCode('A text of its own.')).toBeUndefined();
  });

  it('says a refusal in Hindi and Marathi, its values in place, and leaves English as it is', async () => {
    expect(await translatedFieldMessage(FIELD_MESSAGES.nameRequired, 'en')).toBe(
      'Name is required.',
    );
    expect(await translatedFieldMessage(FIELD_MESSAGES.nameRequired, 'hi')).toBe('नाम ज़रूरी है।');
    expect(await translatedFieldMessage(FIELD_MESSAGES.nameRequired, 'mr')).toBe('नाव आवश्यक आहे.');
    const tooMuch = donationInputSchema(500_000).safeParse({
      name: 'Asha',
      email: 'asha@example.com',
      phone: '9822000000',
      amount: 600_000,
    });
    const message = tooMuch.success ? '' : (tooMuch.error.issues[0]?.message ?? '');
    expect(await translatedFieldMessage(message, 'hi')).toBe(
      'ऑनलाइन दान की सीमा ₹5,00,000 है; इससे ज़्यादा के लिए कृपया कार्यालय से संपर्क करें।',
    );
    expect(await translatedFieldMessage('A text of its own.', 'mr')).toBe('A text of its own.');
  });

  it("translates a form's refusals, a team member's too, in the form's language", async () => {
    const values = {
      name: '',
      email: 'asha@example.com',
      contact: '9822000000',
      hostel: 'Tilak',
      hostelAddress: 'Room 4',
      gender: 'F',
      event: '00000000-0000-4000-8000-000000000000',
      registrationType: 'team',
      teamMembers: [{ name: 'Ravi', email: 'not-an-address', contact: '9822000001' }],
      answers: [],
    };
    const english = await resolve('en', values);
    expect(english.name?.message).toBe('Name is required.');
    const marathi = await resolve('mr', values);
    expect(marathi.name?.message).toBe('नाव आवश्यक आहे.');
    const members = marathi.teamMembers as unknown as Array<Record<string, { message: string }>>;
    expect(members[0]?.email?.message).toBe('कृपया योग्य ई-मेल पत्ता लिहा.');
  });
});
