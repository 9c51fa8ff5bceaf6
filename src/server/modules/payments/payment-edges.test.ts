/**
 * Money taken at the edges: each test reproduces a way money was taken and then lost, or a
 * record that changed after the fact, and holds the books check to `ok` afterwards.
 */
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { paymentOrderSchema, type PaymentOrder } from '@/domain/payments';
import { buildApp } from '@/server/app';
import { auditLog, donations, payments, refunds, registrations } from '@/server/db/schema';
import { createAdmin } from '@/server/test/admins';
import { loginAsAdmin, type AdminCall } from '@/server/test/admin-session';
import { createMember, freshToken, type TestMember } from '@/server/test/members';
import {
  addPaidEvent,
  appPayingThrough,
  deliverWebhook,
  individualForm,
  payInCheckout,
  razorpayEnv,
  startHeldRazorpaySimulator,
} from '@/server/test/payments';
import { extractPdfText } from '@/server/test/pdf-text';
import { createTestApp, PRODUCTION_ENV, testConfig, type TestApp } from '@/server/test/test-app';
import { csvCell } from '../exports/csv';
import { seedDemoContent } from '../../startup/seed';
import { DEMO_MEMBER } from '../accounts/demo-member';
import { signaturesMatch, webhookSignature } from './razorpay/signatures';
import type { RunningRazorpaySimulator } from './simulator/server';
import type { PayOptions } from './simulator/state';

const HOLD_MS = 30 * 60_000;

/** A trust under 80G since April 2024. */
const TRUST_SINCE_2024 = {
  TRUST_NAME: 'Hostel Trust',
  TRUST_ADDRESS: 'Pune',
  TRUST_PAN: 'AAATH1234C',
  TRUST_80G_URN: 'AAATH1234CE20241',
  TRUST_80G_VALID_FROM: '2024-04-01',
  TRUST_80G_VALID_UNTIL: '2029-03-31',
  TRUST_SIGNATORY: 'Treasurer',
};

describe('money at the edges', () => {
  let razorpay: RunningRazorpaySimulator;
  let t: TestApp;
  let asha: TestMember;
  let admin: AdminCall;

  beforeAll(async () => (razorpay = await startHeldRazorpaySimulator()));
  afterAll(() => razorpay.close());

  async function start(env: Record<string, string> = {}) {
    ({ t, asha } = await appPayingThrough(razorpay, env));
    admin = await loginAsAdmin(t);
  }
  beforeEach(() => start());
  afterEach(() => t.close());

  const as = (member: TestMember, method: 'GET' | 'POST', url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${member.token}` },
      ...(payload !== undefined && { payload: payload as object }),
    });

  async function register(member: TestMember, eventId: string) {
    const response = await as(
      member,
      'POST',
      '/api/users/register',
      individualForm(member, eventId),
    );
    expect(response.statusCode, response.body).toBe(201);
    return response.json().registration as { _id: string; status: string };
  }

  async function order(member: TestMember, payload: unknown): Promise<PaymentOrder> {
    const response = await as(member, 'POST', '/api/payments/orders', payload);
    expect(response.statusCode, response.body).toBe(201);
    return paymentOrderSchema.parse(response.json());
  }

  const pay = (orderId: string, options?: PayOptions) => payInCheckout(razorpay, orderId, options);

  const verify = (checkout: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/payments/verify', payload: checkout as object });

  async function deliverWebhooks(orderId: string) {
    for (const event of razorpay.simulator.webhooks.events()) {
      if (!event.body.includes(orderId)) continue;
      const response = await deliverWebhook(t, event.body, event.id, razorpay.webhookSecret);
      expect(response.statusCode, response.body).toBe(200);
    }
  }

  const paymentOf = async (orderId: string) =>
    (await t.database.db.select().from(payments).where(eq(payments.razorpayOrderId, orderId)))[0];
  const registrationRow = async (id: string) =>
    (await t.database.db.select().from(registrations).where(eq(registrations.id, id)))[0];

  async function expectBooksBalance() {
    await t.app.jobs.drain();
    const check = await admin('GET', '/api/admins/books/check');
    expect(check.statusCode, check.body).toBe(200);
    expect(check.json()).toEqual({ ok: true, problems: [] });
  }

  const donation = (amount: number, purpose = '') => ({
    name: 'Asha Patil',
    email: 'asha@example.com',
    phone: '+91 98220 12345',
    amount,
    pan: 'ABCDE1234F',
    address: 'Shivaji Nagar, Pune',
    purpose,
  });

  it('refunds a late payment of an order whose member registered again, and reconciles the rest (1, 10)', async () => {
    const event = await addPaidEvent(t, 5);
    const first = await register(asha, event.id);
    const lateOrder = await order(asha, { registrationId: first._id });
    t.clock.advance(HOLD_MS + 1_000);
    await t.app.jobs.drain();
    await freshToken(t, asha);
    expect((await registrationRow(first._id))?.status).toBe('expired');

    const second = await register(asha, event.id);
    expect(
      (await verify(pay((await order(asha, { registrationId: second._id })).orderId))).statusCode,
    ).toBe(200);

    // Ravi's payment is made but neither his browser nor the webhook ever reports it.
    const ravi = await createMember(t, { name: 'Ravi Kulkarni', email: 'ravi@example.com' });
    const lost = await order(ravi, { registrationId: (await register(ravi, event.id))._id });
    pay(lost.orderId);
    // An order Razorpay does not know (a test key's order, say) sits among ours.
    await t.database.db.insert(payments).values({
      purpose: 'donation',
      email: 'someone@example.com',
      amount: 100,
      razorpayOrderId: 'order_NotKnownToRazorpay',
      nextCheckAt: t.clock.now(),
    });

    // The first order's UPI payment arrives at last.
    const late = pay(lateOrder.orderId);
    const verified = await verify(late);
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json().notice).toMatch(/registered again/);
    await deliverWebhooks(lateOrder.orderId);

    const run = await admin('POST', '/api/admins/payments/reconcile');
    expect(run.statusCode, run.body).toBe(200);
    expect(run.json()).toMatchObject({ applied: 1, failed: 1, skipped: false });
    expect((await registrationRow(first._id))?.status).toBe('expired');
    expect(await registrationRow(second._id)).toMatchObject({ status: 'confirmed' });
    await t.app.jobs.drain();
    expect(razorpay.simulator.refundsOfPayment(late.razorpay_payment_id)).toEqual([
      expect.objectContaining({ amount: 50_000, status: 'processed' }),
    ]);
    expect(await paymentOf(lateOrder.orderId)).toMatchObject({
      state: 'refunded',
      receiptNumber: null,
    });
    const mail = await t.mailbox.waitFor(asha.email, (m) => m.subject.includes('being refunded'));
    expect(mail.text).toContain('registered again');
    const metrics = await t.app.inject({ url: '/api/metrics' });
    expect(metrics.body).toMatch(/hostel_reconciler_failures_total 1/);
    await t.database.db
      .delete(payments)
      .where(eq(payments.razorpayOrderId, 'order_NotKnownToRazorpay'));
    await expectBooksBalance();
  });

  it('refuses every webhook while payments are off, and never verifies with an empty secret (2)', async () => {
    expect(signaturesMatch(webhookSignature('{}', ''), webhookSignature('{}', ''))).toBe(false);
    const off = await createTestApp({ env: PRODUCTION_ENV });
    try {
      const [left] = await off.database.db
        .insert(payments)
        .values({
          purpose: 'donation',
          email: 'someone@example.com',
          amount: 5000,
          razorpayOrderId: 'order_FromAnEarlierLivePeriod',
        })
        .returning();
      const body = JSON.stringify({
        entity: 'event',
        event: 'payment.captured',
        payload: {
          payment: {
            entity: {
              id: 'pay_Forged000000001',
              entity: 'payment',
              amount: 500_000,
              currency: 'INR',
              status: 'captured',
              order_id: 'order_FromAnEarlierLivePeriod',
              method: 'upi',
            },
          },
        },
        created_at: 1_780_000_000,
      });
      const forged = await deliverWebhook(off, body, 'evt_forged_1', '');
      expect(forged.statusCode).toBeGreaterThanOrEqual(400);
      expect(forged.statusCode).not.toBe(500);
      const [after] = await off.database.db
        .select()
        .from(payments)
        .where(eq(payments.id, left?.id ?? ''));
      expect(after).toMatchObject({ state: 'created', receiptNumber: null });
    } finally {
      await off.close();
    }
  });

  it('never captures a second payment of a paid order, and refunds one Razorpay captured itself (3)', async () => {
    const event = await addPaidEvent(t, 5);
    const registration = await register(asha, event.id);
    const { orderId } = await order(asha, { registrationId: registration._id });
    const first = pay(orderId, { capture: false });
    const second = pay(orderId, { capture: false });
    const third = pay(orderId, { capture: false });
    expect((await verify(first)).statusCode).toBe(200);
    const again = await verify(second);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/already paid/);
    expect(razorpay.simulator.getPayment(second.razorpay_payment_id).status).toBe('authorized');

    // Razorpay captured a third payment of the same order by itself: it goes back to the member.
    razorpay.simulator.capturePayment(third.razorpay_payment_id, { amount: 50_000 });
    const reported = await verify(third);
    expect(reported.statusCode).toBe(409);
    await t.app.jobs.drain();
    expect(razorpay.simulator.refundsOfPayment(third.razorpay_payment_id)).toEqual([
      expect.objectContaining({ amount: 50_000, status: 'processed' }),
    ]);
    const rows = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.razorpayOrderId, orderId));
    expect(
      rows.map((row) => [row.razorpayPaymentId, row.state, Boolean(row.receiptNumber)]).sort(),
    ).toEqual(
      [
        [first.razorpay_payment_id, 'paid', true],
        [third.razorpay_payment_id, 'refunded', false],
      ].sort(),
    );
    await t.mailbox.waitFor(asha.email, (m) => m.subject.includes('being refunded'));
    await expectBooksBalance();
  });

  it('refunds a payment for a deleted registration or an erased donation (4)', async () => {
    const event = await addPaidEvent(t, 5);
    const registration = await register(asha, event.id);
    const forDeleted = await order(asha, { registrationId: registration._id });
    const gift = await order(asha, { donation: donation(700) });
    const deleted = await admin('DELETE', `/api/admins/registration/${registration._id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await paymentOf(forDeleted.orderId))?.state).toBe('failed');

    const erased = await admin(
      'POST',
      `/api/admins/people/${encodeURIComponent(asha.email)}/erase`,
    );
    expect(erased.statusCode, erased.body).toBe(200);
    expect(await t.database.db.select().from(donations)).toEqual([]);

    const paidDeleted = pay(forDeleted.orderId);
    expect((await verify(paidDeleted)).statusCode).toBe(200);
    const paidGift = pay(gift.orderId);
    await deliverWebhooks(gift.orderId);
    await t.app.jobs.drain();
    for (const [orderId, checkout] of [
      [forDeleted.orderId, paidDeleted],
      [gift.orderId, paidGift],
    ] as const) {
      expect(await paymentOf(orderId)).toMatchObject({ state: 'refunded', receiptNumber: null });
      expect(razorpay.simulator.refundsOfPayment(checkout.razorpay_payment_id)).toHaveLength(1);
    }
    const csv = await admin('GET', '/api/admins/exports/payments.csv');
    const rows = csv.body.split('\r\n').slice(1, -1);
    expect(rows).toHaveLength(2);
    expect(rows.every((row) => row.includes(',Refunded,'))).toBe(true);
    await expectBooksBalance();
  });

  it('cancels a fully refunded registration, voids its ticket and frees its place (5)', async () => {
    const event = await addPaidEvent(t, 1);
    const registration = await register(asha, event.id);
    const paid = await verify(
      pay((await order(asha, { registrationId: registration._id })).orderId),
    );
    const paymentId: string = paid.json().payment._id;
    const ravi = await createMember(t, { name: 'Ravi Kulkarni', email: 'ravi@example.com' });
    await t.database.db
      .update(registrations)
      .set({ status: 'confirmed' })
      .where(eq(registrations.id, registration._id));

    const partial = await admin('POST', `/api/admins/payments/${paymentId}/refunds`, {
      amount: 100,
      reason: 'Lunch not served',
    });
    expect(partial.statusCode, partial.body).toBe(201);
    expect((await registrationRow(registration._id))?.status).toBe('confirmed');

    const rest = await admin('POST', `/api/admins/payments/${paymentId}/refunds`, {
      amount: 400,
      reason: 'Cannot attend',
    });
    expect(rest.statusCode, rest.body).toBe(201);
    expect((await registrationRow(registration._id))?.status).toBe('cancelled');
    const [ticket] = await t.database.db
      .select({ code: registrations.ticketCode })
      .from(registrations)
      .where(eq(registrations.id, registration._id));
    const gate = await admin('POST', '/api/admins/check-ins', {
      code: ticket?.code,
      event: event.id,
    });
    expect(gate.statusCode).toBe(409);
    expect(gate.json().message).toBe(
      'This registration was refunded in full and cancelled, so the ticket is not valid.',
    );
    // The place is free again.
    expect((await register(ravi, event.id)).status).toBe('awaiting_payment');
    await expectBooksBalance();
  });

  it('changes only the fields sent, never a Razorpay payment by hand, and asks why for cash (6)', async () => {
    const event = await addPaidEvent(t, 5);
    const online = await register(asha, event.id);
    await verify(pay((await order(asha, { registrationId: online._id })).orderId));
    const renamed = await admin('PUT', `/api/admins/registration/${online._id}`, {
      name: 'Asha P.',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await registrationRow(online._id)).toMatchObject({
      name: 'Asha P.',
      hostel: 'Main Hostel',
      hostelAddress: 'Room 12',
    });
    const back = await admin('PUT', `/api/admins/registration/${online._id}`, {
      paymentStatus: 'Pending',
    });
    expect(back.statusCode).toBe(409);
    expect(back.json().message).toMatch(/refund/i);
    expect((await registrationRow(online._id))?.paymentStatus).toBe('Success');

    const ravi = await createMember(t, { name: 'Ravi Kulkarni', email: 'ravi@example.com' });
    const cash = await register(ravi, event.id);
    const withoutReason = await admin('PUT', `/api/admins/registration/${cash._id}`, {
      paymentStatus: 'Success',
    });
    expect(withoutReason.statusCode).toBe(400);
    expect((await registrationRow(cash._id))?.paymentStatus).toBe('Pending');
    const withReason = await admin('PUT', `/api/admins/registration/${cash._id}`, {
      paymentStatus: 'Success',
      reason: 'Paid ₹500 in cash at the office',
    });
    expect(withReason.statusCode, withReason.body).toBe(200);
    const [recorded] = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.registrationId, cash._id));
    expect(recorded).toMatchObject({ state: 'paid', method: 'cash', amount: 500 });
    expect(recorded?.receiptNumber).toMatch(/^R-\d{4}-\d{2}\/\d{6}$/);
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.recordId, cash._id));
    expect(JSON.stringify(entries)).toContain('Paid ₹500 in cash at the office');
    await expectBooksBalance();
  });

  it('refuses to delete a person or a registration that has money on it (7)', async () => {
    const event = await addPaidEvent(t, 5);
    const registration = await register(asha, event.id);
    await verify(pay((await order(asha, { registrationId: registration._id })).orderId));
    const one = await admin('DELETE', `/api/admins/registration/${registration._id}`);
    expect(one.statusCode).toBe(409);
    expect(one.json().message).toMatch(/refund/i);
    const person = await admin('DELETE', `/api/admins/users/${encodeURIComponent(asha.email)}`);
    expect(person.statusCode).toBe(409);
    expect(person.json().message).toMatch(/erase/i);
    expect(await registrationRow(registration._id)).toMatchObject({ paymentStatus: 'Success' });

    const ravi = await createMember(t, { name: 'Ravi Kulkarni', email: 'ravi@example.com' });
    await register(ravi, event.id);
    const unpaid = await admin('DELETE', `/api/admins/users/${encodeURIComponent(ravi.email)}`);
    expect(unpaid.statusCode, unpaid.body).toBe(200);
    await expectBooksBalance();
  });

  it('keeps a receipt as it was issued, numbered in a series of its own (8)', async () => {
    const gift = await order(asha, { donation: donation(1000) });
    const verified = await verify(pay(gift.orderId));
    const payment = verified.json().payment;
    expect(payment.receiptNumber).toBe('D-2026-27/000001');
    const event = await addPaidEvent(t, 5);
    const registration = await register(asha, event.id);
    const fee = await verify(
      pay((await order(asha, { registrationId: registration._id })).orderId),
    );
    expect(fee.json().payment.receiptNumber).toBe('R-2026-27/000001');

    const download = async (app: TestApp['app']) =>
      extractPdfText(
        (
          await app.inject({
            url: payment.receiptUrl,
            headers: { authorization: `Bearer ${asha.token}` },
          })
        ).rawPayload,
      );
    const issued = await download(t.app);
    expect(issued).toMatch(/not a receipt under section 80G/);

    // The trust's 80G settings are added afterwards: the issued receipt does not change.
    const later = await buildApp({
      config: testConfig({
        ...razorpayEnv(razorpay),
        ...TRUST_SINCE_2024,
      }),
      database: t.database,
      clock: t.clock,
      mailer: t.mailbox,
    });
    try {
      await later.ready();
      expect(await download(later)).toBe(issued);
    } finally {
      await later.close();
    }
  });

  it('limits orders per member, reuses open ones, and asks Razorpay less often about old ones (9)', async () => {
    await t.close();
    await start({ RATE_LIMIT_PER_ACCOUNT: '4' });
    const first = await order(asha, { donation: donation(100) });
    const same = await order(asha, { donation: donation(100) });
    expect(same.orderId).toBe(first.orderId);
    await order(asha, { donation: donation(200) });
    await order(asha, { donation: donation(300) });
    const fifth = await as(asha, 'POST', '/api/payments/orders', { donation: donation(400) });
    expect(fifth.statusCode).toBe(429);
    expect(Number(fifth.headers['retry-after'])).toBeGreaterThan(0);

    const run = await admin('POST', '/api/admins/payments/reconcile');
    expect(run.json()).toMatchObject({ checked: 3 });
    const soon = await admin('POST', '/api/admins/payments/reconcile');
    expect(soon.json()).toMatchObject({ checked: 0 });
    t.clock.advance(6 * 60_000);
    expect((await admin('POST', '/api/admins/payments/reconcile')).json()).toMatchObject({
      checked: 3,
    });
    t.clock.advance(6 * 60_000);
    // Asked twice already: the next question waits longer.
    expect((await admin('POST', '/api/admins/payments/reconcile')).json()).toMatchObject({
      checked: 0,
    });
  });

  it("keeps donors' receipts from managers, and records admin downloads (11)", async () => {
    const gift = await order(asha, { donation: donation(1000) });
    const { payment } = (await verify(pay(gift.orderId))).json();
    const manager = await createAdmin(t, 'manager');
    const treasurer = await createAdmin(t, 'treasurer');
    expect((await manager.call('GET', payment.receiptUrl)).statusCode).toBe(403);
    expect((await treasurer.call('GET', payment.receiptUrl)).statusCode).toBe(200);
    const downloads = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'payment.receipt-download'));
    expect(downloads).toHaveLength(1);
  });

  it('quotes separators and neutralises formulas inside a cell (12)', () => {
    expect(csvCell('Ravi;=1+1')).toBe(`"Ravi;'=1+1"`);
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('a\n@SUM(A1)')).toBe(`"a\n'@SUM(A1)"`);
    expect(csvCell('Asha Patil')).toBe('Asha Patil');
  });

  it('books the demo money as real payments (13)', async () => {
    await seedDemoContent(t);
    const listed = await admin('GET', '/api/admins/payments?pageSize=50');
    const demo = listed.json().filter((row: { email: string }) => row.email === DEMO_MEMBER.email);
    expect(demo.length).toBe(3);
    const totals = (await admin('GET', '/api/admins/total-collected')).json();
    const sum = demo.reduce(
      (total: number, row: { amount: number; refundedAmount: number }) =>
        total + row.amount - row.refundedAmount,
      0,
    );
    expect(totals.total).toBe(sum);
    await expectBooksBalance();
  });

  it('writes Form 10BD as the income-tax portal takes it (14)', async () => {
    await t.close();
    await start(TRUST_SINCE_2024);
    await verify(pay((await order(asha, { donation: donation(5000, 'Corpus fund') })).orderId));
    const csv = await admin('GET', '/api/admins/exports/form-10bd.csv?fy=2026-27');
    expect(csv.statusCode, csv.body).toBe(200);
    const [header, row] = csv.body.replace('\uFEFF', '').split('\r\n');
    expect(header).toBe(
      [
        'Sl. No.',
        'Pre Acknowledgement Number',
        'ID Code',
        'Unique Identification Number',
        'Section Code',
        'Unique Registration Number (URN)',
        'Date of Issuance of Unique Registration Number',
        'Name of donor',
        'Address of donor',
        'Donation Type',
        'Mode of receipt',
        'Amount of donation (Indian rupees)',
      ].join(','),
    );
    expect(row).toBe(
      '1,,Permanent Account Number,ABCDE1234F,Section 80G,AAATH1234CE20241,01-04-2024,Asha Patil,"Shivaji Nagar, Pune",Corpus,Electronic modes including account payee cheque/draft,5000',
    );
  });

  it('reports what does not balance (books check)', async () => {
    const event = await addPaidEvent(t, 5);
    const registration = await register(asha, event.id);
    // A registration marked paid without any money behind it.
    await t.database.db
      .update(registrations)
      .set({ paymentStatus: 'Success', status: 'confirmed' })
      .where(eq(registrations.id, registration._id));
    const check = await admin('GET', '/api/admins/books/check');
    expect(check.json()).toMatchObject({
      ok: false,
      problems: [
        expect.objectContaining({ kind: expect.any(String), registrationId: registration._id }),
      ],
    });
    expect((await as(asha, 'GET', '/api/admins/books/check')).statusCode).toBe(403);
    const refundsStored = await t.database.db.select().from(refunds);
    expect(refundsStored).toEqual([]);
  });
});
