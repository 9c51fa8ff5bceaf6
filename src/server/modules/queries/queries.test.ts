import { afterEach, describe, expect, it } from 'vitest';
import { queries } from '@/server/db/schema';
import { createTestApp, type TestApp } from '@/server/test/test-app';

const valid = {
  name: 'Asha Patil',
  email: 'asha@example.com',
  phone: '+91 98220 12345',
  address: 'Room 12, New Wing',
  message: 'When does admission for next year open?',
};

describe('POST /api/queries', () => {
  let t: TestApp;
  afterEach(() => t.close());

  const post = (payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/queries', payload: payload as object, headers });
  const storedRows = () => t.database.db.select().from(queries);

  it('stores a query and mails it to the office, replying to the sender', async () => {
    t = await createTestApp({ env: { CONTACT_EMAIL: 'office@hostel.example' } });
    const response = await post(valid);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ message: 'Query submitted successfully!' });
    expect(await storedRows()).toMatchObject([valid]);
    const [mail] = t.mailbox.to('office@hostel.example');
    expect(mail?.replyTo).toBe('asha@example.com');
    expect(mail?.subject).toBe('New query from Asha Patil');
    expect(mail?.text).toContain('When does admission for next year open?');

    // The sender is told it arrived, in a mail that repeats nothing they typed.
    const [acknowledgement] = t.mailbox.to('asha@example.com');
    expect(acknowledgement?.subject).toMatch(/^We have your query: /);
    expect(acknowledgement?.text).toContain('Your query has reached the hostel office');
    expect(acknowledgement?.text).not.toContain('Asha');
    expect(acknowledgement?.text).not.toContain('admission');
    expect(acknowledgement?.text).toMatch(/This was not me[\s\S]*\/not-me\?/);
  });

  it('takes phone and address as optional, trimming what people typed', async () => {
    t = await createTestApp();
    const response = await post({
      name: '  Ravi ',
      email: ' ravi@example.com ',
      message: ' Hello ',
    });
    expect(response.statusCode).toBe(201);
    expect(await storedRows()).toMatchObject([
      { name: 'Ravi', email: 'ravi@example.com', phone: '', address: '', message: 'Hello' },
    ]);
  });

  const refusals: Array<[string, unknown, RegExp]> = [
    ['no name', { ...valid, name: undefined }, /^name: Name is required\.$/],
    ['a blank name', { ...valid, name: '   ' }, /^name: Name is required\.$/],
    ['no e-mail', { ...valid, email: undefined }, /^email: Email is required\.$/],
    [
      'a bad e-mail',
      { ...valid, email: 'asha@' },
      /^email: Please enter a valid e-mail address\.$/,
    ],
    ['no message', { ...valid, message: '' }, /^message: Description of your query is required\.$/],
    ['a number for a name', { ...valid, name: 42 }, /^name: /],
    ['an array for a message', { ...valid, message: ['a'] }, /^message: /],
    [
      'letters in the phone',
      { ...valid, phone: 'call me' },
      /^phone: Please enter a phone number \(10 to 15 digits\)\.$/,
    ],
    [
      'a phone of 5 digits',
      { ...valid, phone: '12345' },
      /^phone: Please enter a phone number \(10 to 15 digits\)\.$/,
    ],
    ['an over-long message', { ...valid, message: 'x'.repeat(5001) }, /^message: .*too long/],
    ['a JSON array', [valid], /./],
  ];

  it.each(refusals)('refuses %s with 400 and stores nothing', async (_case, payload, message) => {
    t = await createTestApp();
    const response = await post(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
    expect(await storedRows()).toEqual([]);
    expect(t.mailbox.sent).toEqual([]);
  });

  it('refuses malformed JSON, a 2 MB body and a form post, storing nothing', async () => {
    t = await createTestApp();
    const malformed = await post('{"name": "Asha", ', { 'content-type': 'application/json' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ message: 'The request body is not valid JSON.' });

    const huge = await post({ ...valid, message: 'x'.repeat(2 * 1024 * 1024) });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ message: 'The request is too large.' });

    const form = await post('name=Asha', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(form.statusCode).toBe(415);
    expect(await storedRows()).toEqual([]);
  });

  it('limits how often one e-mail may send queries', async () => {
    t = await createTestApp({ env: { RATE_LIMIT_PER_ACCOUNT: '2' } });
    expect((await post(valid)).statusCode).toBe(201);
    expect((await post({ ...valid, email: 'ASHA@example.com' })).statusCode).toBe(201);
    const limited = await post(valid);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/Too many attempts/);
    expect(await storedRows()).toHaveLength(2);
    expect((await post({ ...valid, email: 'ravi@example.com' })).statusCode).toBe(201);
  });
});
