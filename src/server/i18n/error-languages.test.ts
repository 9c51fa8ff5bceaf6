import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events } from '@/server/db/schema';
import { REGISTRATION_MESSAGES } from '@/server/modules/registrations/service';
import { createMember, type TestMember } from '@/server/test/members';
import { createTestApp, type TestApp } from '@/server/test/test-app';
import { TSHIRT_QUESTION } from '@/test/event-answers';

const registrationBody = (member: TestMember, eventId: string, teamMembers: object[] = []) => ({
  name: member.name,
  email: member.email,
  contact: '+91 98765 43210',
  hostel: 'Tilak Hostel',
  hostelAddress: 'Room 4, Shivaji Nagar',
  gender: 'F',
  event: eventId,
  registrationType: teamMembers.length ? 'team' : 'individual',
  teamMembers,
});

/** The three ways a request says its language: none, the `lang` cookie, Accept-Language. */
const LANGUAGE_HEADERS = {
  en: {},
  hi: { cookie: 'lang=hi' },
  mr: { 'accept-language': 'mr-IN,mr;q=0.9,en;q=0.8' },
} as const;

describe('API errors in English, Hindi and Marathi', () => {
  let t: TestApp;
  let asha: TestMember;
  let ravi: TestMember;
  let fullEventId: string;

  beforeAll(async () => {
    t = await createTestApp();
    asha = await createMember(t, { email: 'asha@example.com', name: 'Asha Patil' });
    ravi = await createMember(t, { email: 'ravi@example.com', name: 'Ravi Kulkarni' });
    const [event] = await t.database.db
      .insert(events)
      .values({ name: 'Quiz Night', maxParticipants: 1 })
      .returning();
    fullEventId = event?.id ?? '';
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/users/register',
      headers: { authorization: `Bearer ${asha.token}` },
      payload: registrationBody(asha, fullEventId),
    });
    expect(first.statusCode).toBe(201);
  });
  afterAll(() => t.close());

  const registerForFullEvent = (headers: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/users/register',
      headers: { authorization: `Bearer ${ravi.token}`, ...headers },
      payload: registrationBody(ravi, fullEventId),
    });

  it('refuses a full event with the same code in every language, the message in each', async () => {
    const answers = {
      en: await registerForFullEvent(LANGUAGE_HEADERS.en),
      hi: await registerForFullEvent(LANGUAGE_HEADERS.hi),
      mr: await registerForFullEvent(LANGUAGE_HEADERS.mr),
    };
    for (const answer of Object.values(answers)) {
      expect(answer.statusCode).toBe(409);
      expect(answer.json().code).toBe('registration.full');
    }
    expect(answers.en.json().message).toBe(REGISTRATION_MESSAGES.full);
    expect(answers.hi.json().message).toBe(
      'यह कार्यक्रम भर चुका है। नए कार्यक्रमों के लिए कार्यक्रम पेज देखते रहें।',
    );
    expect(answers.mr.json().message).toBe(
      'हा कार्यक्रम भरला आहे. नवीन कार्यक्रमांसाठी कार्यक्रमांचे पान पाहत राहा.',
    );
  });

  it('prefers the lang cookie to Accept-Language', async () => {
    const answer = await registerForFullEvent({
      cookie: 'theme=dark; lang=mr',
      'accept-language': 'hi',
    });
    expect(answer.json().message).toMatch(/^हा कार्यक्रम भरला आहे/);
  });

  it('refuses a wrong login with the same code in every language', async () => {
    for (const [language, headers] of Object.entries(LANGUAGE_HEADERS)) {
      const answer = await t.app.inject({
        method: 'POST',
        url: '/api/user/login',
        headers,
        payload: { email: 'asha@example.com', password: 'not-her-password' },
      });
      expect(answer.statusCode, language).toBe(401);
      expect(answer.json().code, language).toBe('account.bad-login');
    }
  });

  it('refuses bad input naming its field, with one code in every language', async () => {
    const answers = await Promise.all(
      Object.values(LANGUAGE_HEADERS).map((headers) =>
        t.app.inject({
          method: 'POST',
          url: '/api/users/register',
          headers: { authorization: `Bearer ${ravi.token}`, ...headers },
          payload: { ...registrationBody(ravi, fullEventId), email: 'not-an-address' },
        }),
      ),
    );
    const bodies = answers.map((answer) => answer.json());
    expect(answers.map((answer) => answer.statusCode)).toEqual([400, 400, 400]);
    expect(new Set(bodies.map((body) => `${body.code} ${body.field}`))).toEqual(
      new Set(['field.email-invalid email']),
    );
    expect(bodies.map((body) => body.message)).toEqual([
      'email: Please enter a valid e-mail address.',
      'email: कृपया सही ई-मेल पता लिखें।',
      'email: कृपया योग्य ई-मेल पत्ता लिहा.',
    ]);
  });

  it('refuses an answer to the event’s own questions with one code in every language', async () => {
    const [event] = await t.database.db
      .insert(events)
      .values({
        name: 'Kabaddi Cup',
        allowedRegistrationTypes: ['individual', 'team'],
        questions: [TSHIRT_QUESTION],
      })
      .returning();
    // A member of their own, so these refusals count against no one else's attempts.
    const kiran = await createMember(t, { email: 'kiran@example.com', name: 'Kiran More' });
    const refused = async (answers: object[], teamMembers: object[] = []) => {
      const bodies = [];
      for (const headers of Object.values(LANGUAGE_HEADERS)) {
        const answer = await t.app.inject({
          method: 'POST',
          url: '/api/users/register',
          headers: { authorization: `Bearer ${kiran.token}`, ...headers },
          payload: { ...registrationBody(kiran, event?.id ?? '', teamMembers), answers },
        });
        expect(answer.statusCode, answer.body).toBe(400);
        bodies.push(answer.json<{ code: string; message: string }>());
      }
      return bodies;
    };

    const wrongChoice = await refused([{ tshirt: 'XL' }]);
    expect(wrongChoice.map((body) => body.code)).toEqual([
      'answer.choose-one',
      'answer.choose-one',
      'answer.choose-one',
    ]);
    expect(wrongChoice.map((body) => body.message)).toEqual([
      '"T-shirt size": choose one of S, M, L.',
      '"T-shirt size": इनमें से एक चुनें: S, M, L।',
      '"T-shirt size": यांपैकी एक निवडा: S, M, L.',
    ]);

    const teammate = {
      name: 'Meena Joshi',
      email: 'meena@example.com',
      contact: '+91 90000 00002',
    };
    const unanswered = await refused([{ tshirt: 'M' }], [teammate]);
    expect(unanswered.map((body) => body.code)).toEqual([
      'answer.required-of-member',
      'answer.required-of-member',
      'answer.required-of-member',
    ]);
    expect(unanswered.map((body) => body.message)).toEqual([
      'Please answer "T-shirt size" (team member 1).',
      'कृपया टीम के सदस्य 1 के लिए "T-shirt size" का उत्तर दें।',
      'कृपया संघातील सदस्य 1 साठी "T-shirt size" याचे उत्तर द्या.',
    ]);
  });

  it('answers every refusal of a table with one code in all languages, the message in each', async () => {
    const asRavi = { authorization: `Bearer ${ravi.token}` };
    const refusals: Array<{
      what: string;
      request: { method: 'GET' | 'POST' | 'PUT'; url: string; headers?: object; payload?: object };
      status: number;
      code: string;
    }> = [
      {
        what: 'a full event',
        request: {
          method: 'POST',
          url: '/api/users/register',
          headers: asRavi,
          payload: registrationBody(ravi, fullEventId),
        },
        status: 409,
        code: 'registration.full',
      },
      {
        what: 'a wrong password',
        request: {
          method: 'POST',
          url: '/api/user/login',
          payload: { email: 'ravi@example.com', password: 'not-his-password' },
        },
        status: 401,
        code: 'account.bad-login',
      },
      {
        what: 'a sign-up for an address that has an account',
        request: {
          method: 'POST',
          url: '/api/user/signup',
          payload: { name: 'Asha Patil', email: 'asha@example.com' },
        },
        status: 409,
        code: 'account.account-exists',
      },
      {
        what: 'a phone number that is not one, on the profile',
        request: {
          method: 'PUT',
          url: '/api/users/profile',
          headers: asRavi,
          payload: { name: 'Ravi Kulkarni', phone: '12' },
        },
        status: 400,
        code: 'field.phone-invalid',
      },
      {
        what: 'a member page without signing in',
        request: { method: 'GET', url: '/api/users/profile' },
        status: 401,
        code: 'request.log-in',
      },
    ];
    for (const refusal of refusals) {
      const answers = [];
      for (const headers of Object.values(LANGUAGE_HEADERS)) {
        const { headers: own = {}, ...request } = refusal.request;
        answers.push(await t.app.inject({ ...request, headers: { ...own, ...headers } }));
      }
      const [en, hi, mr] = answers.map((answer) =>
        answer.json<{ code: string; message: string }>(),
      );
      expect(
        answers.map((answer) => answer.statusCode),
        refusal.what,
      ).toEqual([refusal.status, refusal.status, refusal.status]);
      expect([en?.code, hi?.code, mr?.code], refusal.what).toEqual([
        refusal.code,
        refusal.code,
        refusal.code,
      ]);
      expect(en?.message, refusal.what).not.toMatch(/[\u0900-\u097F]/);
      expect(hi?.message, refusal.what).toMatch(/[\u0900-\u097F]/);
      expect(mr?.message, refusal.what).toMatch(/[\u0900-\u097F]/);
      expect(hi?.message, refusal.what).not.toBe(mr?.message);
    }
  });
});
