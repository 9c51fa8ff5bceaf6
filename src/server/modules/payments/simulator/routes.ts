import { readFile } from 'node:fs/promises';
import type { FastifyError, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { serverSourcePath } from '../../../project-files';
import { RazorpayApiError, razorpayBadRequest } from './errors';
import type { RazorpaySimulator, SimulatorCredentials } from './state';

export interface RazorpaySimulatorRoutesOptions {
  /** Holds the records and the credentials the API and Checkout accept. */
  simulator: RazorpaySimulator;
}

const amountSchema = z
  .number({
    error: (issue) =>
      issue.input === undefined
        ? 'The amount field is required.'
        : 'The amount must be an integer.',
  })
  .int({ error: 'The amount must be an integer.' })
  .min(100, { error: 'The amount must be atleast INR 1.00.' });

const currencySchema = z.literal('INR', {
  error: (issue) =>
    issue.input === undefined
      ? 'The currency field is required.'
      : 'The requested currency is not supported.',
});

const receiptSchema = z
  .string({ error: 'The receipt must be a string.' })
  .max(40, { error: 'The receipt may not be greater than 40 characters.' });

const notesSchema = z
  .record(
    z.string(),
    z
      .string({ error: 'The notes values must be strings.' })
      .max(256, { error: 'The notes values may not be greater than 256 characters.' }),
    { error: 'The notes must be an object.' },
  )
  .refine((notes) => Object.keys(notes).length <= 15, {
    error: 'The notes may not have more than 15 fields.',
  });

const NOT_AN_OBJECT = { error: 'The request body must be a JSON object.' };

const orderRequest = z.strictObject(
  {
    amount: amountSchema,
    currency: currencySchema,
    receipt: receiptSchema.optional(),
    notes: notesSchema.optional(),
  },
  NOT_AN_OBJECT,
);

const captureRequest = z.strictObject(
  { amount: amountSchema, currency: currencySchema },
  NOT_AN_OBJECT,
);

const refundRequest = z.strictObject(
  {
    amount: amountSchema.optional(),
    speed: z
      .enum(['normal', 'optimum'], { error: 'The speed must be normal or optimum.' })
      .optional(),
    notes: notesSchema.optional(),
    receipt: receiptSchema.optional(),
  },
  NOT_AN_OBJECT,
);

const checkoutPayRequest = z.object(
  {
    key_id: z.string(),
    order_id: z.string(),
    method: z.enum(['upi', 'card', 'netbanking', 'wallet']),
    outcome: z.enum(['success', 'failure']),
    email: z.string().max(254).optional(),
    contact: z.string().max(32).optional(),
  },
  NOT_AN_OBJECT,
);

/** Validates a body as Razorpay does, refusing in its words (unknown fields included). */
function parseBody<T extends z.ZodType>(schema: T, body: unknown): z.infer<T> {
  const result = schema.safeParse(body ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  if (issue?.code === 'unrecognized_keys') {
    throw razorpayBadRequest(`${issue.keys.join(', ')} is/are not required and should not be sent`);
  }
  throw razorpayBadRequest(issue?.message ?? 'The request is not valid.', issue?.path.join('.'));
}

function presentsKeys(authorization: string | undefined, credentials: SimulatorCredentials) {
  const encoded = /^Basic\s+(\S+)\s*$/i.exec(authorization ?? '')?.[1];
  return (
    encoded !== undefined &&
    Buffer.from(encoded, 'base64').toString('utf8') ===
      `${credentials.keyId}:${credentials.keySecret}`
  );
}

const idOf = (request: FastifyRequest) => (request.params as { id: string }).id;

const collection = <T>(items: T[]) => ({ entity: 'collection', count: items.length, items });

function answerInRazorpayWords(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof RazorpayApiError) return reply.status(error.statusCode).send(error.body);
  // Fastify's own refusals (malformed JSON, a body too large...) say plainly what is wrong.
  const status = error.statusCode ?? 500;
  if (status < 500) return reply.status(status).send(razorpayBadRequest(error.message).body);
  request.log.error({ err: error }, 'the Razorpay simulator failed');
  return reply.status(500).send({
    error: { code: 'SERVER_ERROR', description: 'The server encountered an error.' },
  });
}

/**
 * Razorpay's HTTP API (`/v1/...`, HTTP Basic auth with the key id and secret) and the browser's
 * side of Checkout (`/checkout.js` and the `/checkout/pay` it calls), under whatever prefix the
 * plugin is registered with.
 */
export const razorpaySimulatorRoutes: FastifyPluginAsync<RazorpaySimulatorRoutesOptions> = async (
  app,
  { simulator },
) => {
  // Simulated Razorpay is no part of the site's API, so it stays out of the API documentation
  // (and the tests that call every documented route).
  app.addHook('onRoute', (route) => {
    route.schema = { ...route.schema, hide: true };
  });
  app.setErrorHandler(answerInRazorpayWords);
  const checkoutScript = await readFile(
    serverSourcePath('modules/payments/simulator/checkout.js'),
    'utf8',
  );

  await app.register(async (api) => {
    api.addHook('onRequest', async (request) => {
      if (!presentsKeys(request.headers.authorization, simulator.credentials)) {
        throw new RazorpayApiError(401, 'BAD_REQUEST_ERROR', 'Authentication failed');
      }
    });

    api.post('/v1/orders', async (request) =>
      simulator.createOrder(parseBody(orderRequest, request.body)),
    );
    api.get('/v1/orders/:id', async (request) => simulator.getOrder(idOf(request)));
    api.get('/v1/orders/:id/payments', async (request) =>
      collection(simulator.paymentsOfOrder(idOf(request))),
    );
    api.get('/v1/payments/:id', async (request) => simulator.getPayment(idOf(request)));
    api.post('/v1/payments/:id/capture', async (request) =>
      simulator.capturePayment(idOf(request), parseBody(captureRequest, request.body)),
    );
    api.post('/v1/payments/:id/refund', async (request) => {
      const idempotencyKey = request.headers['x-refund-idempotency'];
      return simulator.createRefund(
        idOf(request),
        parseBody(refundRequest, request.body),
        typeof idempotencyKey === 'string' ? idempotencyKey : undefined,
      );
    });
    api.get('/v1/payments/:id/refunds', async (request) =>
      collection(simulator.refundsOfPayment(idOf(request))),
    );
    api.get('/v1/refunds/:id', async (request) => simulator.getRefund(idOf(request)));
  });

  app.get('/checkout.js', async (_request, reply) =>
    reply
      .type('application/javascript; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(checkoutScript),
  );

  app.post('/checkout/pay', async (request, reply) => {
    const { key_id, order_id, ...payment } = parseBody(checkoutPayRequest, request.body);
    if (key_id !== simulator.credentials.keyId) {
      throw razorpayBadRequest('The api key provided is invalid', 'key_id');
    }
    const result = simulator.pay(order_id, payment);
    if (result.outcome === 'success') return result.checkout;
    // The attempt was made and failed: an answer, not a refused request (which a browser would
    // log as an error on the page).
    return reply.send({ error: result.error });
  });
};
