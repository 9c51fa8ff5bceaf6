import rateLimit from '@fastify/rate-limit';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandler } from './error-handler';
import { createRateLimits } from './rate-limits';

describe('rate limits', () => {
  const app = Fastify();

  beforeAll(async () => {
    registerErrorHandler(app);
    await app.register(rateLimit, { global: false });
    const limits = createRateLimits(app, { windowMs: 60_000, perAccount: 3, perAddress: 5 });
    app.post(
      '/login',
      {
        preHandler: [
          limits.byAccount('login', (request) => (request.body as { email?: string }).email),
          limits.byAddress('login'),
        ],
      },
      async () => ({ ok: true }),
    );
    await app.ready();
  });
  afterAll(() => app.close());

  const login = (email: string, ip = '10.0.0.1') =>
    app.inject({ method: 'POST', url: '/login', payload: { email }, remoteAddress: ip });

  it('limits attempts on one account, whatever its letter case, with a Retry-After', async () => {
    for (let i = 0; i < 3; i++) expect((await login('Asha@Example.com')).statusCode).toBe(200);
    const refused = await login('asha@example.com', '10.0.0.2');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      message: 'Too many attempts. Please wait a few minutes and try again.',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('lets other accounts through, until the address limit', async () => {
    expect((await login('ravi@example.com', '10.0.0.3')).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) await login(`person${i}@example.com`, '10.0.0.4');
    expect((await login('new@example.com', '10.0.0.4')).statusCode).toBe(200);
    expect((await login('newer@example.com', '10.0.0.4')).statusCode).toBe(429);
  });
});
