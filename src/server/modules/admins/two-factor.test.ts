import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { adminRecoveryCodes, admins } from '@/server/db/schema';
import { createAdmin, type TestAdmin } from '@/server/test/admins';
import { createTestApp, type TestApp } from '@/server/test/test-app';
import { base32Decode, totp } from './totp';

describe('two-factor sign-in', () => {
  let t: TestApp;
  let admin: TestAdmin;

  beforeEach(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_PER_ACCOUNT: '5' } });
    admin = await createAdmin(t, 'treasurer', 'meera');
  });
  afterEach(() => t.close());

  const login = (payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/admins/login', payload });
  const credentials = () => ({ username: 'meera', password: admin.password });

  /** Turns two-factor on as the admin would: scan, type a code; answers the secret and codes. */
  async function turnOn() {
    const setup = await admin.call('POST', '/api/admins/me/two-factor/setup', {
      password: admin.password,
    });
    expect(setup.statusCode, setup.body).toBe(200);
    const { secret, otpauthUri } = setup.json();
    expect(otpauthUri).toContain(`secret=${secret}`);
    const enabled = await admin.call('POST', '/api/admins/me/two-factor/enable', {
      code: totp(base32Decode(secret), t.clock.now()),
    });
    expect(enabled.statusCode, enabled.body).toBe(200);
    return { secret: secret as string, recoveryCodes: enabled.json().recoveryCodes as string[] };
  }

  const codeAt = (secret: string, offsetMs = 0) =>
    totp(base32Decode(secret), new Date(t.clock.now().getTime() + offsetMs));

  it('gives the same key to a setup asked twice at once, so the shown key is the one checked', async () => {
    const [first, second] = await Promise.all([
      admin.call('POST', '/api/admins/me/two-factor/setup', { password: admin.password }),
      admin.call('POST', '/api/admins/me/two-factor/setup', { password: admin.password }),
    ]);
    expect(second.json().secret).toBe(first.json().secret);
    const enabled = await admin.call('POST', '/api/admins/me/two-factor/enable', {
      code: codeAt(first.json().secret),
    });
    expect(enabled.statusCode, enabled.body).toBe(200);
  });

  it('asks for the code after the password, and signs in with it', async () => {
    const { secret, recoveryCodes } = await turnOn();
    expect(recoveryCodes).toHaveLength(10);

    const first = await login(credentials());
    expect(first.json()).toEqual({ twoFactorRequired: true });
    // A wrong password never reaches the code question.
    expect((await login({ ...credentials(), password: 'wrong-password' })).statusCode).toBe(401);

    t.clock.advance(30_000);
    const signedIn = await login({ ...credentials(), code: codeAt(secret) });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const token = signedIn.json().token;
    const self = await t.app.inject({
      url: '/api/admins/verify-token',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(self.json()).toMatchObject({
      username: 'meera',
      role: 'treasurer',
      twoFactorEnabled: true,
    });
  });

  it('refuses a code used once already, within its step and the next', async () => {
    const { secret } = await turnOn();
    t.clock.advance(30_000);
    const code = codeAt(secret);
    expect((await login({ ...credentials(), code })).statusCode).toBe(200);
    const replayed = await login({ ...credentials(), code });
    expect(replayed.statusCode).toBe(401);
    expect(replayed.json().message).toMatch(/already used/);
    // Even while it is still within the one step of drift.
    t.clock.advance(20_000);
    expect((await login({ ...credentials(), code })).statusCode).toBe(401);
    // An older step's code is refused too, once a later one was used.
    t.clock.advance(30_000);
    expect((await login({ ...credentials(), code: codeAt(secret, -60_000) })).statusCode).toBe(401);
    expect((await login({ ...credentials(), code: codeAt(secret) })).statusCode).toBe(200);
  });

  it('accepts a code of the step before or after, not two steps away', async () => {
    const { secret } = await turnOn();
    t.clock.advance(90_000);
    expect((await login({ ...credentials(), code: codeAt(secret, -60_000) })).statusCode).toBe(401);
    expect((await login({ ...credentials(), code: codeAt(secret, 60_000) })).statusCode).toBe(401);
    expect((await login({ ...credentials(), code: codeAt(secret, 30_000) })).statusCode).toBe(200);
  });

  it('lets each recovery code sign in once, and keeps only their hashes', async () => {
    const { recoveryCodes } = await turnOn();
    const [code, other] = recoveryCodes;
    const stored = await t.database.db
      .select()
      .from(adminRecoveryCodes)
      .where(eq(adminRecoveryCodes.adminId, admin.id));
    expect(stored).toHaveLength(10);
    expect(JSON.stringify(stored)).not.toContain(code);

    expect((await login({ ...credentials(), code: code?.toUpperCase() })).statusCode).toBe(200);
    expect((await login({ ...credentials(), code })).statusCode).toBe(401);
    expect((await login({ ...credentials(), code: other })).statusCode).toBe(200);
    const self = await admin.call('GET', '/api/admins/verify-token');
    expect(self.json().recoveryCodesLeft).toBe(8);
  });

  it('throttles wrong codes like wrong passwords', async () => {
    await turnOn();
    for (let i = 0; i < 5; i++) {
      expect((await login({ ...credentials(), code: '000000' })).statusCode).toBe(401);
    }
    expect((await login({ ...credentials(), code: '000000' })).statusCode).toBe(429);
  });

  it('turns on only with a right code, and off only with the password', async () => {
    const setup = (
      await admin.call('POST', '/api/admins/me/two-factor/setup', { password: admin.password })
    ).json();
    const wrong = await admin.call('POST', '/api/admins/me/two-factor/enable', { code: '123456' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toMatch(/^code: That code does not match/);
    expect((await login(credentials())).json()).toHaveProperty('token');

    const enabled = await admin.call('POST', '/api/admins/me/two-factor/enable', {
      code: codeAt(setup.secret),
    });
    expect(enabled.statusCode).toBe(200);
    expect(
      (await admin.call('POST', '/api/admins/me/two-factor/setup', { password: admin.password }))
        .statusCode,
    ).toBe(409);

    const refused = await admin.call('POST', '/api/admins/me/two-factor/disable', {
      password: 'not-my-password',
    });
    expect(refused.json()).toMatchObject({ message: 'password: That is not your password.' });
    const off = await admin.call('POST', '/api/admins/me/two-factor/disable', {
      password: admin.password,
    });
    expect(off.json()).toMatchObject({ message: 'Two-factor sign-in is off.' });
    expect((await login(credentials())).json()).toHaveProperty('token');
    const [row] = await t.database.db.select().from(admins).where(eq(admins.id, admin.id));
    expect(row).toMatchObject({ totpSecret: null, totpPendingSecret: null });
  });

  it('lets an owner require two-factor: until it is on, an admin sees only their own account', async () => {
    const owner = await createAdmin(t, 'owner', 'asha');
    const notYet = await owner.call('PUT', '/api/admins/settings', { requireTwoFactor: true });
    expect(notYet.statusCode).toBe(409);
    expect(notYet.json().message).toMatch(/^Turn on two-factor sign-in for your own account first/);

    const { secret } = (
      await owner.call('POST', '/api/admins/me/two-factor/setup', { password: owner.password })
    ).json();
    await owner.call('POST', '/api/admins/me/two-factor/enable', { code: codeAt(secret) });
    const required = await owner.call('PUT', '/api/admins/settings', { requireTwoFactor: true });
    expect(required.json()).toEqual({ requireTwoFactor: true });

    const payments = await admin.call('GET', '/api/admins/payments');
    expect(payments.statusCode).toBe(403);
    expect(payments.json().message).toMatch(/^Two-factor sign-in is required for every admin/);
    expect((await admin.call('GET', '/api/admins/verify-token')).json()).toMatchObject({
      twoFactorRequired: true,
      twoFactorEnabled: false,
    });

    const { secret: mine } = await turnOn();
    expect((await admin.call('GET', '/api/admins/payments')).statusCode).toBe(200);
    const cannotTurnOff = await admin.call('POST', '/api/admins/me/two-factor/disable', {
      password: admin.password,
    });
    expect(cannotTurnOff.statusCode).toBe(409);
    expect(mine).not.toBe(secret);
  });

  it('refuses to start setting up two-factor with a stolen session alone', async () => {
    const stolen = await admin.call('POST', '/api/admins/me/two-factor/setup');
    expect(stolen.statusCode).toBe(400);
    const guessed = await admin.call('POST', '/api/admins/me/two-factor/setup', {
      password: 'a-guessed-password',
    });
    expect(guessed.json()).toMatchObject({ message: 'password: That is not your password.' });
    const [row] = await t.database.db.select().from(admins).where(eq(admins.id, admin.id));
    expect(row).toMatchObject({ totpSecret: null, totpPendingSecret: null });
    expect((await login(credentials())).json()).toHaveProperty('token');
  });

  it('gives new recovery codes only with the password; the old ones stop working', async () => {
    const { recoveryCodes } = await turnOn();
    const stolen = await admin.call('POST', '/api/admins/me/two-factor/recovery-codes', {
      password: 'a-guessed-password',
    });
    expect(stolen.json()).toMatchObject({ message: 'password: That is not your password.' });
    expect((await admin.call('GET', '/api/admins/verify-token')).json().recoveryCodesLeft).toBe(10);

    const renewed = await admin.call('POST', '/api/admins/me/two-factor/recovery-codes', {
      password: admin.password,
    });
    expect(renewed.statusCode, renewed.body).toBe(200);
    const fresh: string[] = renewed.json().recoveryCodes;
    expect(fresh).toHaveLength(10);
    expect(fresh).not.toContain(recoveryCodes[0]);
    expect((await login({ ...credentials(), code: recoveryCodes[0] })).statusCode).toBe(401);
    expect((await login({ ...credentials(), code: fresh[0] })).statusCode).toBe(200);
  });

  it("lets an owner reset another admin's two-factor sign-in, ending their sessions", async () => {
    await turnOn();
    const owner = await createAdmin(t, 'owner', 'asha');
    const manager = await createAdmin(t, 'manager', 'kiran');
    const url = `/api/admins/admins/${admin.id}/two-factor/reset`;
    expect((await manager.call('POST', url)).statusCode).toBe(403);
    expect((await admin.call('POST', url)).statusCode).toBe(403);

    const reset = await owner.call('POST', url);
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.json()).toMatchObject({ username: 'meera', twoFactorEnabled: false });
    expect((await admin.call('GET', '/api/admins/verify-token')).statusCode).toBe(401);
    expect((await login(credentials())).json()).toHaveProperty('token');
    const left = await t.database.db
      .select()
      .from(adminRecoveryCodes)
      .where(eq(adminRecoveryCodes.adminId, admin.id));
    expect(left).toHaveLength(0);

    const again = await owner.call('POST', url);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: 'Two-factor sign-in is not on.' });
  });
});
