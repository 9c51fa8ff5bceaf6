import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { payments } from '@/server/db/schema';
import type { Mail } from '@/server/mail/mailer';
import { createMember, type TestMember } from '@/server/test/members';
import {
  addPendingRegistration,
  payThroughSimulator,
  razorpayEnv,
  simulatorForBlock,
  TRUST_ENV,
} from '@/server/test/payments';
import { extractPdfText } from '@/server/test/pdf-text';
import { freshAppForEachTest, type TestApp } from '@/server/test/test-app';
import { NOT_80G_STATEMENT } from '../modules/receipts/receipt-pdf';
import type { RunningRazorpaySimulator } from '../modules/payments/simulator/server';

const pdfOf = async (mail: Mail) => {
  const file = mail.attachments?.find((attachment) => attachment.contentType === 'application/pdf');
  expect(file, 'the receipt PDF').toBeDefined();
  return (await extractPdfText(Buffer.from(file?.content ?? ''))).replace(/\s+/g, ' ');
};

describe('mails in the member’s language', () => {
  let razorpay: RunningRazorpaySimulator;
  let t: TestApp;

  simulatorForBlock((running) => (razorpay = running));
  freshAppForEachTest(
    (app) => (t = app),
    () => ({ env: { ...razorpayEnv(razorpay), ...TRUST_ENV } }),
  );

  async function memberReading(language: 'en' | 'hi' | 'mr', email: string): Promise<TestMember> {
    const member = await createMember(t, { name: 'Asha Patil', email });
    const chosen = await t.app.inject({
      method: 'PUT',
      url: '/api/users/language',
      headers: { authorization: `Bearer ${member.token}` },
      payload: { language },
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    return member;
  }

  it('sends the sign-up code in the language of the request that asked for it', async () => {
    const signUp = (email: string, headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/user/signup',
        headers,
        payload: { name: 'Ravi Kulkarni', email },
      });
    expect((await signUp('ravi@example.com', { cookie: 'lang=hi' })).statusCode).toBe(200);
    expect(
      (await signUp('sita@example.com', { 'accept-language': 'mr-IN,mr;q=0.9' })).statusCode,
    ).toBe(200);
    expect((await signUp('john@example.com', {})).statusCode).toBe(200);

    const hindi = await t.mailbox.waitFor('ravi@example.com');
    expect(hindi.subject).toBe('Hostel Community पर साइन अप के लिए आपका कोड');
    expect(hindi.text).toMatch(/^नमस्ते,\n\nसाइन अप पूरा करने के लिए यह कोड डालें। यह 10 मिनट तक मान्य है।/);
    expect(hindi.text).toMatch(/\n\d{6}\n/);
    expect(hindi.html).toContain('<html lang="hi">');

    const marathi = await t.mailbox.waitFor('sita@example.com');
    expect(marathi.subject).toBe('Hostel Community वर साइन अप करण्यासाठी तुमचा कोड');
    expect(marathi.text).toContain('शुभेच्छांसह,\nHostel Community');

    const english = await t.mailbox.waitFor('john@example.com');
    expect(english.subject).toBe('Your Hostel Community sign-up code');
    expect(english.html).toContain('<html lang="en">');
  });

  it('confirms a Hindi member’s paid registration in Hindi, with a bilingual receipt', async () => {
    const member = await memberReading('hi', 'asha@example.com');
    const { registration } = await addPendingRegistration(t, member, 1500);
    await payThroughSimulator(t, razorpay, member, { registrationId: registration.id });

    const mail = await t.mailbox.waitFor(member.email, (m) => m.subject.startsWith('आपका पंजीकरण'));
    expect(mail.subject).toBe('आपका पंजीकरण हो गया है: Inter-Hostel Cricket Tournament');
    expect(mail.text).toContain('नमस्ते Asha Patil,');
    expect(mail.text).toContain('कार्यक्रम: Inter-Hostel Cricket Tournament');
    expect(mail.text).toContain('पंजीकरण: अकेले');
    expect(mail.text).toMatch(/राशि: ₹1,500, भुगतान हो चुका है \(रसीद R-\d{4}-\d{2}\/000001\)/);
    expect(mail.text).toMatch(/टिकट कोड: [0-9a-f]{32}/);

    const pdf = await pdfOf(mail);
    expect(pdf).toContain('Receipt · रसीद');
    expect(pdf).toContain('Received from · भुगतानकर्ता Asha Patil');
    expect(pdf).toContain('Amount · राशि ₹1,500');
    expect(pdf).toContain('Rupees One Thousand Five Hundred Only');
    expect(pdf).toContain(NOT_80G_STATEMENT);
    expect(pdf).toContain('पंजीकरण के लिए धन्यवाद।');
  });

  it('gives a Marathi donor the receipt mail in Marathi and keeps the receipt’s language once issued', async () => {
    const member = await memberReading('mr', 'asha@example.com');
    const paid = await payThroughSimulator(t, razorpay, member, {
      donation: {
        name: 'Asha Patil',
        email: member.email,
        phone: '+91 98220 12345',
        amount: 250000,
        pan: 'abcde1234f',
        address: 'Shivaji Nagar, Pune',
        purpose: 'Ganesh festival',
      },
    });

    const mail = await t.mailbox.waitFor(member.email, (m) => m.subject.startsWith('पावती'));
    expect(mail.subject).toMatch(/^पावती D-\d{4}-\d{2}\/000001: ₹2,50,000 मिळाले$/);
    expect(mail.text).toContain('तुमच्या देणगीसाठी तुम्ही भरलेले ₹2,50,000 आम्हाला मिळाले. धन्यवाद.');
    const pdf = await pdfOf(mail);
    expect(pdf).toContain('Donation Receipt · देणगीची पावती');
    expect(pdf).toContain('Received from · देणगीदार Asha Patil');
    expect(pdf).toContain('Thank you for your donation. तुमच्या देणगीबद्दल धन्यवाद.');
    // The 80G statement as the law gives it, in English, with a word on why.
    expect(pdf).toContain('This donation is eligible for deduction under section 80G');
    expect(pdf).toContain('कलम 80G चे निवेदन, कायद्यानुसार, इंग्रजीत दिले आहे.');

    const [stored] = await t.database.db
      .select({ receipt: payments.receipt })
      .from(payments)
      .where(eq(payments.id, paid._id));
    expect(stored?.receipt?.language).toBe('mr');

    // Choosing English later changes the mails to come, not the receipt already issued.
    const english = await t.app.inject({
      method: 'PUT',
      url: '/api/users/language',
      headers: { authorization: `Bearer ${member.token}` },
      payload: { language: 'en' },
    });
    expect(english.statusCode).toBe(200);
    const again = await t.app.inject({
      url: paid.receiptUrl ?? '',
      headers: { authorization: `Bearer ${member.token}` },
    });
    expect(again.statusCode).toBe(200);
    expect((await extractPdfText(again.rawPayload)).replace(/\s+/g, ' ')).toContain('देणगीची पावती');
  });

  it('leaves an English member’s receipt as it always was', async () => {
    const member = await memberReading('en', 'asha@example.com');
    const { registration } = await addPendingRegistration(t, member, 500);
    await payThroughSimulator(t, razorpay, member, { registrationId: registration.id });
    const mail = await t.mailbox.waitFor(member.email, (m) =>
      m.subject.startsWith('You are registered'),
    );
    expect(mail.text).toContain('Amount: ₹500 paid (receipt R-');
    const pdf = await pdfOf(mail);
    expect(pdf).toContain('Received from Asha Patil');
    expect(pdf).not.toMatch(/[\u0900-\u097F]/);
  });
});
