import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '@/server/app';
import { admins } from '@/server/db/schema';
import { createAdmin, type TestAdmin } from '@/server/test/admins';
import { createTestApp, type TestApp } from '@/server/test/test-app';
import { ensureConfiguredAdmin } from './configured-admin';

const linkIn = (text: string | undefined) =>
  /\/admin\/invitation\/([A-Za-z0-9_-]+)/.exec(text ?? '')?.[1] ?? '';

describe('the committee: invitations, roles and sessions', () => {
  let t: TestApp;
  let owner: TestAdmin;

  beforeEach(async () => {
    t = await createTestApp();
    owner = await createAdmin(t, 'owner', 'asha');
  });
  afterEach(() => t.close());

  const login = (username: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/admins/login', payload: { username, password } });
  const withToken = (token: string, url: string) =>
    t.app.inject({ url, headers: { authorization: `Bearer ${token}` } });

  it('invites by e-mail; the single-use link sets a password, for 72 hours', async () => {
    const invited = await owner.call('POST', '/api/admins/admins', {
      username: 'ravi',
      email: 'Ravi@Example.com',
      role: 'treasurer',
    });
    expect(invited.statusCode, invited.body).toBe(201);
    expect(invited.json()).toMatchObject({
      username: 'ravi',
      email: 'ravi@example.com',
      role: 'treasurer',
      status: 'invited',
      invitationExpiresAt: '2026-06-04T06:30:00.000Z',
    });
    const mail = await t.mailbox.waitFor('ravi@example.com');
    expect(mail.subject).toMatch(/invited to the .* admin dashboard/);
    expect(mail.text).toContain('asha has invited you');
    expect(mail.text).toContain('as Treasurer, with the username ravi');
    const token = linkIn(mail.text);
    expect(token).not.toBe('');

    // Nobody signs in as an invited admin before the link is used.
    expect((await login('ravi', '')).statusCode).toBe(400);
    expect((await t.app.inject({ url: `/api/admins/invitations/${token}` })).json()).toEqual({
      username: 'ravi',
      email: 'ravi@example.com',
    });
    const short = await t.app.inject({
      method: 'POST',
      url: `/api/admins/invitations/${token}`,
      payload: { password: 'short' },
    });
    expect(short.statusCode).toBe(400);
    const accepted = await t.app.inject({
      method: 'POST',
      url: `/api/admins/invitations/${token}`,
      payload: { password: 'ravi-keeps-the-books' },
    });
    expect(accepted.json()).toMatchObject({ message: 'Your password is set. You can now log in.' });
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/admins/invitations/${token}`,
      payload: { password: 'someone-elses-password' },
    });
    expect(again.json().message).toMatch(/^This invitation link is not valid or was already used/);
    expect((await login('ravi', 'ravi-keeps-the-books')).json()).toHaveProperty('token');
    expect((await login('ravi', 'someone-elses-password')).statusCode).toBe(401);

    const [row] = await t.database.db.select().from(admins).where(eq(admins.username, 'ravi'));
    expect(row?.invitationTokenHash).toBeNull();
    expect(JSON.stringify(row)).not.toContain(token);
  });

  it('lets an invitation expire after 72 hours, and sends a new one that replaces it', async () => {
    const invited = await owner.call('POST', '/api/admins/admins', {
      username: 'meera',
      email: 'meera@example.com',
      role: 'editor',
    });
    const first = linkIn((await t.mailbox.waitFor('meera@example.com')).text);
    t.clock.advance(72 * 3_600_000);
    const expired = await t.app.inject({ url: `/api/admins/invitations/${first}` });
    expect(expired.json()).toMatchObject({
      message: 'This invitation has expired. Ask an owner to send a new one.',
    });

    const owner2 = await createAdmin(t, 'owner', 'imran');
    const resent = await owner2.call('POST', `/api/admins/admins/${invited.json()._id}/invitation`);
    expect(resent.statusCode, resent.body).toBe(200);
    const mails = t.mailbox.to('meera@example.com');
    expect(mails).toHaveLength(2);
    const second = linkIn(mails[1]?.text);
    expect((await t.app.inject({ url: `/api/admins/invitations/${first}` })).statusCode).toBe(400);
    expect((await t.app.inject({ url: `/api/admins/invitations/${second}` })).statusCode).toBe(200);
  });

  it('refuses a username or e-mail already taken, and a role that does not exist', async () => {
    await createAdmin(t, 'viewer', 'ravi');
    const taken = await owner.call('POST', '/api/admins/admins', {
      username: 'RAVI',
      email: 'new@example.com',
      role: 'viewer',
    });
    expect(taken.json()).toMatchObject({ message: 'username: This username is taken.' });
    const email = await owner.call('POST', '/api/admins/admins', {
      username: 'ravi2',
      email: 'ravi@hostel.example',
      role: 'viewer',
    });
    expect(email.json()).toMatchObject({
      message: 'email: An admin with this e-mail already exists.',
    });
    const role = await owner.call('POST', '/api/admins/admins', {
      username: 'ravi3',
      email: 'ravi3@example.com',
      role: 'president',
    });
    expect(role.statusCode).toBe(400);
    expect(role.json().message).toMatch(/^role: Choose a role/);
  });

  it('changes roles at once, and always keeps an owner who can sign in', async () => {
    const ravi = await createAdmin(t, 'viewer', 'ravi');
    expect((await ravi.call('POST', '/api/events', { name: 'Quiz' })).statusCode).toBe(403);
    const promoted = await owner.call('PUT', `/api/admins/admins/${ravi.id}`, { role: 'manager' });
    expect(promoted.json()).toMatchObject({ role: 'manager', status: 'active' });
    // The same token, the new role.
    expect((await ravi.call('POST', '/api/events', { name: 'Quiz' })).statusCode).toBe(201);

    const alone = await owner.call('PUT', `/api/admins/admins/${owner.id}`, { role: 'viewer' });
    expect(alone.statusCode).toBe(409);
    expect(alone.json().message).toMatch(/^There must always be at least one owner/);
    expect(
      (await owner.call('PUT', `/api/admins/admins/${owner.id}`, { disabled: true })).json(),
    ).toMatchObject({ message: 'You cannot disable your own account.' });

    await owner.call('PUT', `/api/admins/admins/${ravi.id}`, { role: 'owner' });
    expect(
      (await owner.call('PUT', `/api/admins/admins/${owner.id}`, { role: 'viewer' })).statusCode,
    ).toBe(200);
    expect((await ravi.call('GET', '/api/admins/admins')).json()).toEqual(
      expect.arrayContaining([expect.objectContaining({ username: 'asha', role: 'viewer' })]),
    );
  });

  it('lets only one of two owners demoting each other at once win', async () => {
    const ravi = await createAdmin(t, 'owner', 'ravi');
    const [first, second] = await Promise.all([
      owner.call('PUT', `/api/admins/admins/${ravi.id}`, { role: 'viewer' }),
      ravi.call('PUT', `/api/admins/admins/${owner.id}`, { role: 'viewer' }),
    ]);
    // The loser is refused either as the last owner (409) or, when the winner's change landed
    // before its own request was checked, as a viewer who may not manage admins (403).
    const [won, lost] = [first.statusCode, second.statusCode].toSorted();
    expect(won).toBe(200);
    expect([403, 409]).toContain(lost);
    const owners = await t.database.db.select().from(admins).where(eq(admins.role, 'owner'));
    expect(owners).toHaveLength(1);
  });

  it("ends a disabled admin's sessions at once, and keeps them ended when enabled again", async () => {
    const ravi = await createAdmin(t, 'manager', 'ravi');
    expect((await ravi.call('GET', '/api/admins/registrations')).statusCode).toBe(200);
    const disabled = await owner.call('PUT', `/api/admins/admins/${ravi.id}`, { disabled: true });
    expect(disabled.json()).toMatchObject({ status: 'disabled' });
    const refused = await ravi.call('GET', '/api/admins/registrations');
    expect(refused.statusCode).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/admins/login',
      payload: { username: 'ravi', password: ravi.password },
    });
    expect(login.statusCode).toBe(403);
    expect(login.json().message).toMatch(/^This admin account is disabled/);

    await owner.call('PUT', `/api/admins/admins/${ravi.id}`, { disabled: false });
    expect((await ravi.call('GET', '/api/admins/registrations')).statusCode).toBe(401);
    const back = await t.app.inject({
      method: 'POST',
      url: '/api/admins/login',
      payload: { username: 'ravi', password: ravi.password },
    });
    expect(back.statusCode).toBe(200);
  });

  it('ends every other session on a password change, on every instance', async () => {
    const other = await buildApp({
      config: t.config,
      database: t.database,
      clock: t.clock,
      mailer: t.mailbox,
    });
    await other.ready();
    try {
      const phone = (await login('asha', owner.password)).json().token;
      const onOther = () =>
        other.inject({
          url: '/api/admins/verify-token',
          headers: { authorization: `Bearer ${phone}` },
        });
      expect((await onOther()).statusCode).toBe(200);

      const changed = await owner.call('POST', '/api/admins/me/password', {
        currentPassword: owner.password,
        newPassword: 'a-new-committee-password',
      });
      expect(changed.statusCode, changed.body).toBe(200);
      expect(changed.json().message).toMatch(/Every other session has been signed out/);
      expect((await onOther()).statusCode).toBe(401);
      expect((await withToken(owner.token, '/api/admins/verify-token')).statusCode).toBe(401);
      expect((await withToken(changed.json().token, '/api/admins/verify-token')).statusCode).toBe(
        200,
      );
    } finally {
      await other.close();
    }
  });

  it('signs out everywhere, this session included', async () => {
    const laptop = (await login('asha', owner.password)).json().token;
    const out = await owner.call('POST', '/api/admins/me/sign-out-everywhere');
    expect(out.json()).toMatchObject({ message: 'You have been signed out everywhere.' });
    expect((await withToken(laptop, '/api/admins/verify-token')).statusCode).toBe(401);
    expect((await withToken(owner.token, '/api/admins/verify-token')).json()).toMatchObject({
      message: 'Your session has ended. Please log in again.',
    });
  });

  it('makes the configured admin an owner, and a new ADMIN_PASSWORD brings it back as one', async () => {
    expect(await ensureConfiguredAdmin(t.database.db, t.config.admin, t.clock)).toEqual({
      kind: 'created',
    });
    const [configured] = await t.database.db
      .select()
      .from(admins)
      .where(eq(admins.username, t.config.admin.username));
    expect(configured?.role).toBe('owner');
    await owner.call('PUT', `/api/admins/admins/${configured?.id}`, { role: 'viewer' });
    await owner.call('PUT', `/api/admins/admins/${configured?.id}`, { disabled: true });

    const reset = { ...t.config.admin, password: 'a-new-password-from-the-server' };
    expect(await ensureConfiguredAdmin(t.database.db, reset, t.clock)).toEqual({
      kind: 'password-set',
    });
    const [after] = await t.database.db
      .select()
      .from(admins)
      .where(eq(admins.id, configured?.id ?? ''));
    expect(after).toMatchObject({ role: 'owner', disabledAt: null, totpSecret: null });
    expect((await login(reset.username, reset.password)).json()).toHaveProperty('token');
  });
});
