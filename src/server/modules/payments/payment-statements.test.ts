import { describe, expect, it } from 'vitest';
import { paymentOrderSchema } from '@/domain/payments';
import type { TestMember } from '@/server/test/members';
import {
  addPendingRegistration,
  deliverWebhook,
  payInCheckout,
  payingAppForEachTest,
} from '@/server/test/payments';
import type { TestApp } from '@/server/test/test-app';
import type { RunningRazorpaySimulator } from './simulator/server';

/**
 * The statements an applied payment costs on its common path: the browser's verify applies
 * it, then Razorpay's payment.captured and order.paid find it applied. Every statement the
 * requests send counts, BEGIN and COMMIT included; the jobs it enqueues run later (the worker is
 * stopped while counting, so its own statements are not counted). Decision record 23's target.
 */
const COMMON_PATH_STATEMENTS_MAX = 6;

describe('statements per applied payment', () => {
  let razorpay: RunningRazorpaySimulator;
  let t: TestApp;
  let asha: TestMember;
  payingAppForEachTest((app) => ({ razorpay, t, asha } = app));

  async function paidOrder(payload: object) {
    const ordered = await t.app.inject({
      method: 'POST',
      url: '/api/payments/orders',
      payload,
      headers: { authorization: `Bearer ${asha.token}` },
    });
    expect(ordered.statusCode, ordered.body).toBe(201);
    const { orderId } = paymentOrderSchema.parse(ordered.json());
    const checkout = payInCheckout(razorpay, orderId);
    const webhooks = razorpay.simulator.webhooks
      .events()
      .filter((event) => event.body.includes(orderId))
      .filter((event) => event.event === 'payment.captured' || event.event === 'order.paid');
    expect(webhooks).toHaveLength(2);
    return { checkout, webhooks };
  }

  async function countStatements(work: () => Promise<void>) {
    await t.app.jobs.stop();
    let statements = 0;
    const stop = t.database.onQuery(() => void statements++);
    try {
      await work();
    } finally {
      stop();
    }
    return statements;
  }

  it.each([
    [
      'donation' as const,
      () => ({
        donation: {
          name: 'Asha Patil',
          email: 'asha@example.com',
          phone: '+91 98220 12345',
          amount: 501,
        },
      }),
    ],
    [
      'registration' as const,
      async () => ({ registrationId: (await addPendingRegistration(t, asha)).registration.id }),
    ],
  ])(
    'costs at most 6 statements for a %s: verify, then both webhooks',
    async (_kind, payloadOf) => {
      const { checkout, webhooks } = await paidOrder(await payloadOf());
      const statements = await countStatements(async () => {
        const verified = await t.app.inject({
          method: 'POST',
          url: '/api/payments/verify',
          payload: checkout,
        });
        expect(verified.statusCode, verified.body).toBe(200);
        expect(verified.json().payment).toMatchObject({ state: 'paid', receiptNumber: /-1$/ });
        for (const webhook of webhooks) {
          const delivered = await deliverWebhook(
            t,
            webhook.body,
            webhook.id,
            razorpay.webhookSecret,
          );
          expect(delivered.statusCode, delivered.body).toBe(200);
        }
      });
      expect(statements).toBeLessThanOrEqual(COMMON_PATH_STATEMENTS_MAX);
    },
  );
});
