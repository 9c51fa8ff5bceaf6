import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { donations, events, people, registrations } from '@/server/db/schema';
import { appWithMember, createMember, type TestMember } from '@/server/test/members';
import type { TestApp } from '@/server/test/test-app';

describe("the member's profile", () => {
  let t: TestApp;
  let asha: TestMember;

  beforeEach(async () => ({ t, asha } = await appWithMember()));
  afterEach(() => t.close());

  const call = (
    method: 'GET' | 'PUT' | 'POST',
    url: string,
    payload?: object,
    token = asha.token,
  ) => t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}` } });

  const login = (email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/user/login', payload: { email, password } });

  it('shows and saves the name and phone; refuses a phone that cannot be one', async () => {
    expect((await call('GET', '/api/users/profile')).json()).toEqual({
      name: 'Asha Patil',
      email: 'asha@example.com',
      studentId: asha.studentId,
      phone: null,
    });
    const short = await call('PUT', '/api/users/profile', { name: 'Asha', phone: '12345' });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toContain('Please enter a phone number (10 to 15 digits).');
    const saved = await call('PUT', '/api/users/profile', {
      name: 'Asha R. Patil',
      phone: '+91 98220 11223',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ name: 'Asha R. Patil', phone: '+91 98220 11223' });
  });

  it('changes the password only with the current one, ends every other session, and mails the member', async () => {
    const otherDevice = (await login(asha.email, asha.password)).json().token as string;
    const wrong = await call('POST', '/api/users/password', {
      currentPassword: 'not-my-password',
      newPassword: 'a-new-password-2027',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Your current password is not right.');
    expect((await login(asha.email, asha.password)).statusCode).toBe(200);

    const changed = await call('POST', '/api/users/password', {
      currentPassword: asha.password,
      newPassword: 'a-new-password-2027',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().message).toBe(
      'Your password is changed, and every other device is signed out. A mail confirms it.',
    );
    // This device carries on with the token it was given; the others are signed out.
    const renewed = changed.json().token as string;
    expect((await call('GET', '/api/users/profile', undefined, renewed)).statusCode).toBe(200);
    for (const ended of [asha.token, otherDevice]) {
      expect((await call('GET', '/api/users/profile', undefined, ended)).statusCode).toBe(401);
    }
    expect((await login(asha.email, asha.password)).statusCode).toBe(401);
    expect((await login(asha.email, 'a-new-password-2027')).statusCode).toBe(200);
    const mail = await t.mailbox.waitFor(asha.email, (m) =>
      m.subject.includes('password has changed'),
    );
    expect(mail.text).toContain('The password of your account was just changed.');
  });

  it('changes the e-mail after a code sent to the new address; both addresses are told, and what was hers moves with her', async () => {
    const [event] = await t.database.db.insert(events).values({ name: 'Chess' }).returning();
    await t.database.db.insert(registrations).values({
      eventId: event?.id ?? '',
      name: 'Asha Patil',
      email: asha.email,
      contact: '+91 98220 11223',
      hostel: 'Main',
      hostelAddress: 'Room 1',
      gender: 'F',
      registrationType: 'individual',
      status: 'confirmed',
    });
    await t.database.db
      .insert(donations)
      .values({ name: 'Asha Patil', email: asha.email, amount: 500 });
    // The latest registration's contact stands in for a phone she has not given.
    expect((await call('GET', '/api/users/profile')).json().phone).toBe('+91 98220 11223');

    const ravi = await createMember(t, { name: 'Ravi', email: 'ravi@example.com' });
    const taken = await call('POST', '/api/users/email', {
      newEmail: ravi.email,
      currentPassword: asha.password,
    });
    expect(taken.statusCode).toBe(409);
    const noPassword = await call('POST', '/api/users/email', {
      newEmail: 'asha.new@example.com',
      currentPassword: 'wrong-one',
    });
    expect(noPassword.statusCode).toBe(400);

    const asked = await call('POST', '/api/users/email', {
      newEmail: 'Asha.New@example.com',
      currentPassword: asha.password,
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const codeMail = await t.mailbox.waitFor('asha.new@example.com', () => true);
    const code = /\b(\d{6})\b/.exec(codeMail.text)?.[1] ?? '';
    const wrong = await call('POST', '/api/users/email/confirm', {
      code: code === '000000' ? '000001' : '000000',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('That code is not right. You have 4 tries left.');
    // Ravi cannot use Asha's code: the change is hers.
    expect((await call('POST', '/api/users/email/confirm', { code }, ravi.token)).statusCode).toBe(
      400,
    );

    const confirmed = await call('POST', '/api/users/email/confirm', { code });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().message).toBe('Your e-mail address is now asha.new@example.com.');
    const token = confirmed.json().token as string;
    expect((await call('GET', '/api/users/profile', undefined, token)).json()).toMatchObject({
      email: 'asha.new@example.com',
      studentId: asha.studentId,
    });
    expect((await login('asha.new@example.com', asha.password)).statusCode).toBe(200);
    expect((await login(asha.email, asha.password)).statusCode).toBe(401);
    const mine = await call('GET', '/api/users/registrations', undefined, token);
    expect(mine.json()).toHaveLength(1);
    const [donation] = await t.database.db.select().from(donations);
    expect(donation?.email).toBe('asha.new@example.com');
    expect(await t.database.db.select().from(people).where(eq(people.email, asha.email))).toEqual(
      [],
    );
    for (const address of [asha.email, 'asha.new@example.com']) {
      const notice = await t.mailbox.waitFor(address, (m) =>
        m.subject.includes('e-mail address has changed'),
      );
      expect(notice.text).toContain('from asha@example.com to asha.new@example.com');
    }
    // The code works once.
    expect((await call('POST', '/api/users/email/confirm', { code }, token)).statusCode).toBe(400);
  });
});
