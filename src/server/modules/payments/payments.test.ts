import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { paymentOrderSchema, verifiedPaymentSchema, type PaymentOrder } from '@/domain/payments';
import { donations, events, payments, refunds, registrations } from '@/server/db/schema';
import type { Mail } from '@/server/mail/mailer';
import { loginAsAdmin } from '@/server/test/admin-session';
import { createMember, freshToken, type TestMember } from '@/server/test/members';
import {
  addPaidEvent,
  addPendingRegistration,
  deliverWebhook,
  individualForm,
  payInCheckout,
  payingAppForEachTest,
  postTo,
} from '@/server/test/payments';
import { extractPdfText } from '@/server/test/pdf-text';
import { createTestApp, PRODUCTION_ENV, type TestApp } from '@/server/test/test-app';
import { paymentSignature, webhookSignature } from './razorpay/signatures';
import type { RunningRazorpaySimulator } from './simulator/server';
import type { PayOptions } from './simulator/state';

describe('payments API', () => {
  let razorpay: RunningRazorpaySimulator;
  let t: TestApp;
  let asha: TestMember;
  payingAppForEachTest((app) => ({ razorpay, t, asha } = app));

  const pendingRegistration = async (fee = 500) =>
    (await addPendingRegistration(t, asha, fee)).registration;

  const post = (url: string, payload: unknown, token?: string) => postTo(t, url, payload, token);

  async function order(payload: unknown, token = asha.token): Promise<PaymentOrder> {
    const response = await post('/api/payments/orders', payload, token);
    expect(response.statusCode, response.body).toBe(201);
    return paymentOrderSchema.parse(response.json());
  }

  /** The member pays in Checkout; answers what Checkout hands the page. */
  const pay = (orderId: string, options?: PayOptions) => payInCheckout(razorpay, orderId, options);

  const verify = (checkout: unknown) => post('/api/payments/verify', checkout);

  const deliver = (body: string, eventId: string, secret = razorpay.webhookSecret) =>
    deliverWebhook(t, body, eventId, secret);

  const heldEvents = (orderId: string) =>
    razorpay.simulator.webhooks.events().filter((event) => event.body.includes(orderId));

  const storedPayment = async (orderId: string) =>
    (await t.database.db.select().from(payments).where(eq(payments.razorpayOrderId, orderId)))[0];

  const registrationStatus = async (id: string) =>
    (await t.database.db.select().from(registrations).where(eq(registrations.id, id)))[0]
      ?.paymentStatus;

  it('opens an order for the fee the server knows, in paise, and reuses it while unpaid', async () => {
    const registration = await pendingRegistration(500);
    const first = await order({ registrationId: registration.id });
    expect(first).toMatchObject({
      keyId: razorpay.keyId,
      amount: 50_000,
      currency: 'INR',
      registrationId: registration.id,
      prefill: { name: 'Asha Patil', email: 'asha@example.com', contact: '+91 98220 12345' },
    });
    expect(razorpay.simulator.getOrder(first.orderId)).toMatchObject({ amount: 50_000 });
    const again = await order({ registrationId: registration.id });
    expect(again.orderId).toBe(first.orderId);
  });

  it("refuses someone else's registration, a paid one, a free one and a client's amount", async () => {
    const mine = await pendingRegistration(500);
    const ravi = await createMember(t, { name: 'Ravi Kulkarni', email: 'ravi@example.com' });
    const theirs = await post('/api/payments/orders', { registrationId: mine.id }, ravi.token);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().message).toBe('This registration does not exist, or is not yours.');

    const withAmount = await post(
      '/api/payments/orders',
      { registrationId: mine.id, amount: 1 },
      asha.token,
    );
    expect(withAmount.statusCode).toBe(400);

    const anonymous = await post('/api/payments/orders', { registrationId: mine.id });
    expect(anonymous.statusCode).toBe(401);

    await t.database.db
      .update(registrations)
      .set({ paymentStatus: 'Success' })
      .where(eq(registrations.id, mine.id));
    const paid = await post('/api/payments/orders', { registrationId: mine.id }, asha.token);
    expect(paid.statusCode).toBe(409);
    expect(await t.database.db.select().from(payments)).toEqual([]);
  });

  it('verifies a paid order once: one receipt number, the registration Success', async () => {
    const registration = await pendingRegistration(500);
    const { orderId } = await order({ registrationId: registration.id });
    const checkout = pay(orderId);

    const response = await verify(checkout);
    expect(response.statusCode, response.body).toBe(200);
    const { payment } = verifiedPaymentSchema.parse(response.json());
    expect(payment).toMatchObject({
      state: 'paid',
      amount: 500,
      method: 'upi',
      razorpayPaymentId: checkout.razorpay_payment_id,
      receiptNumber: 'R-2026-27/000001',
      receiptUrl: `/api/payments/receipts/${payment._id}.pdf`,
    });
    expect(await registrationStatus(registration.id)).toBe('Success');

    // The same report again, and the webhooks after it, change nothing.
    expect((await verify(checkout)).json().payment.receiptNumber).toBe('R-2026-27/000001');
    for (const event of heldEvents(orderId)) {
      expect((await deliver(event.body, event.id)).statusCode).toBe(200);
    }
    const stored = await storedPayment(orderId);
    expect(stored).toMatchObject({ state: 'paid', receiptNumber: 'R-2026-27/000001' });
  });

  it('refuses a forged signature, a tampered amount and an order that is not ours', async () => {
    const gift = await order({ donation: donation(900) });
    const giftCheckout = pay(gift.orderId);
    const forged = await verify({ ...giftCheckout, razorpay_signature: 'ab'.repeat(32) });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toBe(
      'The payment could not be verified: its signature does not match.',
    );
    const strange = await verify({ ...giftCheckout, razorpay_order_id: 'order_NotOursAtAll1' });
    expect(strange.statusCode).toBe(400);
    expect(strange.json().message).toBe('This order is not one of ours.');

    // A payment of one rupee, signed correctly for our order, is still not the fee.
    const registration = await pendingRegistration(500);
    const { orderId } = await order({ registrationId: registration.id });
    const tampered = razorpay.simulator.pay(orderId, { method: 'card', amount: 100 });
    if (tampered.outcome !== 'success') throw new Error('no payment');
    const cheap = await verify(tampered.checkout);
    expect(cheap.statusCode).toBe(400);
    expect(cheap.json().message).toBe(
      'The payment does not match its order (amount, currency or order).',
    );

    // The donation's payment, signed for the registration's order, does not pay it.
    const borrowed = await verify({
      razorpay_order_id: orderId,
      razorpay_payment_id: giftCheckout.razorpay_payment_id,
      razorpay_signature: paymentSignature(
        orderId,
        giftCheckout.razorpay_payment_id,
        razorpay.keySecret,
      ),
    });
    expect(borrowed.statusCode).toBe(400);
    expect(await registrationStatus(registration.id)).toBe('Pending');
    expect((await storedPayment(orderId))?.state).toBe('created');
    expect((await storedPayment(gift.orderId))?.state).toBe('created');
  });

  /** A pending registration paid in Checkout, with Razorpay's payment.captured event for it. */
  async function paidRegistration() {
    const registration = await pendingRegistration(500);
    const { orderId } = await order({ registrationId: registration.id });
    const checkout = pay(orderId);
    const captured = heldEvents(orderId).find((event) => event.event === 'payment.captured');
    if (!captured) throw new Error('no payment.captured event');
    return { registration, checkout, captured };
  }

  it('captures an authorized payment before applying it', async () => {
    const registration = await pendingRegistration(500);
    const { orderId } = await order({ registrationId: registration.id });
    const checkout = pay(orderId, { capture: false });
    const response = await verify(checkout);
    expect(response.statusCode, response.body).toBe(200);
    expect(razorpay.simulator.getPayment(checkout.razorpay_payment_id)?.status).toBe('captured');
  });

  it('applies a webhook that arrives before the browser, and the browser after it', async () => {
    const { registration, checkout, captured } = await paidRegistration();
    const first = await deliver(captured.body, captured.id);
    expect(first.json()).toEqual({ status: 'handled' });
    expect(await registrationStatus(registration.id)).toBe('Success');

    const replay = await deliver(captured.body, captured.id);
    expect(replay.json()).toEqual({ status: 'duplicate' });

    const late = await verify(checkout);
    expect(late.statusCode).toBe(200);
    expect(late.json().payment.receiptNumber).toBe('R-2026-27/000001');
  });

  it('handles a delivery again when its first try failed midway', async () => {
    const { registration, captured } = await paidRegistration();

    // The registrations table out of reach: the first delivery fails after its id was recorded.
    await t.database.db.execute(sql`alter table registrations rename to registrations_away`);
    const failed = await deliver(captured.body, captured.id);
    await t.database.db.execute(sql`alter table registrations_away rename to registrations`);
    expect(failed.statusCode).toBe(500);

    const retried = await deliver(captured.body, captured.id);
    expect(retried.json()).toEqual({ status: 'handled' });
    expect(await registrationStatus(registration.id)).toBe('Success');
  });

  it('refuses a webhook whose signature does not cover its body', async () => {
    const { registration, captured } = await paidRegistration();

    const wrongSecret = await deliver(captured.body, captured.id, 'not-the-secret');
    expect(wrongSecret.statusCode).toBe(400);
    expect(wrongSecret.json().message).toBe('The webhook signature does not match.');
    // Re-serialised JSON is not the body Razorpay signed.
    const reformatted = JSON.stringify(JSON.parse(captured.body), null, 1);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/payments/razorpay/webhook',
      payload: reformatted,
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': webhookSignature(captured.body, razorpay.webhookSecret),
      },
    });
    expect(response.statusCode).toBe(400);
    expect(await registrationStatus(registration.id)).toBe('Pending');
  });

  it('acknowledges and ignores events it does not act on', async () => {
    const body = JSON.stringify({
      entity: 'event',
      event: 'subscription.charged',
      payload: {},
      created_at: 1_780_000_000,
    });
    const response = await deliver(body, 'evt_unknown_1');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ignored' });
  });

  it('applies one payment once when 50 verify and webhook calls race', async () => {
    const registration = await pendingRegistration(500);
    const { orderId } = await order({ registrationId: registration.id });
    const checkout = pay(orderId);
    const hooks = heldEvents(orderId).filter((event) =>
      ['payment.captured', 'order.paid'].includes(event.event),
    );
    const calls = Array.from({ length: 50 }, (_, i) => {
      const hook = hooks[i % hooks.length];
      return i % 2 === 0 || !hook ? verify(checkout) : deliver(hook.body, `${hook.id}-${i}`);
    });
    const answers = await Promise.all(calls);
    expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 200));
    const rows = await t.database.db.select().from(payments);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ state: 'paid', receiptNumber: 'R-2026-27/000001' });
  });

  describe('a late payment, after its hold ran out', () => {
    const HOLD_MS = 30 * 60_000;

    async function register(member: TestMember, eventId: string) {
      const response = await post(
        '/api/users/register',
        individualForm(member, eventId),
        member.token,
      );
      expect(response.statusCode, response.body).toBe(201);
      return response.json().registration as { _id: string; status: string; holdExpiresAt: string };
    }

    const registrationRow = async (id: string) =>
      (await t.database.db.select().from(registrations).where(eq(registrations.id, id)))[0];

    /** Asha registers, opens Checkout, and her hold runs out before she pays. */
    async function expiredHold(places: number) {
      const event = await addPaidEvent(t, places);
      const registration = await register(asha, event.id);
      expect(registration).toMatchObject({
        status: 'awaiting_payment',
        holdExpiresAt: new Date(t.clock.now().getTime() + HOLD_MS).toISOString(),
      });
      const { orderId } = await order({ registrationId: registration._id });
      t.clock.advance(HOLD_MS + 1_000);
      await t.app.jobs.drain();
      await freshToken(t, asha);
      expect((await registrationRow(registration._id))?.status).toBe('expired');
      expect((await storedPayment(orderId))?.state).toBe('failed');
      const again = await post(
        '/api/payments/orders',
        { registrationId: registration._id },
        asha.token,
      );
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toMatch(/time to pay for this registration has run out/);
      return { event, registration, orderId };
    }

    it('is accepted while a place is still free, and the member is told so', async () => {
      const { event, registration, orderId } = await expiredHold(1);
      const response = await verify(pay(orderId));
      expect(response.statusCode, response.body).toBe(200);
      expect(await registrationRow(registration._id)).toMatchObject({
        status: 'confirmed',
        paymentStatus: 'Success',
      });
      const [counted] = await t.database.db.select().from(events).where(eq(events.id, event.id));
      expect(counted?.registrationCount).toBe(1);
      const mail = await t.mailbox.waitFor(asha.email, (m) => m.subject.startsWith('You are'));
      expect(mail.text).toContain('after the time to pay had run out, but a place was still free');
      expect(await t.database.db.select().from(refunds)).toEqual([]);
    });

    it('is refunded in full through Razorpay when the place has gone, and the member is told so', async () => {
      const { event, registration, orderId } = await expiredHold(1);
      // The freed place is taken before Asha's payment arrives.
      const ravi = await createMember(t, { name: 'Ravi Kulkarni', email: 'ravi@example.com' });
      expect((await register(ravi, event.id)).status).toBe('awaiting_payment');

      const checkout = pay(orderId);
      const response = await verify(checkout);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().payment.state).toBe('paid');
      await t.app.jobs.drain();

      // The money was not used: the registration stays expired and unpaid, with no receipt.
      expect(await registrationRow(registration._id)).toMatchObject({
        status: 'expired',
        paymentStatus: 'Pending',
      });
      expect(response.json().payment.receiptNumber).toBeNull();
      expect(response.json().notice).toMatch(/no place was left/);
      const [counted] = await t.database.db.select().from(events).where(eq(events.id, event.id));
      expect(counted?.registrationCount).toBe(1);
      expect(razorpay.simulator.refundsOfPayment(checkout.razorpay_payment_id)).toEqual([
        expect.objectContaining({ amount: 50_000, status: 'processed' }),
      ]);
      expect(await storedPayment(orderId)).toMatchObject({
        state: 'refunded',
        refundedAmount: 500,
      });
      const mail = await t.mailbox.waitFor(asha.email, (m) => m.subject.includes('being refunded'));
      expect(mail.text).toContain('We received your payment of ₹500 for Hostel Day Dinner');
      expect(mail.text).toContain('no place was left');
      // The webhook and the reconciler reporting the same payment refund nothing more.
      for (const event of heldEvents(orderId)) await deliver(event.body, event.id);
      await verify(checkout);
      await t.app.jobs.drain();
      expect(razorpay.simulator.refundsOfPayment(checkout.razorpay_payment_id)).toHaveLength(1);
      expect(t.mailbox.to(asha.email).filter((m) => m.subject.startsWith('You are'))).toEqual([]);
    });
  });

  const donation = (amount: number) => ({
    name: 'Asha Patil',
    email: 'asha@example.com',
    phone: '+91 98220 12345',
    amount,
    pan: 'abcde1234f',
    address: 'Shivaji Nagar, Pune',
    purpose: 'Ganesh festival',
  });

  it('takes a donation end to end, numbered in its own series', async () => {
    const registration = await pendingRegistration(500);
    await verify(pay((await order({ registrationId: registration.id })).orderId));

    const given = await order({ donation: donation(120_000) });
    expect(given).toMatchObject({ amount: 12_000_000, description: 'Donation: Ganesh festival' });
    const pending = await t.database.db.select().from(donations);
    expect(pending).toEqual([
      expect.objectContaining({ paymentStatus: 'Pending', pan: 'ABCDE1234F', amount: 120_000 }),
    ]);
    const response = await verify(pay(given.orderId));
    expect(response.statusCode).toBe(200);
    expect(response.json().payment).toMatchObject({
      purpose: 'donation',
      receiptNumber: 'D-2026-27/000001',
    });
    const [paid] = await t.database.db.select().from(donations);
    expect(paid).toMatchObject({ paymentStatus: 'Success', razorpayOrderId: given.orderId });
  });

  it('mails the receipt once, and lets only its owner and admins download the PDF', async () => {
    const registration = await pendingRegistration(500);
    const { orderId } = await order({ registrationId: registration.id });
    const checkout = pay(orderId);
    const { payment } = verifiedPaymentSchema.parse((await verify(checkout)).json());
    await verify(checkout);

    // A registration's receipt goes with its confirmation, beside the ticket and calendar file.
    const confirmed = (m: Mail) => m.subject.startsWith('You are registered');
    const mail = await t.mailbox.waitFor(asha.email, confirmed);
    expect(mail.subject).toBe('You are registered: Inter-Hostel Cricket Tournament');
    expect(mail.text).toContain('₹500 paid (receipt R-2026-27/000001)');
    expect(mail.attachments?.map((file) => file.filename)).toEqual([
      'ticket-qr.png',
      'event.ics',
      'receipt-R-2026-27-000001.pdf',
    ]);
    const pdf = mail.attachments?.find((file) => file.contentType === 'application/pdf');
    const pdfText = await extractPdfText(Buffer.from(pdf?.content ?? ''));
    expect(pdfText).toContain('Event fee: Inter-Hostel Cricket Tournament (individual)');
    expect(pdfText).toContain('Rupees Five Hundred Only');
    await t.app.jobs.drain();
    expect(t.mailbox.to(asha.email).filter(confirmed)).toHaveLength(1);

    const url = payment.receiptUrl ?? '';
    const get = (token?: string) =>
      t.app.inject({ url, headers: token ? { authorization: `Bearer ${token}` } : {} });
    const own = await get(asha.token);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('application/pdf');
    expect(own.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const ravi = await createMember(t, { name: 'Ravi Kulkarni', email: 'ravi@example.com' });
    expect((await get(ravi.token)).statusCode).toBe(404);
    expect((await get()).statusCode).toBe(401);
    const admin = await loginAsAdmin(t);
    expect((await admin('GET', url)).statusCode).toBe(200);
    expect((await admin('GET', '/api/payments/receipts/not-a-receipt')).statusCode).toBe(400);
  });

  it('reconciles a payment whose browser and webhook never arrived, once', async () => {
    const registration = await pendingRegistration(500);
    const { orderId } = await order({ registrationId: registration.id });
    const lost = pay(orderId, { capture: false });
    const untouched = await order({ donation: donation(300) });
    const admin = await loginAsAdmin(t);

    const refused = await post('/api/admins/payments/reconcile', {}, asha.token);
    expect(refused.statusCode).toBe(403);
    const run = await admin('POST', '/api/admins/payments/reconcile');
    expect(run.json()).toEqual({ checked: 2, applied: 1, failed: 0, skipped: false });
    expect(await registrationStatus(registration.id)).toBe('Success');
    expect(razorpay.simulator.getPayment(lost.razorpay_payment_id)?.status).toBe('captured');
    expect((await storedPayment(untouched.orderId))?.state).toBe('created');

    // The unpaid order is asked about again only after a while.
    expect((await admin('POST', '/api/admins/payments/reconcile')).json()).toMatchObject({
      checked: 0,
    });
    await t.app.jobs.drain();
    t.clock.advance(5 * 60_000);
    const again = await admin('POST', '/api/admins/payments/reconcile');
    expect(again.json()).toEqual({ checked: 1, applied: 0, failed: 0, skipped: false });
    const late = await verify(lost);
    expect(late.json().payment.receiptNumber).toBe('R-2026-27/000001');
    await t.app.jobs.drain();
    const confirmations = t.mailbox
      .to(asha.email)
      .filter((m) => m.subject.startsWith('You are registered'));
    expect(confirmations).toHaveLength(1);
  });

  it('refuses a donation under ₹1, over the ceiling, or in another e-mail', async () => {
    for (const [payload, status, message] of [
      [{ donation: donation(0) }, 400, 'donation.amount: Amount must be more than zero.'],
      [
        { donation: donation(500_001) },
        400,
        'donation.amount: Online donations are limited to ₹5,00,000; for more, please contact the office.',
      ],
      [
        { donation: { ...donation(100), amount: 10.5 } },
        400,
        'donation.amount: Amount must be in whole rupees.',
      ],
      [{ gift: donation(100) }, 400, 'Send either registrationId or donation.'],
      [
        { donation: { ...donation(100), pan: 'NOTAPAN' } },
        400,
        'donation.pan: PAN must look like ABCDE1234F.',
      ],
      [
        { donation: { ...donation(100), email: 'someone@example.com' } },
        403,
        'You can donate only with the e-mail address of your own account.',
      ],
    ] as const) {
      const response = await post('/api/payments/orders', payload, asha.token);
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
      expect(response.json()).toMatchObject({ message });
    }
    expect(await t.database.db.select().from(donations)).toEqual([]);
  });
});

describe('payment modes', () => {
  const RAZORPAY_KEYS = {
    RAZORPAY_KEY_ID: 'rzp_live_example',
    RAZORPAY_KEY_SECRET: 'example-key-secret',
    RAZORPAY_WEBHOOK_SECRET: 'example-webhook-secret',
  };

  it("lets Razorpay's Checkout into the page only when live keys are set", async () => {
    for (const [env, allowed] of [
      [RAZORPAY_KEYS, true],
      [{}, false],
    ] as const) {
      const t = await createTestApp({ env });
      try {
        const csp = String((await t.app.inject({ url: '/' })).headers['content-security-policy']);
        expect(csp.includes('https://checkout.razorpay.com'), JSON.stringify(env)).toBe(allowed);
      } finally {
        await t.close();
      }
    }
  });

  it('in production without keys, paid flows say payment is coming soon', async () => {
    const t = await createTestApp({ env: PRODUCTION_ENV });
    try {
      const config = (await t.app.inject({ url: '/api/config' })).json();
      expect(config).toMatchObject({ paymentsLive: false, payments: { mode: 'off' } });
      const member = await createMember(t);
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/payments/orders',
        payload: { registrationId: '00000000-0000-4000-8000-000000000000' },
        headers: { authorization: `Bearer ${member.token}` },
      });
      expect(response.statusCode).toBe(503);
      expect(response.json().message).toBe('Payment integration coming soon');
      const simulator = await t.app.inject({ url: '/simulator/razorpay/checkout.js' });
      expect(simulator.statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });

  it('refuses to start with only some of the Razorpay keys', async () => {
    await expect(createTestApp({ env: { RAZORPAY_KEY_ID: 'rzp_live_example' } })).rejects.toThrow(
      /RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET/,
    );
  });
});
