import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { ManualClock } from '../clock';
import type { DatabaseHandle } from '../db/client';
import { DEMO_MEMBER } from '../modules/accounts/demo-member';
import { TestMailbox } from '../test/mailbox';
import { PRODUCTION_ENV, testConfig } from '../test/test-app';
import { createTestDatabase } from '../test/test-database';
import { prepareData } from './prepare-data';

const PRODUCTION = { ...PRODUCTION_ENV, SEED_DEMO: 'false' };

/**
 * One database started first in development, then under other settings, as an operator would
 * move a copy from a laptop to the server.
 */
describe('preparing the data at start-up', () => {
  let database: DatabaseHandle;
  let clock: ManualClock;
  beforeEach(async () => {
    database = await createTestDatabase();
    clock = new ManualClock('2026-06-02T10:00:00.000Z');
  });
  afterEach(() => database.close());

  /** Starts with these settings and answers the start-up's report and a way to call the API. */
  async function start(env: Record<string, string>) {
    const config = testConfig(env);
    const prepared = await prepareData({ database, config, clock });
    const app = await buildApp({ config, database, clock, mailer: new TestMailbox() });
    const post = async (url: string, payload: object, token?: string) => {
      const response = await app.inject({
        method: 'POST',
        url: `/api${url}`,
        payload,
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
      return { status: response.statusCode, body: response.json() };
    };
    const adminLogin = (username: string, password: string) =>
      post('/admins/login', { username, password });
    return { prepared, post, adminLogin, close: () => app.close() };
  }

  it('stops the published demo login and uses ADMIN_PASSWORD when a development database goes to production', async () => {
    const development = await start({ NODE_ENV: 'development', ADMIN_PASSWORD: 'laptop-password' });
    expect(development.prepared.notes).toContain('Created the admin admin.');
    const demoLogin = { email: DEMO_MEMBER.email, password: DEMO_MEMBER.password };
    expect((await development.post('/user/login', demoLogin)).status).toBe(200);
    await development.close();

    const production = await start({ ...PRODUCTION, ADMIN_PASSWORD: 'the-production-password' });
    expect(production.prepared.notes).toEqual([
      `The demo member ${DEMO_MEMBER.email} can no longer log in: its published password was removed.`,
      'The password of admin admin is now ADMIN_PASSWORD.',
    ]);
    const demo = await production.post('/user/login', demoLogin);
    expect(demo).toEqual({
      status: 401,
      body: { code: 'account.bad-login', message: 'Incorrect e-mail or password.' },
    });
    expect((await production.adminLogin('admin', 'laptop-password')).status).toBe(401);
    expect((await production.adminLogin('admin', 'the-production-password')).status).toBe(200);
    await production.close();

    // A second start changes nothing and says nothing.
    const again = await start({ ...PRODUCTION, ADMIN_PASSWORD: 'the-production-password' });
    expect(again.prepared).toMatchObject({ notes: [], warnings: [], admin: { kind: 'unchanged' } });
    await again.close();
  });

  it('keeps a password the admin changed in the dashboard, says why, and applies a new ADMIN_PASSWORD', async () => {
    const env = { ...PRODUCTION, ADMIN_PASSWORD: 'the-first-password' };
    const first = await start(env);
    const { token } = (await first.adminLogin('admin', 'the-first-password')).body;
    const changed = await first.post(
      '/admins/me/password',
      { currentPassword: 'the-first-password', newPassword: 'chosen-in-the-dashboard' },
      token,
    );
    expect(changed).toEqual({
      status: 200,
      body: {
        message: 'Your password has been changed. Every other session has been signed out.',
        token: expect.any(String),
      },
    });
    await first.close();

    const restarted = await start(env);
    expect(restarted.prepared.admin).toEqual({
      kind: 'kept-dashboard-password',
      changedAt: new Date('2026-06-02T10:00:00.000Z'),
    });
    expect(restarted.prepared.warnings).toEqual([
      'ADMIN_PASSWORD is not the password of admin admin: it was changed in the dashboard on 2026-06-02T10:00:00.000Z, and that password is the one that works. To reset it, set ADMIN_PASSWORD to a new value and restart.',
    ]);
    expect((await restarted.adminLogin('admin', 'chosen-in-the-dashboard')).status).toBe(200);
    expect((await restarted.adminLogin('admin', 'the-first-password')).status).toBe(401);
    await restarted.close();

    const reset = await start({ ...env, ADMIN_PASSWORD: 'a-new-configured-password' });
    expect(reset.prepared.admin).toEqual({ kind: 'password-set' });
    expect((await reset.adminLogin('admin', 'a-new-configured-password')).status).toBe(200);
    expect((await reset.adminLogin('admin', 'chosen-in-the-dashboard')).status).toBe(401);
    await reset.close();
  });

  it('refuses a wrong current password or a short new one, changing nothing', async () => {
    const app = await start({ ...PRODUCTION, ADMIN_PASSWORD: 'the-first-password' });
    const { token } = (await app.adminLogin('admin', 'the-first-password')).body;
    const change = (body: object) => app.post('/admins/me/password', body, token);
    expect(
      await change({ currentPassword: 'not-my-password', newPassword: 'a-long-new-password' }),
    ).toEqual({
      status: 400,
      body: {
        code: 'committee.wrong-current-password',
        field: 'currentPassword',
        message: 'currentPassword: That is not your current password.',
      },
    });
    expect(await change({ currentPassword: 'the-first-password', newPassword: 'short' })).toEqual({
      status: 400,
      body: {
        code: 'request.invalid-field',
        field: 'newPassword',
        message: 'newPassword: The new password must be at least 12 characters.',
      },
    });
    expect(
      await change({ currentPassword: 'the-first-password', newPassword: 'the-first-password' }),
    ).toEqual({
      status: 400,
      body: {
        code: 'committee.same-password',
        field: 'newPassword',
        message: 'newPassword: The new password must differ from the current one.',
      },
    });
    expect(
      (await app.post('/admins/me/password', { currentPassword: 'x', newPassword: 'y'.repeat(12) }))
        .status,
    ).toBe(401);
    expect((await app.adminLogin('admin', 'the-first-password')).status).toBe(200);
    await app.close();
  });
});
