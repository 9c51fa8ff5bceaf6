import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { ensureConfiguredAdmin } from '../modules/admins/configured-admin';
import { createAdmin } from '../test/admins';
import { createMember } from '../test/members';
import { createTestApp, type TestApp } from '../test/test-app';

const TOO_MANY = 'Too many attempts. Please wait a few minutes and try again.';
const WINDOW_MS = 15 * 60_000;
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

type Credentials = Record<string, string>;

interface Door {
  url: string;
  /** Makes the account; answers its right login, a wrong one, and a wrong one for nobody. */
  open(t: TestApp): Promise<{ right: Credentials; wrong: Credentials; stranger: Credentials }>;
}

const doors: Record<string, Door> = {
  'member login': {
    url: '/api/user/login',
    async open(t) {
      const member = await createMember(t, { email: 'asha@example.com' });
      return {
        right: { email: member.email, password: member.password },
        wrong: { email: member.email, password: 'a-wrong-guess' },
        stranger: { email: 'nobody@example.com', password: 'a-wrong-guess' },
      };
    },
  },
  'admin login': {
    url: '/api/admins/login',
    async open(t) {
      await ensureConfiguredAdmin(t.database.db, t.config.admin, t.clock);
      const { username, password } = t.config.admin;
      return {
        right: { username, password },
        wrong: { username, password: 'a-wrong-guess' },
        stranger: { username: 'nobody', password: 'a-wrong-guess' },
      };
    },
  },
};

const statuses = (answers: Array<{ statusCode: number }>) =>
  answers.map((answer) => answer.statusCode);

describe.each(Object.entries(doors))('%s', (_name, door) => {
  let t: TestApp;
  afterEach(() => t.close());

  const login = (app: TestApp, credentials: Credentials, remoteAddress = '10.0.0.1') =>
    app.app.inject({ method: 'POST', url: door.url, payload: credentials, remoteAddress });
  /** One after the other: the statuses answered. */
  async function tryTimes(times: number, credentials: Credentials, remoteAddress?: string) {
    const answered: number[] = [];
    for (let i = 0; i < times; i++) {
      answered.push((await login(t, credentials, remoteAddress)).statusCode);
    }
    return answered;
  }

  it('lets the right password in from another address after the limit of wrong ones', async () => {
    t = await createTestApp();
    const { right, wrong } = await door.open(t);
    expect(await tryTimes(10, wrong, '10.0.0.1')).toEqual(Array(10).fill(401));
    expect((await login(t, right, '10.0.0.2')).statusCode).toBe(200);
  });

  it('refuses the address that failed too often on the account, even the right password', async () => {
    t = await createTestApp({ env: { RATE_LIMIT_PER_ACCOUNT: '3' } });
    const { right, wrong } = await door.open(t);
    expect(await tryTimes(3, wrong)).toEqual([401, 401, 401]);

    const refused = await login(t, right);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ message: TOO_MANY });
    expect(Number(refused.headers['retry-after'])).toBe(WINDOW_MS / 1000);

    t.clock.advance(WINDOW_MS);
    expect((await login(t, right)).statusCode).toBe(200);
  });

  it('never counts a successful login', async () => {
    t = await createTestApp({ env: { RATE_LIMIT_PER_ACCOUNT: '3' } });
    const { right, wrong } = await door.open(t);
    expect(await tryTimes(20, right)).toEqual(Array(20).fill(200));
    expect(await tryTimes(4, wrong)).toEqual([401, 401, 401, 429]);
    expect(t.delays).toEqual([]);
  });

  it('lets only the limit of a parallel burst of wrong passwords be checked', async () => {
    t = await createTestApp({ env: { RATE_LIMIT_PER_ACCOUNT: '3' } });
    const { right, wrong } = await door.open(t);
    const burst = statuses(await Promise.all(Array.from({ length: 40 }, () => login(t, wrong))));
    expect(burst.filter((status) => status === 401)).toHaveLength(3);
    expect(burst.filter((status) => status === 429)).toHaveLength(37);
    expect((await login(t, right, '10.0.0.2')).statusCode).toBe(200);
  });

  it('slows down an account attacked from a few addresses, before any lock', async () => {
    t = await createTestApp({ env: { RATE_LIMIT_PER_ACCOUNT: '3' } });
    const { right, wrong } = await door.open(t);
    for (const address of ['10.0.0.1', '10.0.0.2', '10.0.0.3', '10.0.0.4']) {
      expect(await tryTimes(3, wrong, address)).toEqual([401, 401, 401]);
    }
    // Each attempt beyond the account's 3 failures waits a second more, up to 5.
    expect(t.delays).toEqual([1000, 2000, 3000, 4000, 5000, 5000, 5000, 5000, 5000]);

    expect((await login(t, right, '10.0.0.5')).statusCode).toBe(200);
    expect(t.delays.at(-1)).toBe(5000);

    t.clock.advance(WINDOW_MS);
    const delaysBefore = t.delays.length;
    expect((await login(t, right, '10.0.0.6')).statusCode).toBe(200);
    expect(t.delays).toHaveLength(delaysBefore);
  });

  it('counts only failed logins against an address, on all accounts together', async () => {
    t = await createTestApp({ env: { RATE_LIMIT_PER_ADDRESS: '3' } });
    const { right, wrong, stranger } = await door.open(t);
    expect(await tryTimes(5, right)).toEqual(Array(5).fill(200));
    expect(await tryTimes(3, stranger)).toEqual([401, 401, 401]);
    expect((await login(t, wrong)).statusCode).toBe(429);
    expect((await login(t, wrong, '10.0.0.2')).statusCode).toBe(401);
  });
});

describe('login throttle counters in Redis', () => {
  const prefix = `hostel-test-throttle-${randomBytes(4).toString('hex')}:`;
  const redis = new Redis(redisUrl, { lazyConnect: true });
  const apps: TestApp[] = [];

  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
  });

  it('holds a parallel burst to the limit across two instances sharing Redis', async () => {
    const env = { REDIS_URL: redisUrl, REDIS_KEY_PREFIX: prefix, RATE_LIMIT_PER_ACCOUNT: '3' };
    const [a, b] = await Promise.all([createTestApp({ env }), createTestApp({ env })]);
    apps.push(a, b);
    for (const app of apps)
      await ensureConfiguredAdmin(app.database.db, app.config.admin, app.clock);
    const { username, password } = a.config.admin;
    const login = (app: TestApp, tried: string, remoteAddress: string) =>
      app.app.inject({
        method: 'POST',
        url: '/api/admins/login',
        payload: { username, password: tried },
        remoteAddress,
      });

    const burst = statuses(
      await Promise.all(
        Array.from({ length: 40 }, (_, i) => login(i % 2 ? a : b, 'a-wrong-guess', '10.0.0.1')),
      ),
    );
    expect(burst.filter((status) => status === 401)).toHaveLength(3);
    expect(burst.filter((status) => status === 429)).toHaveLength(37);

    const key = (name: string) => `${prefix}login-throttle:admin-login:${name}`;
    expect(await redis.get(key('address:10.0.0.1:account:admin'))).toBe('3');
    expect(await redis.pttl(key('address:10.0.0.1:account:admin'))).toBeGreaterThan(
      WINDOW_MS - 60_000,
    );
    for (const app of [a, b]) {
      expect((await login(app, password, '10.0.0.1')).statusCode).toBe(429);
      expect((await login(app, password, '10.0.0.2')).statusCode).toBe(200);
    }
    // Refusals and successes gave their attempts back.
    expect(await redis.get(key('address:10.0.0.1:account:admin'))).toBe('3');
    expect(await redis.get(key('account:admin'))).toBe('3');
    expect(await redis.get(key('address:10.0.0.2:account:admin'))).toBeNull();
  });
});

interface LockedDoor {
  url: string;
  codeUrl: string;
  /** Makes the account; answers its logins and where its owner's mail goes. */
  open(t: TestApp): Promise<{ right: Credentials; wrong: Credentials; mailbox: string }>;
}

const lockedDoors: Record<string, LockedDoor> = {
  'member login': {
    url: '/api/user/login',
    codeUrl: '/api/user/login/sign-in-code',
    async open(t) {
      const member = await createMember(t, { email: 'asha@example.com' });
      return {
        right: { email: member.email, password: member.password },
        wrong: { email: member.email, password: 'a-wrong-guess' },
        mailbox: member.email,
      };
    },
  },
  'admin login': {
    url: '/api/admins/login',
    codeUrl: '/api/admins/login/sign-in-code',
    async open(t) {
      const admin = await createAdmin(t, 'treasurer', 'meera');
      return {
        right: { username: admin.username, password: admin.password },
        wrong: { username: admin.username, password: 'a-wrong-guess' },
        mailbox: 'meera@hostel.example',
      };
    },
  },
};

const SIGN_IN_CODE = /\b(\d{8})\b/;

describe.each(Object.entries(lockedDoors))(
  '%s under a spread-out guessing attack',
  (_name, door) => {
    let t: TestApp;
    afterEach(() => t.close());

    const login = (credentials: Credentials, remoteAddress: string) =>
      t.app.inject({ method: 'POST', url: door.url, payload: credentials, remoteAddress });

    async function guessFromManyAddresses(wrong: Credentials, times: number) {
      const answered: number[] = [];
      for (let i = 0; i < times; i++) {
        answered.push((await login(wrong, `10.0.${Math.floor(i / 200)}.${i % 200}`)).statusCode);
      }
      return answered;
    }

    it('refuses the account after 20 failures from any addresses; a mailed code lets its owner in', async () => {
      t = await createTestApp();
      const { right, wrong, mailbox } = await door.open(t);
      expect(await guessFromManyAddresses(wrong, 20)).toEqual(Array(20).fill(401));

      const guessed = await login(wrong, '10.9.9.9');
      expect(guessed.statusCode).toBe(429);
      expect(Number(guessed.headers['retry-after'])).toBeGreaterThan(0);
      const owner = await login(right, '10.9.9.10');
      expect(owner.statusCode).toBe(429);
      expect(owner.json()).toMatchObject({ message: TOO_MANY });

      const account = 'email' in right ? { email: right.email } : { username: right.username };
      const asked = await t.app.inject({ method: 'POST', url: door.codeUrl, payload: account });
      expect(asked.statusCode, asked.body).toBe(200);
      const mail = await t.mailbox.waitFor(mailbox, (sent) => SIGN_IN_CODE.test(sent.text ?? ''));
      const signInCode = SIGN_IN_CODE.exec(mail.text ?? '')?.[1] ?? '';

      // The attacker has no code, and a guessed one is refused like the rest.
      expect((await login({ ...wrong, signInCode: '12345678' }, '10.9.9.11')).statusCode).toBe(429);
      expect((await login({ ...right, signInCode: '12345678' }, '10.9.9.11')).statusCode).toBe(429);
      const withCode = await login({ ...right, signInCode }, '10.9.9.10');
      expect(withCode.statusCode, withCode.body).toBe(200);
      // Used once.
      expect((await login({ ...right, signInCode }, '10.9.9.10')).statusCode).toBe(429);

      t.clock.advance(WINDOW_MS);
      expect((await login(right, '10.9.9.12')).statusCode).toBe(200);
    });

    it('counts an IPv6 subscriber by the /64, whatever address in it they use', async () => {
      t = await createTestApp({ env: { RATE_LIMIT_PER_ACCOUNT: '3' } });
      const { right, wrong } = await door.open(t);
      for (const address of ['2001:db8:7:1::1', '2001:db8:7:1::2', '2001:db8:7:1:abcd::9']) {
        expect((await login(wrong, address)).statusCode).toBe(401);
      }
      expect((await login(right, '2001:db8:7:1:ffff::1')).statusCode).toBe(429);
      expect((await login(right, '2001:db8:7:2::1')).statusCode).toBe(200);
    });
  },
);

describe('a password reset', () => {
  let t: TestApp;
  afterEach(() => t.close());

  it('lifts the lock on a member account under attack', async () => {
    t = await createTestApp();
    const member = await createMember(t, { email: 'asha@example.com' });
    const login = (password: string, remoteAddress: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/user/login',
        payload: { email: member.email, password },
        remoteAddress,
      });
    for (let i = 0; i < 20; i++)
      expect((await login('a-wrong-guess', `10.0.0.${i}`)).statusCode).toBe(401);
    expect((await login(member.password, '10.1.0.1')).statusCode).toBe(429);

    await t.app.inject({
      method: 'POST',
      url: '/api/user/forgot-password',
      payload: { email: member.email },
    });
    const mail = await t.mailbox.waitFor(member.email, (sent) =>
      /reset-password/.test(sent.text ?? ''),
    );
    const token = /\/reset-password\/([A-Za-z0-9_-]+)/.exec(mail.text ?? '')?.[1] ?? '';
    const reset = await t.app.inject({
      method: 'POST',
      url: `/api/user/reset-password/${token}`,
      payload: { password: 'new-marigold-99' },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await login('new-marigold-99', '10.1.0.1')).statusCode).toBe(200);
  });
});
