import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterEach, describe, expect, it } from 'vitest';
import { accounts, passwordResets, people, signupCodes } from '../../db/schema';
import { createMember } from '../../test/members';
import { createTestApp, type TestApp } from '../../test/test-app';

const codeIn = (text: string | undefined) => /\b(\d{6})\b/.exec(text ?? '')?.[1] ?? '';
const linkIn = (text: string | undefined) =>
  /\/reset-password\/([A-Za-z0-9_-]+)/.exec(text ?? '')?.[1] ?? '';

describe('accounts API', () => {
  let t: TestApp;
  afterEach(() => t.close());

  const post = (url: string, payload: unknown) =>
    t.app.inject({ method: 'POST', url: `/api/user/${url}`, payload: payload as object });

  async function signUpTo(step: 'code' | 'verified', email = 'meera@example.com') {
    await post('signup', { name: 'Meera Gokhale', email });
    const code = codeIn(t.mailbox.to(email).at(-1)?.text);
    if (step === 'verified') await post('verify-otp', { email, otp: code });
    return code;
  }

  it('signs up a new member in three steps, with a student id and a working login', async () => {
    t = await createTestApp();
    const started = await post('signup', { name: ' Meera Gokhale ', email: 'Meera@Example.com' });
    expect(started.statusCode).toBe(200);
    expect(started.json().message).toBe(
      'We have sent a 6-digit code to meera@example.com. It is valid for 10 minutes.',
    );
    const mail = t.mailbox.to('meera@example.com')[0];
    expect(mail?.subject).toBe('Your Hostel Community sign-up code');
    const code = codeIn(mail?.text);
    expect(code).toMatch(/^\d{6}$/);
    const [pending] = await t.database.db.select().from(signupCodes);
    expect(pending?.codeHash).not.toContain(code);

    const verified = await post('verify-otp', { email: 'meera@example.com', otp: code });
    expect(verified.statusCode).toBe(200);
    const done = await post('set-password', {
      email: 'meera@example.com',
      password: 'marigold-2026',
    });
    expect(done.statusCode).toBe(201);
    expect(done.json()).toEqual({ message: 'Registration complete! You can now log in.' });

    const [account] = await t.database.db.select().from(accounts);
    expect(account).toMatchObject({ name: 'Meera Gokhale', email: 'meera@example.com' });
    expect(account?.passwordHash).toMatch(/^scrypt\$/);
    expect(account?.passwordHash).not.toContain('marigold');
    expect(await t.database.db.select().from(signupCodes)).toEqual([]);

    const login = await post('login', { email: 'MEERA@example.com', password: 'marigold-2026' });
    expect(login.statusCode).toBe(200);
    const claims = decodeJwt(login.json().token);
    const [person] = await t.database.db
      .select()
      .from(people)
      .where(eq(people.email, 'meera@example.com'));
    expect(person?.studentId).toMatch(/^HST-\d{6}$/);
    expect(claims).toMatchObject({
      sub: account?.id,
      id: person?.studentId,
      name: 'Meera Gokhale',
      email: 'meera@example.com',
      role: 'user',
    });
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(600);
  });

  it('refuses sign-up for an e-mail that has an account', async () => {
    t = await createTestApp();
    await createMember(t, { email: 'asha@example.com' });
    const response = await post('signup', { name: 'Asha', email: 'ASHA@example.com' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: 'An account with this e-mail already exists. Please log in.',
    });
    expect(t.mailbox.sent).toEqual([]);
  });

  it('will not resend a code within 30 seconds, then sends a new one that replaces the old', async () => {
    t = await createTestApp();
    const first = await signUpTo('code');
    t.clock.advance(20_000);
    const tooSoon = await post('signup', { name: 'Meera', email: 'meera@example.com' });
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json()).toEqual({
      message: 'Please wait 10 seconds before asking for a new code.',
    });
    t.clock.advance(10_000);
    expect((await post('signup', { name: 'Meera', email: 'meera@example.com' })).statusCode).toBe(
      200,
    );
    const second = codeIn(t.mailbox.to('meera@example.com')[1]?.text);
    if (first !== second) {
      expect(
        (await post('verify-otp', { email: 'meera@example.com', otp: first })).statusCode,
      ).toBe(400);
    }
    expect((await post('verify-otp', { email: 'meera@example.com', otp: second })).statusCode).toBe(
      200,
    );
  });

  it('counts wrong codes and uses the code up after five', async () => {
    t = await createTestApp();
    const code = await signUpTo('code');
    const wrong = code === '000000' ? '111111' : '000000';
    const first = await post('verify-otp', { email: 'meera@example.com', otp: wrong });
    expect(first.statusCode).toBe(400);
    expect(first.json()).toEqual({ message: 'That code is not right. You have 4 tries left.' });
    for (let i = 0; i < 3; i++)
      await post('verify-otp', { email: 'meera@example.com', otp: wrong });
    const fifth = await post('verify-otp', { email: 'meera@example.com', otp: wrong });
    expect(fifth.statusCode).toBe(429);
    const evenRight = await post('verify-otp', { email: 'meera@example.com', otp: code });
    expect(evenRight.statusCode).toBe(429);
    expect(evenRight.json()).toEqual({
      message: 'Too many wrong codes. Please ask for a new one.',
    });
  });

  it('refuses a code after 10 minutes', async () => {
    t = await createTestApp();
    const code = await signUpTo('code');
    t.clock.advance(10 * 60_000 + 1_000);
    const response = await post('verify-otp', { email: 'meera@example.com', otp: code });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'This code has expired. Please ask for a new one.',
    });
  });

  it('refuses a code for an e-mail that never asked, and a malformed code', async () => {
    t = await createTestApp();
    const none = await post('verify-otp', { email: 'nobody@example.com', otp: '123456' });
    expect(none.json()).toEqual({ message: 'Please ask for a sign-up code first.' });
    const malformed = await post('verify-otp', { email: 'nobody@example.com', otp: '12ab' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ message: 'otp: The code is the 6 digits from the e-mail.' });
  });

  it('will not set a password before the code is verified', async () => {
    t = await createTestApp();
    await signUpTo('code');
    const response = await post('set-password', {
      email: 'meera@example.com',
      password: 'marigold-2026',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'Please verify your e-mail with the code first.' });
    expect(await t.database.db.select().from(accounts)).toEqual([]);
  });

  it('refuses a password shorter than 8 characters', async () => {
    t = await createTestApp();
    await signUpTo('verified');
    const response = await post('set-password', { email: 'meera@example.com', password: 'short' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'password: Password must be at least 8 characters.',
    });
    expect(await t.database.db.select().from(accounts)).toEqual([]);
  });

  it('answers a wrong password and an unknown e-mail alike', async () => {
    t = await createTestApp();
    await createMember(t, { email: 'asha@example.com', password: 'correct-horse-42' });
    const wrong = await post('login', { email: 'asha@example.com', password: 'wrong-horse-42' });
    const unknown = await post('login', {
      email: 'nobody@example.com',
      password: 'wrong-horse-42',
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: 'Incorrect e-mail or password.' });
    expect(unknown.json()).toEqual(wrong.json());
  });

  async function waitForMail(to: string) {
    for (let i = 0; i < 100 && t.mailbox.to(to).length === 0; i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return t.mailbox.to(to).at(-1);
  }

  it('resets a forgotten password through a single-use mailed link', async () => {
    t = await createTestApp({ env: { SITE_URL: 'https://hostel.example' } });
    await createMember(t, { email: 'asha@example.com', password: 'correct-horse-42' });
    const asked = await post('forgot-password', { email: 'asha@example.com' });
    expect(asked.statusCode).toBe(200);
    const mail = await waitForMail('asha@example.com');
    expect(mail?.text).toContain('https://hostel.example/reset-password/');
    const token = linkIn(mail?.text);

    const reset = await post(`reset-password/${token}`, { password: 'new-marigold-99' });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ message: 'Your password has been reset. You can now log in.' });
    expect(
      (await post('login', { email: 'asha@example.com', password: 'new-marigold-99' })).statusCode,
    ).toBe(200);
    expect(
      (await post('login', { email: 'asha@example.com', password: 'correct-horse-42' })).statusCode,
    ).toBe(401);

    const reused = await post(`reset-password/${token}`, { password: 'another-one-77' });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual({
      message: 'This reset link is not valid or was already used. Please ask for a new one.',
    });
    const [stored] = await t.database.db.select().from(passwordResets);
    expect(stored?.tokenHash).not.toBe(token);
  });

  it('refuses a reset link after an hour', async () => {
    t = await createTestApp();
    await createMember(t, { email: 'asha@example.com' });
    await post('forgot-password', { email: 'asha@example.com' });
    const token = linkIn((await waitForMail('asha@example.com'))?.text);
    t.clock.advance(61 * 60_000);
    const response = await post(`reset-password/${token}`, { password: 'new-marigold-99' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'This reset link has expired. Please ask for a new one.',
    });
  });

  it('answers forgot-password the same for known and unknown e-mails, mailing only the known', async () => {
    t = await createTestApp();
    await createMember(t, { email: 'asha@example.com' });
    const known = await post('forgot-password', { email: 'asha@example.com' });
    const unknown = await post('forgot-password', { email: 'nobody@example.com' });
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(await waitForMail('asha@example.com')).toBeDefined();
    expect(t.mailbox.to('nobody@example.com')).toEqual([]);
  });

  it('refuses malformed reset links and bodies, changing nothing', async () => {
    t = await createTestApp();
    const member = await createMember(t, { email: 'asha@example.com' });
    const badToken = await post('reset-password/short', { password: 'new-marigold-99' });
    expect(badToken.statusCode).toBe(400);
    expect(badToken.json()).toEqual({ message: 'token: This reset link is not valid.' });
    for (const payload of [{}, { email: 42 }, { name: 'x'.repeat(101), email: 'a@b.in' }, [1, 2]]) {
      expect((await post('signup', payload)).statusCode).toBe(400);
      expect((await post('login', payload)).statusCode).toBe(400);
    }
    expect(await t.database.db.select().from(signupCodes)).toEqual([]);
    expect(
      (await post('login', { email: member.email, password: member.password })).statusCode,
    ).toBe(200);
  });

  it('limits login attempts per account, then per address', async () => {
    t = await createTestApp({ env: { RATE_LIMIT_PER_ACCOUNT: '3', RATE_LIMIT_PER_ADDRESS: '6' } });
    const member = await createMember(t, { email: 'asha@example.com' });
    for (let i = 0; i < 3; i++)
      await post('login', { email: member.email, password: 'guess-guess' });
    const blocked = await post('login', { email: member.email, password: member.password });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/Too many attempts/);
    // The refused attempt stopped at the account limit; three more reach the address limit of 6.
    for (let i = 0; i < 3; i++) {
      expect(
        (await post('login', { email: `p${i}@example.com`, password: 'guess' })).statusCode,
      ).toBe(401);
    }
    expect((await post('login', { email: 'other@example.com', password: 'x' })).statusCode).toBe(
      429,
    );
  });

  it('limits sign-up and forgot-password requests per e-mail', async () => {
    t = await createTestApp({ env: { RATE_LIMIT_PER_ACCOUNT: '2' } });
    await post('signup', { name: 'A', email: 'x@example.com' });
    t.clock.advance(31_000);
    await post('signup', { name: 'A', email: 'x@example.com' });
    t.clock.advance(31_000);
    expect((await post('signup', { name: 'A', email: 'x@example.com' })).statusCode).toBe(429);
    await post('forgot-password', { email: 'y@example.com' });
    await post('forgot-password', { email: 'y@example.com' });
    expect((await post('forgot-password', { email: 'y@example.com' })).statusCode).toBe(429);
  });

  it('offers the demo member in the public config once it exists, never in production', async () => {
    t = await createTestApp();
    expect((await t.app.inject({ url: '/api/config' })).json().demoAccount).toBeNull();
    const { ensureDemoMember, DEMO_MEMBER } = await import('./demo-member');
    await ensureDemoMember(t.database.db);
    const { demoAccount } = (await t.app.inject({ url: '/api/config' })).json();
    expect(demoAccount).toEqual({ email: DEMO_MEMBER.email, password: DEMO_MEMBER.password });
    expect((await post('login', demoAccount)).statusCode).toBe(200);
  });
});
