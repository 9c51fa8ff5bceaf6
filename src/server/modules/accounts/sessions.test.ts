import { afterEach, describe, expect, it } from 'vitest';
import { createMember } from '@/server/test/members';
import { createTestApp, type TestApp } from '@/server/test/test-app';

const linkIn = (text: string | undefined) =>
  /\/reset-password\/([A-Za-z0-9_-]+)/.exec(text ?? '')?.[1] ?? '';

describe("a member's sessions", () => {
  let t: TestApp;
  afterEach(() => t.close());

  const asMember = (method: 'GET' | 'POST', url: string, token: string) =>
    t.app.inject({ method, url, headers: { authorization: `Bearer ${token}` } });

  const sessionEnded = {
    code: 'access.session-ended',
    message: 'Your session has ended. Please log in again.',
  };

  async function loggedIn(email: string, password: string): Promise<string> {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email, password },
    });
    expect(login.statusCode, login.body).toBe(200);
    return login.json<{ token: string }>().token;
  }

  it('ends a copied session when the member resets the password: no refresh, no reading', async () => {
    t = await createTestApp();
    await createMember(t, { email: 'asha@example.com', password: 'correct-horse-42' });
    const copied = await loggedIn('asha@example.com', 'correct-horse-42');
    expect((await asMember('GET', '/api/users/registrations', copied)).statusCode).toBe(200);

    await t.app.inject({
      method: 'POST',
      url: '/api/user/forgot-password',
      payload: { email: 'asha@example.com' },
    });
    const token = linkIn((await t.mailbox.waitFor('asha@example.com')).text);
    const reset = await t.app.inject({
      method: 'POST',
      url: `/api/user/reset-password/${token}`,
      payload: { password: 'new-marigold-99' },
    });
    expect(reset.statusCode).toBe(200);

    t.clock.advance(60_000);
    for (const [method, url] of [
      ['POST', '/api/user/refresh'],
      ['GET', '/api/users/registrations'],
      ['GET', '/api/donate/my-donations'],
    ] as const) {
      const refused = await asMember(method, url, copied);
      expect({ url, status: refused.statusCode, body: refused.json() }).toEqual({
        url,
        status: 401,
        body: sessionEnded,
      });
    }
    const fresh = await loggedIn('asha@example.com', 'new-marigold-99');
    expect((await asMember('POST', '/api/user/refresh', fresh)).statusCode).toBe(200);
  });

  it('signs the member out on every device, this one included, until they log in again', async () => {
    t = await createTestApp();
    await createMember(t, { email: 'asha@example.com', password: 'correct-horse-42' });
    const phone = await loggedIn('asha@example.com', 'correct-horse-42');
    const laptop = await loggedIn('asha@example.com', 'correct-horse-42');
    const renewed = await asMember('POST', '/api/user/refresh', laptop);
    const laptopRenewed = renewed.json<{ token: string }>().token;

    const out = await asMember('POST', '/api/users/me/sign-out-everywhere', phone);
    expect({ status: out.statusCode, body: out.json() }).toEqual({
      status: 200,
      body: { message: 'You are signed out on every device. Log in again to go on.' },
    });
    for (const token of [phone, laptop, laptopRenewed]) {
      const refused = await asMember('POST', '/api/user/refresh', token);
      expect({ status: refused.statusCode, body: refused.json() }).toEqual({
        status: 401,
        body: sessionEnded,
      });
    }
    const again = await loggedIn('asha@example.com', 'correct-horse-42');
    expect((await asMember('GET', '/api/users/registrations', again)).statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/users/me/sign-out-everywhere' })).statusCode,
    ).toBe(401);
  });
});
