import Fastify from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { answerNotFound, registerErrorHandler } from './error-handler';
import { conflict } from './errors';

describe('error handler', () => {
  const app = Fastify({ bodyLimit: 1024 }).withTypeProvider<ZodTypeProvider>();
  const logged: unknown[] = [];

  beforeAll(async () => {
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerErrorHandler(app);
    app.setNotFoundHandler(answerNotFound);
    app.addHook('onError', async (_request, _reply, error) => void logged.push(error));
    const body = z.object({ name: z.string().min(1), email: z.email() });
    app.post('/things', { schema: { body } }, async (request) => ({ ok: request.body.name }));
    app.get('/things/:id', { schema: { params: z.object({ id: z.uuid() }) } }, async () => ({
      ok: true,
    }));
    app.get('/taken', async () => {
      throw conflict('This e-mail is already registered for this event.');
    });
    app.get('/duplicate', async () => {
      throw new Error('Failed query: insert into "things"', {
        cause: Object.assign(new Error('duplicate key value violates unique constraint'), {
          code: '23505',
        }),
      });
    });
    app.get('/broken', async () => {
      throw new Error('SELECT password_hash FROM accounts failed at /srv/app/db.ts:12');
    });
    await app.ready();
  });
  afterAll(() => app.close());

  it('answers invalid input with 400 and a message naming the field', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/things',
      payload: { name: 'Asha', email: 'not-an-email' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'request.invalid-field', field: 'email' });
    expect(response.json().message).toMatch(/^email: /);
  });

  it('answers a missing field with 400', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/things',
      payload: { email: 'a@b.in' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'request.invalid-field', field: 'name' });
    expect(response.json().message).toMatch(/^name: /);
  });

  it('answers malformed JSON with 400', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/things',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": "Asha",',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'request.invalid-json',
      message: 'The request body is not valid JSON.',
    });
  });

  it('answers a body over the limit with 413', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/things',
      payload: { name: 'x'.repeat(4096), email: 'a@b.in' },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      code: 'request.body-too-large',
      message: 'The request is too large.',
    });
  });

  it('answers an unsupported content type with 415', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/things',
      headers: { 'content-type': 'application/xml' },
      payload: '<name>Asha</name>',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      code: 'request.media-type',
      message: 'This content type is not accepted here.',
    });
  });

  it('answers a malformed id with 400, not a database error', async () => {
    const response = await app.inject({ method: 'GET', url: '/things/42' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^id: /);
  });

  it('passes on the status and message of an HttpError', async () => {
    const response = await app.inject({ method: 'GET', url: '/taken' });
    expect(response.statusCode).toBe(409);
    // Not in the HTTP layer's own catalogue: the code goes by the status.
    expect(response.json()).toEqual({
      code: 'request.conflict',
      message: 'This e-mail is already registered for this event.',
    });
  });

  it('maps a unique violation wrapped by the ORM to 409', async () => {
    const response = await app.inject({ method: 'GET', url: '/duplicate' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      code: 'request.already-exists',
      message: 'That already exists.',
    });
  });

  it('answers 500 without leaking SQL, paths or stacks, giving a reference', async () => {
    const response = await app.inject({ method: 'GET', url: '/broken' });
    expect(response.statusCode).toBe(500);
    const { code, message } = response.json();
    expect(code).toBe('request.our-fault');
    expect(message).toMatch(
      /^Something went wrong on our side\. Please try again \(reference .+\)\.$/,
    );
    expect(response.body).not.toMatch(/SELECT|password_hash|\/srv|db\.ts|at /);
  });

  it('answers unknown paths with 404 JSON', async () => {
    const response = await app.inject({ method: 'DELETE', url: '/nowhere?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      code: 'request.no-such-route',
      message: 'There is no DELETE /nowhere.',
    });
  });

  it('answers the same code in Hindi and Marathi, the message in the language asked for', async () => {
    const asked = async (headers: Record<string, string>) =>
      (await app.inject({ method: 'GET', url: '/duplicate', headers })).json();
    const english = await asked({});
    const hindi = await asked({ cookie: 'lang=hi' });
    const marathi = await asked({ 'accept-language': 'mr-IN,mr;q=0.9,en;q=0.5' });
    expect([english.code, hindi.code, marathi.code]).toEqual(
      Array(3).fill('request.already-exists'),
    );
    expect(hindi.message).toBe('यह पहले से मौजूद है।');
    expect(marathi.message).toBe('हे आधीच अस्तित्वात आहे.');
  });

  it('names the field of bad input in every language, the message translated', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/things',
      headers: { cookie: 'lang=mr' },
      payload: { name: 'Asha', email: 'not-an-email' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'request.invalid-field',
      field: 'email',
      message: 'email: ही माहिती बरोबर नाही. कृपया तपासून पुन्हा भरा.',
    });
  });
});
