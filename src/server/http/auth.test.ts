import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../clock';
import { adminOnly, authentication, requireUser } from './auth';
import { registerErrorHandler } from './error-handler';
import { TokenService } from './tokens';

describe('authentication and guards', () => {
  const clock = new ManualClock();
  const tokens = new TokenService('a-secret-long-enough-for-the-tests-here', clock);
  const app = Fastify();
  let userToken: string;
  let adminToken: string;

  beforeAll(async () => {
    registerErrorHandler(app);
    await app.register(authentication, { tokens });
    app.get('/public', async (request) => ({ identity: request.identity?.role ?? null }));
    app.get('/mine', async (request) => ({ email: requireUser(request).email }));
    app.get('/admin', { onRequest: adminOnly }, async () => ({ ok: true }));
    await app.ready();
    userToken = await tokens.signUser({
      sub: 'acc-1',
      id: 'HST-000001',
      name: 'Asha',
      email: 'asha@example.com',
    });
    adminToken = await tokens.signAdmin({ sub: 'adm-1', username: 'admin' });
  });
  afterAll(() => app.close());

  const call = (url: string, token?: string) =>
    app.inject({ url, headers: token ? { authorization: `Bearer ${token}` } : {} });

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
    expect((await call('/mine')).json()).toEqual({ message: 'Please log in to continue.' });
    expect((await call('/mine', adminToken)).statusCode).toBe(403);
    expect((await call('/admin', userToken)).statusCode).toBe(403);
    expect((await call('/admin', adminToken)).statusCode).toBe(200);
  });

  it('expires user tokens 10 minutes after they were issued, by the server clock', async () => {
    const token = await tokens.signUser({
      sub: 'acc-2',
      id: 'HST-2',
      name: 'Ravi',
      email: 'r@x.in',
    });
    clock.advance(9 * 60_000);
    expect((await call('/mine', token)).statusCode).toBe(200);
    clock.advance(61_000);
    const expired = await call('/mine', token);
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual({ message: 'Your session has expired. Please log in again.' });
  });

  it('refuses tokens signed with another secret or with no signature', async () => {
    const other = new TokenService('another-secret-that-is-long-enough', clock);
    const forged = await other.signAdmin({ sub: 'adm-1', username: 'admin' });
    expect((await call('/admin', forged)).statusCode).toBe(401);
    const [header, payload] = adminToken.split('.');
    const unsigned = `${header}.${payload}.`;
    expect((await call('/admin', unsigned)).statusCode).toBe(401);
    const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${payload}.`;
    expect((await call('/admin', none)).statusCode).toBe(401);
  });
});
