import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '@/server/clock';
import { paymentSignature } from '../razorpay/signatures';
import {
  razorpayCollectionSchema,
  razorpayOrderSchema,
  razorpayPaymentSchema,
  razorpayRefundSchema,
} from '../razorpay/types';
import { startRazorpaySimulator, type RunningRazorpaySimulator } from './server';

const clock = new ManualClock('2026-06-01T06:30:00.000Z');
const NOW_SECONDS = Date.parse('2026-06-01T06:30:00.000Z') / 1000;

let razorpay: RunningRazorpaySimulator;
beforeAll(async () => {
  razorpay = await startRazorpaySimulator({ clock });
});
afterAll(() => razorpay.close());

const basicAuth = (keyId: string, keySecret: string) =>
  `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;

interface CallOptions {
  body?: unknown;
  authorization?: string | null;
  headers?: Record<string, string>;
}

/** Calls the simulator over HTTP as the app calls Razorpay: JSON and Basic auth. */
async function call(method: string, path: string, options: CallOptions = {}) {
  const { body, authorization = basicAuth(razorpay.keyId, razorpay.keySecret) } = options;
  const response = await fetch(`${razorpay.url}${path}`, {
    method,
    headers: {
      ...(authorization !== null && { authorization }),
      ...(body !== undefined && { 'content-type': 'application/json' }),
      ...options.headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

const createOrder = async (amount = 50_000) => {
  const created = await call('POST', '/v1/orders', {
    body: { amount, currency: 'INR', receipt: 'registration-42', notes: { registration: '42' } },
  });
  expect(created.status).toBe(200);
  return razorpayOrderSchema.parse(created.body);
};

const payInCheckout = (orderId: string, outcome: 'success' | 'failure', method = 'upi') =>
  call('POST', '/checkout/pay', {
    authorization: null,
    body: { key_id: razorpay.keyId, order_id: orderId, method, outcome },
  });

const paidOrder = async (amount = 50_000) => {
  const order = await createOrder(amount);
  const paid = await payInCheckout(order.id, 'success');
  expect(paid.status).toBe(200);
  return { order, paymentId: paid.body.razorpay_payment_id as string };
};

const refund = (paymentId: string, body: unknown = {}, idempotencyKey?: string) =>
  call('POST', `/v1/payments/${paymentId}/refund`, {
    body,
    headers: idempotencyKey ? { 'x-refund-idempotency': idempotencyKey } : {},
  });

const razorpayError = (description: string) => ({
  error: expect.objectContaining({ code: 'BAD_REQUEST_ERROR', description }),
});

describe('Razorpay simulator: orders and access', () => {
  it('creates an order as Razorpay does, and fetches it', async () => {
    const order = await createOrder(50_000);
    expect(order).toMatchObject({
      id: expect.stringMatching(/^order_[A-Za-z0-9]{14}$/),
      entity: 'order',
      amount: 50_000,
      amount_paid: 0,
      amount_due: 50_000,
      currency: 'INR',
      receipt: 'registration-42',
      status: 'created',
      attempts: 0,
      notes: { registration: '42' },
      created_at: NOW_SECONDS,
    });
    expect(await call('GET', `/v1/orders/${order.id}`)).toEqual({ status: 200, body: order });

    const bare = await call('POST', '/v1/orders', { body: { amount: 100, currency: 'INR' } });
    expect(bare.body).toMatchObject({ amount: 100, receipt: null, notes: [] });
  });

  it.each([
    [{ currency: 'INR' }, 'The amount field is required.'],
    [{ amount: 99, currency: 'INR' }, 'The amount must be atleast INR 1.00.'],
    [{ amount: 100.5, currency: 'INR' }, 'The amount must be an integer.'],
    [{ amount: '500', currency: 'INR' }, 'The amount must be an integer.'],
    [{ amount: 500 }, 'The currency field is required.'],
    [{ amount: 500, currency: 'USD' }, 'The requested currency is not supported.'],
    [
      { amount: 500, currency: 'INR', receipt: 'r'.repeat(41) },
      'The receipt may not be greater than 40 characters.',
    ],
    [
      {
        amount: 500,
        currency: 'INR',
        notes: Object.fromEntries(Array.from({ length: 16 }, (_, i) => [`n${i}`, 'v'])),
      },
      'The notes may not have more than 15 fields.',
    ],
    [{ amount: 500, currency: 'INR', notes: { a: 1 } }, 'The notes values must be strings.'],
    [
      { amount: 500, currency: 'INR', customer: 'x' },
      'customer is/are not required and should not be sent',
    ],
    [[500], 'The request body must be a JSON object.'],
  ])('refuses the order %j', async (body, description) => {
    const refused = await call('POST', '/v1/orders', { body });
    expect(refused).toEqual({ status: 400, body: razorpayError(description) });
  });

  it('refuses calls without the right keys, as Razorpay does', async () => {
    const authenticationFailed = {
      status: 401,
      body: { error: expect.objectContaining({ description: 'Authentication failed' }) },
    };
    const body = { amount: 500, currency: 'INR' };
    for (const authorization of [
      null,
      basicAuth(razorpay.keyId, 'wrong-secret'),
      basicAuth('rzp_test_other', razorpay.keySecret),
      `Bearer ${razorpay.keySecret}`,
    ]) {
      expect(await call('POST', '/v1/orders', { body, authorization })).toEqual(
        authenticationFailed,
      );
    }
    expect(await call('GET', '/v1/payments/pay_x', { authorization: null })).toEqual(
      authenticationFailed,
    );

    const order = await createOrder();
    const wrongKey = await call('POST', '/checkout/pay', {
      authorization: null,
      body: { key_id: 'rzp_test_other', order_id: order.id, method: 'upi', outcome: 'success' },
    });
    expect(wrongKey).toEqual({
      status: 400,
      body: razorpayError('The api key provided is invalid'),
    });
  });

  it('answers unknown ids in Razorpay words', async () => {
    const unknown = { status: 400, body: razorpayError('The id provided does not exist') };
    for (const path of [
      '/v1/orders/order_00000000000000',
      '/v1/orders/order_00000000000000/payments',
      '/v1/payments/pay_00000000000000',
      '/v1/payments/pay_00000000000000/refunds',
      '/v1/refunds/rfnd_00000000000000',
    ]) {
      expect(await call('GET', path)).toEqual(unknown);
    }
    expect(await refund('pay_00000000000000')).toEqual(unknown);
    expect(await payInCheckout('order_00000000000000', 'success')).toEqual(unknown);
  });
});

describe('Razorpay simulator: payments', () => {
  it('pays an order in Checkout with a signature the app can verify', async () => {
    const order = await createOrder(50_000);
    const paid = await payInCheckout(order.id, 'success');
    expect(paid.status).toBe(200);
    const { razorpay_payment_id, razorpay_order_id, razorpay_signature } = paid.body;
    expect(Object.keys(paid.body).sort()).toEqual([
      'razorpay_order_id',
      'razorpay_payment_id',
      'razorpay_signature',
    ]);
    expect(razorpay_payment_id).toMatch(/^pay_[A-Za-z0-9]{14}$/);
    expect(razorpay_order_id).toBe(order.id);
    expect(razorpay_signature).toBe(
      paymentSignature(order.id, razorpay_payment_id, razorpay.keySecret),
    );

    const payment = razorpayPaymentSchema.parse(
      (await call('GET', `/v1/payments/${razorpay_payment_id}`)).body,
    );
    expect(payment).toMatchObject({
      amount: 50_000,
      currency: 'INR',
      status: 'captured',
      captured: true,
      order_id: order.id,
      method: 'upi',
      amount_refunded: 0,
      refund_status: null,
      error_code: null,
    });
    expect((await call('GET', `/v1/orders/${order.id}`)).body).toMatchObject({
      status: 'paid',
      amount_paid: 50_000,
      amount_due: 0,
      attempts: 1,
    });
    const payments = razorpayCollectionSchema(razorpayPaymentSchema).parse(
      (await call('GET', `/v1/orders/${order.id}/payments`)).body,
    );
    expect(payments).toEqual({ entity: 'collection', count: 1, items: [payment] });

    const again = await payInCheckout(order.id, 'success');
    expect(again).toEqual({ status: 400, body: razorpayError('Order has already been paid') });
  });

  it('records a failed payment, then lets the customer try again', async () => {
    const order = await createOrder();
    const failed = await payInCheckout(order.id, 'failure', 'card');
    expect(failed).toEqual({
      status: 200,
      body: {
        error: {
          code: 'BAD_REQUEST_ERROR',
          description: 'Payment failed',
          source: 'customer',
          step: 'payment_authorization',
          reason: 'payment_failed',
          metadata: { order_id: order.id, payment_id: expect.stringMatching(/^pay_/) },
        },
      },
    });
    const failedPayment = await call(
      'GET',
      `/v1/payments/${failed.body.error.metadata.payment_id}`,
    );
    expect(failedPayment.body).toMatchObject({
      status: 'failed',
      captured: false,
      method: 'card',
      error_code: 'BAD_REQUEST_ERROR',
      error_description: 'Payment failed',
    });
    expect((await call('GET', `/v1/orders/${order.id}`)).body).toMatchObject({
      status: 'attempted',
      amount_paid: 0,
      attempts: 1,
    });

    expect((await payInCheckout(order.id, 'success')).status).toBe(200);
    expect((await call('GET', `/v1/orders/${order.id}`)).body).toMatchObject({
      status: 'paid',
      attempts: 2,
    });
    expect((await call('GET', `/v1/orders/${order.id}/payments`)).body.count).toBe(2);
  });

  it('captures an authorized payment once, for its whole amount', async () => {
    const order = await createOrder(50_000);
    const { payment } = razorpay.simulator.pay(order.id, { capture: false });
    expect((await call('GET', `/v1/payments/${payment.id}`)).body).toMatchObject({
      status: 'authorized',
      captured: false,
    });
    expect((await call('GET', `/v1/orders/${order.id}`)).body.status).toBe('attempted');
    const capture = (body: unknown) => call('POST', `/v1/payments/${payment.id}/capture`, { body });

    expect(await capture({ amount: 40_000, currency: 'INR' })).toEqual({
      status: 400,
      body: razorpayError('Capture amount must be equal to the amount authorized'),
    });
    expect(await capture({ amount: 50_000 })).toEqual({
      status: 400,
      body: razorpayError('The currency field is required.'),
    });
    const captured = await capture({ amount: 50_000, currency: 'INR' });
    expect(captured.status).toBe(200);
    expect(razorpayPaymentSchema.parse(captured.body)).toMatchObject({
      id: payment.id,
      status: 'captured',
      captured: true,
    });
    expect((await call('GET', `/v1/orders/${order.id}`)).body).toMatchObject({
      status: 'paid',
      amount_paid: 50_000,
    });
    expect(await capture({ amount: 50_000, currency: 'INR' })).toEqual({
      status: 400,
      body: razorpayError('This payment has already been captured'),
    });
  });

  it('lets a test pay another amount than the order asks, as a tampered checkout would', async () => {
    const order = await createOrder(50_000);
    const paid = razorpay.simulator.pay(order.id, { amount: 100, method: 'netbanking' });
    if (paid.outcome !== 'success') throw new Error('expected a successful payment');
    expect(paid.checkout.razorpay_signature).toBe(
      paymentSignature(order.id, paid.payment.id, razorpay.keySecret),
    );
    expect((await call('GET', `/v1/payments/${paid.payment.id}`)).body).toMatchObject({
      amount: 100,
      method: 'netbanking',
      bank: 'HDFC',
    });
  });
});

describe('Razorpay simulator: refunds', () => {
  it('refunds in parts, then the rest, and refuses more than was captured', async () => {
    const { paymentId } = await paidOrder(50_000);
    const first = await refund(paymentId, { amount: 20_000, notes: { reason: 'cancelled' } });
    expect(first.status).toBe(200);
    expect(razorpayRefundSchema.parse(first.body)).toMatchObject({
      id: expect.stringMatching(/^rfnd_[A-Za-z0-9]{14}$/),
      amount: 20_000,
      payment_id: paymentId,
      status: 'processed',
      notes: { reason: 'cancelled' },
      created_at: NOW_SECONDS,
    });
    expect((await call('GET', `/v1/payments/${paymentId}`)).body).toMatchObject({
      status: 'captured',
      amount_refunded: 20_000,
      refund_status: 'partial',
    });

    expect(await refund(paymentId, { amount: 30_100 })).toEqual({
      status: 400,
      body: razorpayError('The refund amount provided is greater than amount captured'),
    });
    const rest = await refund(paymentId);
    expect(rest.body).toMatchObject({ amount: 30_000, status: 'processed' });
    expect((await call('GET', `/v1/payments/${paymentId}`)).body).toMatchObject({
      status: 'refunded',
      amount_refunded: 50_000,
      refund_status: 'full',
    });
    expect(await refund(paymentId, { amount: 100 })).toEqual({
      status: 400,
      body: razorpayError('The payment has been fully refunded already'),
    });

    const refunds = await call('GET', `/v1/payments/${paymentId}/refunds`);
    expect(refunds.body).toEqual({
      entity: 'collection',
      count: 2,
      items: [first.body, rest.body],
    });
    expect(await call('GET', `/v1/refunds/${first.body.id}`)).toEqual(first);
  });

  it('answers a repeated idempotency key with the first refund, refunding nothing more', async () => {
    const { paymentId } = await paidOrder(50_000);
    const first = await refund(paymentId, { amount: 10_000 }, 'cancel-42');
    const repeated = await refund(paymentId, { amount: 10_000 }, 'cancel-42');
    expect(repeated).toEqual(first);
    expect((await call('GET', `/v1/payments/${paymentId}`)).body.amount_refunded).toBe(10_000);

    const another = await refund(paymentId, { amount: 10_000 }, 'cancel-43');
    expect(another.body.id).not.toBe(first.body.id);
    expect((await call('GET', `/v1/payments/${paymentId}`)).body.amount_refunded).toBe(20_000);
  });

  it('keeps refunds pending until a test settles them', async () => {
    const { paymentId } = await paidOrder(50_000);
    razorpay.simulator.keepRefundsPending();
    try {
      const failing = await refund(paymentId, { amount: 20_000 });
      const processing = await refund(paymentId, { amount: 10_000 });
      expect([failing.body.status, processing.body.status]).toEqual(['pending', 'pending']);
      expect((await call('GET', `/v1/payments/${paymentId}`)).body.amount_refunded).toBe(30_000);

      razorpay.simulator.settleRefund(failing.body.id, 'failed');
      razorpay.simulator.settleRefund(processing.body.id, 'processed');
      expect((await call('GET', `/v1/refunds/${failing.body.id}`)).body.status).toBe('failed');
      expect((await call('GET', `/v1/refunds/${processing.body.id}`)).body.status).toBe(
        'processed',
      );
      // The failed refund's money is refundable again.
      expect((await call('GET', `/v1/payments/${paymentId}`)).body).toMatchObject({
        amount_refunded: 10_000,
        refund_status: 'partial',
      });
      expect(() => razorpay.simulator.settleRefund(failing.body.id, 'processed')).toThrow();
    } finally {
      razorpay.simulator.keepRefundsPending(false);
    }
  });

  it('refuses to refund a payment that was not captured', async () => {
    const order = await createOrder();
    const { payment } = razorpay.simulator.pay(order.id, { capture: false });
    expect(await refund(payment.id)).toEqual({
      status: 400,
      body: razorpayError('Only captured payments can be refunded'),
    });
  });
});
