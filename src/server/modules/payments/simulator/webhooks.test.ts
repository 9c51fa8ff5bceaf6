import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Arrivals } from '@/server/test/arrivals';
import { signaturesMatch, webhookSignature } from '../razorpay/signatures';
import { razorpayWebhookSchema } from '../razorpay/types';
import { startRazorpaySimulator, type RunningRazorpaySimulator } from './server';

interface Delivery {
  eventId: string;
  signature: string;
  contentType: string;
  /** The body as it arrived, byte for byte. */
  body: string;
  event: string;
}

/** A loopback HTTP server in the app's place: keeps each delivery, answers as told. */
async function startWebhookReceiver() {
  const deliveries = new Arrivals<Delivery>();
  const nextStatuses: number[] = [];
  let answering = Promise.resolve();
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', async () => {
      await answering;
      const body = Buffer.concat(chunks).toString('utf8');
      deliveries.add({
        eventId: String(request.headers['x-razorpay-event-id']),
        signature: String(request.headers['x-razorpay-signature']),
        contentType: String(request.headers['content-type']),
        body,
        event: (JSON.parse(body) as { event: string }).event,
      });
      response.statusCode = nextStatuses.shift() ?? 200;
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/api/payments/webhook`,
    deliveries,
    /** The next deliveries get these statuses, one each; later ones get 200. */
    answerNext: (...statuses: number[]) => nextStatuses.push(...statuses),
    /** Keeps every answer waiting until the returned function is called. */
    stall() {
      let release = () => {};
      answering = new Promise((resolve) => (release = resolve));
      return release;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
let razorpay: RunningRazorpaySimulator;

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  razorpay = await startRazorpaySimulator({
    webhookUrl: receiver.url,
    webhookRetryDelaysMs: [20, 20],
  });
});
afterAll(async () => {
  await razorpay.close();
  await receiver.close();
});
beforeEach(() => {
  receiver.deliveries.items.length = 0;
});

const newOrder = () => razorpay.simulator.createOrder({ amount: 50_000, currency: 'INR' });

/** What the app's webhook route has to do first: check the signature over the raw body. */
function verified(delivery: Delivery) {
  expect(delivery.contentType).toBe('application/json');
  expect(
    signaturesMatch(webhookSignature(delivery.body, razorpay.webhookSecret), delivery.signature),
  ).toBe(true);
  return razorpayWebhookSchema.parse(JSON.parse(delivery.body));
}

/** The simulator's record of a delivered event. */
const recordOf = (delivery: Delivery | undefined) =>
  razorpay.simulator.webhooks.events().find(({ id }) => id === delivery?.eventId);

const eventNames = () => receiver.deliveries.items.map((delivery) => delivery.event);

describe('Razorpay simulator: webhooks', () => {
  it('sends signed events in Razorpay envelopes after a successful payment', async () => {
    const order = newOrder();
    const paid = razorpay.simulator.pay(order.id);
    await razorpay.simulator.webhooks.settled();

    expect(eventNames().sort()).toEqual(['order.paid', 'payment.authorized', 'payment.captured']);
    for (const delivery of receiver.deliveries.items) {
      const event = verified(delivery);
      expect(event).toMatchObject({
        entity: 'event',
        account_id: 'acc_simulator',
        event: delivery.event,
        payload: { payment: { entity: { id: paid.payment.id, order_id: order.id } } },
      });
      expect(delivery.eventId).toMatch(/^[A-Za-z0-9]{14}$/);
      expect(recordOf(delivery)).toMatchObject({
        event: delivery.event,
        body: delivery.body,
        status: 'delivered',
      });
    }
    const orderPaid = await receiver.deliveries.waitFor(
      (delivery) => delivery.event === 'order.paid',
      1000,
      'order.paid',
    );
    const orderPaidEvent = verified(orderPaid);
    expect(orderPaidEvent.contains).toEqual(['payment', 'order']);
    expect(orderPaidEvent.payload.order?.entity).toMatchObject({
      status: 'paid',
      amount_paid: 50_000,
    });
    expect(orderPaidEvent.payload.payment?.entity).toMatchObject({ status: 'captured' });
  });

  it('sends payment.failed after a failed payment', async () => {
    const order = newOrder();
    razorpay.simulator.pay(order.id, { outcome: 'failure' });
    const delivery = await receiver.deliveries.waitFor(() => true, 5000, 'payment.failed');
    expect(verified(delivery)).toMatchObject({
      event: 'payment.failed',
      contains: ['payment'],
      payload: { payment: { entity: { status: 'failed', error_code: 'BAD_REQUEST_ERROR' } } },
    });
  });

  it('sends refund events with the refund and its payment', async () => {
    const paid = razorpay.simulator.pay(newOrder().id);
    razorpay.simulator.createRefund(paid.payment.id, { amount: 10_000 });
    razorpay.simulator.keepRefundsPending();
    const failing = razorpay.simulator.createRefund(paid.payment.id, { amount: 10_000 });
    razorpay.simulator.keepRefundsPending(false);
    razorpay.simulator.settleRefund(failing.id, 'failed');
    await razorpay.simulator.webhooks.settled();

    const refundEvents = receiver.deliveries.items
      .map(verified)
      .filter((event) => event.event.startsWith('refund.'));
    expect(refundEvents.map((event) => event.event).sort()).toEqual([
      'refund.created',
      'refund.created',
      'refund.failed',
      'refund.processed',
    ]);
    const failed = refundEvents.find((event) => event.event === 'refund.failed');
    expect(failed).toMatchObject({
      contains: ['refund', 'payment'],
      payload: {
        refund: { entity: { id: failing.id, status: 'failed' } },
        payment: { entity: { amount_refunded: 10_000, refund_status: 'partial' } },
      },
    });
  });

  it('answers the API at once while a delivery is still waiting for the receiver', async () => {
    const release = receiver.stall();
    try {
      const order = newOrder();
      const paid = await fetch(`${razorpay.url}/checkout/pay`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          key_id: razorpay.keyId,
          order_id: order.id,
          method: 'upi',
          outcome: 'success',
        }),
      });
      expect(paid.status).toBe(200);
      expect(razorpay.simulator.webhooks.events().map((event) => event.status)).toContain(
        'sending',
      );
    } finally {
      release();
    }
    await razorpay.simulator.webhooks.settled();
  });

  it('retries a delivery the receiver refused, with the same event id and body', async () => {
    receiver.answerNext(500);
    razorpay.simulator.pay(newOrder().id, { outcome: 'failure' });
    await razorpay.simulator.webhooks.settled();

    const [first, retry] = receiver.deliveries.items;
    expect(receiver.deliveries.items).toHaveLength(2);
    expect(retry).toEqual(first);
    const record = recordOf(first);
    expect(record).toMatchObject({ status: 'delivered' });
    expect(record?.attempts.map((attempt) => attempt.outcome)).toEqual([500, 200]);
  });

  it('gives up after its retries', async () => {
    receiver.answerNext(500, 502, 503);
    razorpay.simulator.pay(newOrder().id, { outcome: 'failure' });
    await razorpay.simulator.webhooks.settled();

    expect(receiver.deliveries.items).toHaveLength(3);
    const record = recordOf(receiver.deliveries.items[0]);
    expect(record).toMatchObject({ status: 'failed' });
    expect(record?.attempts.map((attempt) => attempt.outcome)).toEqual([500, 502, 503]);
  });

  it('holds events, then delivers any of them, in any order and as often as asked', async () => {
    const { webhooks } = razorpay.simulator;
    webhooks.hold();
    try {
      const order = newOrder();
      razorpay.simulator.pay(order.id);
      await webhooks.settled();
      expect(receiver.deliveries.items).toEqual([]);

      const held = webhooks.events().filter((event) => event.body.includes(order.id));
      expect(held.map((event) => [event.event, event.status])).toEqual([
        ['payment.authorized', 'held'],
        ['payment.captured', 'held'],
        ['order.paid', 'held'],
      ]);
      const idOf = (name: string) => held.find((event) => event.event === name)?.id ?? name;
      expect(await webhooks.deliver(idOf('order.paid'))).toBe(true);
      expect(await webhooks.deliver(idOf('payment.captured'))).toBe(true);
      expect(await webhooks.deliver(idOf('order.paid'))).toBe(true);

      expect(eventNames()).toEqual(['order.paid', 'payment.captured', 'order.paid']);
      const [original, , replay] = receiver.deliveries.items;
      expect(replay).toEqual(original);
      expect(recordOf(original)).toMatchObject({
        status: 'delivered',
        attempts: [{ outcome: 200 }, { outcome: 200 }],
      });
      expect(webhooks.events('payment.authorized').at(-1)).toMatchObject({ status: 'held' });
    } finally {
      webhooks.hold(false);
    }
  });
});
