import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterEach, describe, expect, it } from 'vitest';
import { SESSION_TIMEOUT_MS } from '@/domain/timing';
import { accounts, passwordResets, people, signupCodes, signupTickets } from '@/server/db/schema';
import { createMember } from '@/server/test/members';
import { createTestApp, type TestApp } from '@/server/test/test-app';
import { createAdmin } from '@/server/test/admins';

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
    if (step === 'code') return { code, signupTicket: '' };
    const verified = await post('verify-otp', { email, otp: code });
    expect(verified.statusCode).toBe(200);
    return { code, signupTicket: verified.json<{ signupTicket: string }>().signupTicket };
  }

  const otherCode = (code: string) => (code === '000000' ? '111111' : '000000');

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
    const { message, signupTicket } = verified.json();
    expect(message).toBe('Your e-mail is verified. Now choose a password.');
    expect(signupTicket).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [ticket] = await t.database.db.select().from(signupTickets);
    expect(ticket?.ticketHash).not.toBe(signupTicket);
    expect(ticket?.expiresAt.getTime()).toBe(t.clock.now().getTime() + 30 * 60_000);
    const done = await post('set-password', {
      email: 'meera@example.com',
      password: 'marigold-2026',
      signupTicket,
    });
    expect(done.statusCode).toBe(201);
    expect(done.json()).toMatchObject({ message: 'Registration complete! You can now log in.' });

    const [account] = await t.database.db.select().from(accounts);
    expect(account).toMatchObject({ name: 'Meera Gokhale', email: 'meera@example.com' });
    expect(account?.passwordHash).toMatch(/^scrypt\$/);
    expect(account?.passwordHash).not.toContain('marigold');
    expect(await t.database.db.select().from(signupCodes)).toEqual([]);
    expect(await t.database.db.select().from(signupTickets)).toEqual([]);

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
    expect(response.json()).toMatchObject({
      message: 'An account with this e-mail already exists. Please log in.',
    });
    expect(t.mailbox.sent).toEqual([]);
  });

  it('will not resend a code within 30 seconds, then sends a new one that replaces the old', async () => {
    t = await createTestApp();
    const { code: first } = await signUpTo('code');
    t.clock.advance(20_000);
    const tooSoon = await post('signup', { name: 'Meera', email: 'meera@example.com' });
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json()).toMatchObject({
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
    const { code } = await signUpTo('code');
    const wrong = otherCode(code);
    const first = await post('verify-otp', { email: 'meera@example.com', otp: wrong });
    expect(first.statusCode).toBe(400);
    expect(first.json()).toMatchObject({
      message: 'That code is not right. You have 4 tries left.',
    });
    for (let i = 0; i < 3; i++)
      await post('verify-otp', { email: 'meera@example.com', otp: wrong });
    const fifth = await post('verify-otp', { email: 'meera@example.com', otp: wrong });
    expect(fifth.statusCode).toBe(429);
    const evenRight = await post('verify-otp', { email: 'meera@example.com', otp: code });
    expect(evenRight.statusCode).toBe(429);
    expect(evenRight.json()).toMatchObject({
      message: 'Too many wrong codes. Please ask for a new one.',
    });
  });

  it('refuses a code after 10 minutes', async () => {
    t = await createTestApp();
    const { code } = await signUpTo('code');
    t.clock.advance(10 * 60_000 + 1_000);
    const response = await post('verify-otp', { email: 'meera@example.com', otp: code });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'This code has expired. Please ask for a new one.',
    });
  });

  it('refuses a code for an e-mail that never asked, and a malformed code', async () => {
    t = await createTestApp();
    const none = await post('verify-otp', { email: 'nobody@example.com', otp: '123456' });
    expect(none.json()).toMatchObject({ message: 'Please ask for a sign-up code first.' });
    const malformed = await post('verify-otp', { email: 'nobody@example.com', otp: '12ab' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({
      message: 'otp: The code is the 6 digits from the e-mail.',
    });
  });

  it('will not set a password before the code is verified', async () => {
    t = await createTestApp();
    await signUpTo('code');
    const response = await post('set-password', {
      email: 'meera@example.com',
      password: 'marigold-2026',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      message: 'Please verify your e-mail with the code first.',
    });
    expect(await t.database.db.select().from(accounts)).toEqual([]);
  });

  it('lets only the person who typed the code finish the sign-up, not someone polling for it', async () => {
    t = await createTestApp();
    const victim = 'meera@example.com';
    const attempt = (signupTicket?: string) =>
      post('set-password', { email: victim, password: 'attacker-pass-1', signupTicket });
    const forged = 'A'.repeat(43);
    const { code } = await signUpTo('code', victim);
    expect((await attempt()).statusCode).toBe(403);

    const verified = await post('verify-otp', { email: victim, otp: code });
    expect(verified.statusCode).toBe(200);
    // Right after the victim typed the code, the attacker tries again, with and without a ticket.
    for (const ticket of [undefined, forged, '']) {
      const hijack = await attempt(ticket);
      expect(hijack.statusCode).toBe(403);
      expect(hijack.json()).toMatchObject({
        message: 'Please verify your e-mail with the code first.',
      });
    }
    expect(await t.database.db.select().from(accounts)).toEqual([]);

    const { signupTicket } = verified.json();
    const done = await post('set-password', {
      email: victim,
      password: 'marigold-2026',
      signupTicket,
    });
    expect(done.statusCode).toBe(201);
    expect((await post('login', { email: victim, password: 'attacker-pass-1' })).statusCode).toBe(
      401,
    );
    expect((await post('login', { email: victim, password: 'marigold-2026' })).statusCode).toBe(
      200,
    );
  });

  it("will not take one e-mail's ticket for another e-mail", async () => {
    t = await createTestApp();
    const { signupTicket } = await signUpTo('verified', 'attacker@example.com');
    await signUpTo('code', 'meera@example.com');
    const response = await post('set-password', {
      email: 'meera@example.com',
      password: 'attacker-pass-1',
      signupTicket,
    });
    expect(response.statusCode).toBe(403);
    expect(await t.database.db.select().from(accounts)).toEqual([]);
  });

  it('uses a ticket once, and refuses it after 30 minutes', async () => {
    t = await createTestApp();
    const { signupTicket } = await signUpTo('verified');
    t.clock.advance(30 * 60_000 + 1_000);
    const late = await post('set-password', {
      email: 'meera@example.com',
      password: 'marigold-2026',
      signupTicket,
    });
    expect(late.statusCode).toBe(403);
    expect(late.json()).toMatchObject({
      message: 'Your e-mail was verified more than 30 minutes ago. Please ask for a new code.',
    });

    const again = await signUpTo('verified');
    const body = { email: 'meera@example.com', password: 'marigold-2026' };
    const twice = await Promise.all([
      post('set-password', { ...body, signupTicket: again.signupTicket }),
      post('set-password', { ...body, signupTicket: again.signupTicket }),
    ]);
    expect(twice.map((answer) => answer.statusCode).sort()).toEqual([201, 403]);
    expect(await t.database.db.select().from(accounts)).toHaveLength(1);
  });

  it('refuses a wrong code, and the used code, once the e-mail is verified', async () => {
    t = await createTestApp();
    const { code } = await signUpTo('verified');
    const wrong = await post('verify-otp', { email: 'meera@example.com', otp: otherCode(code) });
    expect(wrong.statusCode).toBe(400);
    const reused = await post('verify-otp', { email: 'meera@example.com', otp: code });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toMatchObject({
      message: 'This code was already used. If you did not finish signing up, ask for a new code.',
    });
    expect(await t.database.db.select().from(signupTickets)).toHaveLength(1);
  });

  it('keeps a completed verification when somebody asks for a new code', async () => {
    t = await createTestApp();
    const { signupTicket } = await signUpTo('verified');
    t.clock.advance(31_000);
    // Anyone may ask for a new code for the e-mail; it must not undo the owner's verification.
    expect(
      (await post('signup', { name: 'Someone Else', email: 'meera@example.com' })).statusCode,
    ).toBe(200);
    const done = await post('set-password', {
      email: 'meera@example.com',
      password: 'marigold-2026',
      signupTicket,
    });
    expect(done.statusCode).toBe(201);
    const [account] = await t.database.db.select().from(accounts);
    expect(account?.name).toBe('Meera Gokhale');
    expect(await t.database.db.select().from(signupCodes)).toEqual([]);
  });

  it('evaluates at most five guesses of a burst sent at once', async () => {
    t = await createTestApp();
    const { code } = await signUpTo('code');
    const wrong = otherCode(code);
    const burst = await Promise.all(
      Array.from({ length: 40 }, () =>
        post('verify-otp', { email: 'meera@example.com', otp: wrong }),
      ),
    );
    const evaluated = burst.filter((answer) => /is not right/.test(answer.json().message));
    expect(evaluated).toHaveLength(4);
    expect(burst.filter((answer) => answer.statusCode === 429)).toHaveLength(36);
    const [pending] = await t.database.db.select().from(signupCodes);
    expect(pending?.attempts).toBe(5);
    expect((await post('verify-otp', { email: 'meera@example.com', otp: code })).statusCode).toBe(
      429,
    );
  });

  it('mails the code without the name typed at sign-up', async () => {
    t = await createTestApp();
    const name = 'Click https://evil.example to win';
    expect((await post('signup', { name, email: 'stranger@example.com' })).statusCode).toBe(200);
    const [mail] = t.mailbox.to('stranger@example.com');
    expect(mail?.text).not.toContain('evil.example');
    expect(mail?.html).not.toContain('evil.example');
    expect(mail?.text).toMatch(/^Hello,/);
  });

  it('refuses a password shorter than 8 characters', async () => {
    t = await createTestApp();
    await signUpTo('verified');
    const response = await post('set-password', { email: 'meera@example.com', password: 'short' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
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
    expect(wrong.json()).toMatchObject({ message: 'Incorrect e-mail or password.' });
    expect(unknown.json()).toEqual(wrong.json());
  });

  const refresh = (token?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/user/refresh',
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  const myRegistrations = (token: string, email: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/users/registrations?email=${email}`,
      headers: { authorization: `Bearer ${token}` },
    });

  it('renews a valid session with a fresh 10-minute token, its claims read again from the account', async () => {
    t = await createTestApp();
    const member = await createMember(t, { name: 'Asha Patil', email: 'asha@example.com' });
    t.clock.advance(6 * 60_000);
    await t.database.db
      .update(accounts)
      .set({ name: 'Asha P. Patil' })
      .where(eq(accounts.id, member.id));

    const renewed = await refresh(member.token);
    expect(renewed.statusCode).toBe(200);
    const { token } = renewed.json<{ token: string }>();
    const claims = decodeJwt(token);
    expect(claims).toMatchObject({
      sub: member.id,
      id: member.studentId,
      name: 'Asha P. Patil',
      email: 'asha@example.com',
      role: 'user',
      iat: Math.floor(t.clock.now().getTime() / 1000),
    });
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(600);

    // Eleven minutes after the login the first token is refused, the renewed one still works.
    t.clock.advance(5 * 60_000);
    expect((await myRegistrations(member.token, member.email)).statusCode).toBe(401);
    expect((await myRegistrations(token, member.email)).statusCode).toBe(200);
    expect((await refresh(token)).statusCode).toBe(200);
  });

  it("refuses a member's token from the moment the page says the idle session has ended", async () => {
    t = await createTestApp();
    const member = await createMember(t, { email: 'asha@example.com' });

    t.clock.advance(SESSION_TIMEOUT_MS - 1_000);
    expect((await myRegistrations(member.token, member.email)).statusCode).toBe(200);
    t.clock.advance(1_000);
    const ended = await myRegistrations(member.token, member.email);
    expect(ended.statusCode).toBe(401);
    expect((await refresh(member.token)).statusCode).toBe(401);
  });

  it('renews no session without a valid member token, nor for a deleted account', async () => {
    t = await createTestApp();
    const member = await createMember(t, { email: 'asha@example.com' });
    const admin = (await createAdmin(t)).token;

    expect((await refresh()).json()).toMatchObject({ message: 'Please log in to continue.' });
    expect((await refresh(admin)).statusCode).toBe(403);
    t.clock.advance(10 * 60_000 + 1_000);
    const expired = await refresh(member.token);
    expect({ status: expired.statusCode, body: expired.json() }).toEqual({
      status: 401,
      body: { code: 'access.expired', message: 'Your session has expired. Please log in again.' },
    });

    const fresh = await t.tokens.signUser({
      sub: member.id,
      id: member.studentId,
      name: member.name,
      email: member.email,
      ver: 0,
    });
    await t.database.db.delete(accounts).where(eq(accounts.id, member.id));
    const gone = await refresh(fresh);
    expect({ status: gone.statusCode, body: gone.json() }).toEqual({
      status: 401,
      body: {
        code: 'account.account-gone',
        message: 'Your account no longer exists. Please sign up again.',
      },
    });
  });

  it('resets a forgotten password through a single-use mailed link', async () => {
    t = await createTestApp({ env: { SITE_URL: 'https://hostel.example' } });
    await createMember(t, { email: 'asha@example.com', password: 'correct-horse-42' });
    const asked = await post('forgot-password', { email: 'asha@example.com' });
    expect(asked.statusCode).toBe(200);
    // The link is mailed after the answer, so that known and unknown e-mails take as long.
    const mail = await t.mailbox.waitFor('asha@example.com');
    expect(mail.text).toContain('https://hostel.example/reset-password/');
    const token = linkIn(mail.text);
    const check = () => t.app.inject({ method: 'GET', url: `/api/user/reset-password/${token}` });
    const before = await check();
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual({
      usable: true,
      expiresAt: new Date(t.clock.now().getTime() + 60 * 60_000).toISOString(),
    });

    const reset = await post(`reset-password/${token}`, { password: 'new-marigold-99' });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toMatchObject({
      message: 'Your password has been reset. You can now log in.',
    });
    expect(
      (await post('login', { email: 'asha@example.com', password: 'new-marigold-99' })).statusCode,
    ).toBe(200);
    expect(
      (await post('login', { email: 'asha@example.com', password: 'correct-horse-42' })).statusCode,
    ).toBe(401);

    // Used: the page is told before the person types a password, and sending it is refused.
    const used = {
      message: 'This reset link is not valid or was already used. Please ask for a new one.',
    };
    const after = await check();
    expect(after.statusCode).toBe(200);
    expect(after.json()).toEqual({ usable: false, ...used });
    const reused = await post(`reset-password/${token}`, { password: 'another-one-77' });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual({ code: 'account.reset-invalid', ...used });
    const [stored] = await t.database.db.select().from(passwordResets);
    expect(stored?.tokenHash).not.toBe(token);
  });

  it('refuses a reset link after an hour', async () => {
    t = await createTestApp();
    await createMember(t, { email: 'asha@example.com' });
    await post('forgot-password', { email: 'asha@example.com' });
    const token = linkIn((await t.mailbox.waitFor('asha@example.com')).text);
    t.clock.advance(61 * 60_000);
    const expired = { message: 'This reset link has expired. Please ask for a new one.' };
    const check = await t.app.inject({ method: 'GET', url: `/api/user/reset-password/${token}` });
    expect(check.statusCode).toBe(200);
    expect(check.json()).toEqual({ usable: false, ...expired });
    const response = await post(`reset-password/${token}`, { password: 'new-marigold-99' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'account.reset-expired', ...expired });
  });

  it('answers forgot-password the same for known and unknown e-mails, mailing only the known', async () => {
    t = await createTestApp();
    await createMember(t, { email: 'asha@example.com' });
    const known = await post('forgot-password', { email: 'asha@example.com' });
    const unknown = await post('forgot-password', { email: 'nobody@example.com' });
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    await t.mailbox.waitFor('asha@example.com');
    expect(t.mailbox.to('nobody@example.com')).toEqual([]);
  });

  it('refuses malformed reset links and bodies, changing nothing', async () => {
    t = await createTestApp();
    const member = await createMember(t, { email: 'asha@example.com' });
    const badToken = await post('reset-password/short', { password: 'new-marigold-99' });
    expect(badToken.statusCode).toBe(400);
    expect(badToken.json()).toMatchObject({ message: 'token: This reset link is not valid.' });
    for (const payload of [{}, { email: 42 }, { name: 'x'.repeat(101), email: 'a@b.in' }, [1, 2]]) {
      expect((await post('signup', payload)).statusCode).toBe(400);
      expect((await post('login', payload)).statusCode).toBe(400);
    }
    expect(await t.database.db.select().from(signupCodes)).toEqual([]);
    expect(
      (await post('login', { email: member.email, password: member.password })).statusCode,
    ).toBe(200);
  });

  it('refuses an address after failed logins on an account, or on many, never the account', async () => {
    t = await createTestApp({ env: { RATE_LIMIT_PER_ACCOUNT: '3', RATE_LIMIT_PER_ADDRESS: '6' } });
    const member = await createMember(t, { email: 'asha@example.com' });
    const login = (email: string, password: string, remoteAddress = '10.0.0.1') =>
      t.app.inject({
        method: 'POST',
        url: '/api/user/login',
        payload: { email, password },
        remoteAddress,
      });
    for (let i = 0; i < 3; i++) {
      expect((await login(member.email, 'guess-guess')).statusCode).toBe(401);
    }
    const blocked = await login(member.email, member.password);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/Too many attempts/);
    expect((await login(member.email, member.password, '10.0.0.2')).statusCode).toBe(200);

    // The refused attempt was not a failure; three more on other accounts reach the 6.
    for (let i = 0; i < 3; i++) {
      expect((await login(`p${i}@example.com`, 'guess')).statusCode).toBe(401);
    }
    expect((await login('other@example.com', 'x')).statusCode).toBe(429);
    expect((await login('other@example.com', 'x', '10.0.0.2')).statusCode).toBe(401);
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
