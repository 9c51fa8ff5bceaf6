import Fastify from 'fastify';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../clock';
import type { DatabaseHandle } from '../db/client';
import { accounts, admins, people } from '../db/schema';
import { createTestDatabase } from '../test/test-database';
import { accessControl } from './access';
import { authentication, requireUser } from './auth';
import { registerErrorHandler } from './error-handler';
import { TokenService } from './tokens';

describe('authentication and guards', () => {
  const clock = new ManualClock();
  const tokens = new TokenService('a-secret-long-enough-for-the-tests-here', clock);
  const app = Fastify();
  let database: DatabaseHandle;
  let userToken: string;
  let adminToken: string;
  let adminId: string;
  let accountId: string;

  async function memberAccount(email: string): Promise<string> {
    await database.db.insert(people).values({ email });
    const [account] = await database.db
      .insert(accounts)
      .values({ email, name: 'Asha', passwordHash: 'not-used-here' })
      .returning();
    return account?.id ?? '';
  }

  beforeAll(async () => {
    database = await createTestDatabase();
    const [admin] = await database.db
      .insert(admins)
      .values({ username: 'admin', role: 'viewer', passwordHash: 'not-used-here' })
      .returning();
    adminId = admin?.id ?? '';
    registerErrorHandler(app);
    await app.register(authentication, { tokens });
    await app.register(accessControl, { database: database.db, clock });
    app.get('/api/public', { config: { access: 'public' } }, async (request) => ({
      identity: request.identity?.role ?? null,
    }));
    app.get('/api/mine', { config: { access: 'member' } }, async (request) => ({
      email: requireUser(request).email,
    }));
    app.get('/api/admin', { config: { access: 'account' } }, async () => ({ ok: true }));
    await app.ready();
    accountId = await memberAccount('asha@example.com');
    userToken = await tokens.signUser({
      sub: accountId,
      id: 'HST-000001',
      name: 'Asha',
      email: 'asha@example.com',
      ver: 0,
    });
    adminToken = await tokens.signAdmin({ sub: adminId, username: 'admin', ver: 1 });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const call = (url: string, token?: string) =>
    app.inject({ url: `/api${url}`, headers: token ? { authorization: `Bearer ${token}` } : {} });

  it('refuses to start a route under /api that declares no access', async () => {
    const open = Fastify();
    await open.register(authentication, { tokens });
    await open.register(accessControl, { database: database.db, clock });
    expect(() => open.get('/api/forgotten', async () => ({ ok: true }))).toThrow(
      /GET \/api\/forgotten declares no access/,
    );
    await open.close();
  });

  it('lets public routes ignore a bad token', async () => {
    const response = await call('/public', 'not-a-token');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ identity: null });
  });

  it('reads the claims of a valid user token', async () => {
    const response = await call('/mine', userToken);
    expect(response.json()).toEqual({ email: 'asha@example.com' });
  });

  it('answers 401 without a token and 403 to the wrong role', async () => {
    expect((await call('/mine')).statusCode).toBe(401);
    expect((await call('/mine')).json()).toMatchObject({ message: 'Please log in to continue.' });
    expect((await call('/mine', adminToken)).statusCode).toBe(403);
    expect((await call('/admin', userToken)).statusCode).toBe(403);
    expect((await call('/admin', adminToken)).statusCode).toBe(200);
  });

  it('expires user tokens 10 minutes after they were issued, by the server clock', async () => {
    const token = await tokens.signUser({
      sub: await memberAccount('r@x.in'),
      id: 'HST-2',
      name: 'Ravi',
      email: 'r@x.in',
      ver: 0,
    });
    clock.advance(9 * 60_000);
    expect((await call('/mine', token)).statusCode).toBe(200);
    clock.advance(61_000);
    const expired = await call('/mine', token);
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toMatchObject({
      message: 'Your session has expired. Please log in again.',
    });
  });

  it('refuses tokens signed with another secret or with no signature', async () => {
    const other = new TokenService('another-secret-that-is-long-enough', clock);
    const forged = await other.signAdmin({ sub: adminId, username: 'admin', ver: 1 });
    expect((await call('/admin', forged)).statusCode).toBe(401);
    const [header, payload] = adminToken.split('.');
    const unsigned = `${header}.${payload}.`;
    expect((await call('/admin', unsigned)).statusCode).toBe(401);
    const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${payload}.`;
    expect((await call('/admin', none)).statusCode).toBe(401);
  });

  it('refuses a correctly signed token that never expires, or has no issue time', async () => {
    const key = new TextEncoder().encode('a-secret-long-enough-for-the-tests-here');
    const now = Math.floor(clock.now().getTime() / 1000);
    const admin = { username: 'admin', role: 'admin', ver: 1 };
    const signed = (claims: (jwt: SignJWT) => SignJWT) =>
      claims(new SignJWT(admin).setProtectedHeader({ alg: 'HS256' }).setSubject(adminId)).sign(key);
    const forever = await signed((jwt) => jwt.setIssuedAt(now));
    const noIssueTime = await signed((jwt) => jwt.setExpirationTime(now + 600));
    const tooLong = await signed((jwt) =>
      jwt.setIssuedAt(now - 9 * 3600).setExpirationTime(now + 600),
    );
    const proper = await signed((jwt) => jwt.setIssuedAt(now).setExpirationTime(now + 600));
    expect((await call('/admin', forever)).statusCode).toBe(401);
    expect((await call('/admin', noIssueTime)).statusCode).toBe(401);
    expect((await call('/admin', tooLong)).statusCode).toBe(401);
    expect((await call('/admin', proper)).statusCode).toBe(200);
  });

  it('refuses a token signed with another algorithm, even with the right secret', async () => {
    const key = new TextEncoder().encode('a-secret-long-enough-for-the-tests-here');
    const now = Math.floor(clock.now().getTime() / 1000);
    const hs512 = await new SignJWT({ username: 'admin', role: 'admin', ver: 1 })
      .setProtectedHeader({ alg: 'HS512' })
      .setSubject(adminId)
      .setIssuedAt(now)
      .setExpirationTime(now + 600)
      .sign(key);
    expect((await call('/admin', hs512)).statusCode).toBe(401);
  });
});
