import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { payments, refunds, registrations } from '@/server/db/schema';
import { loginAsAdmin, type AdminCall } from '@/server/test/admin-session';
import type { TestMember } from '@/server/test/members';
import {
  addPendingRegistration,
  deliverWebhook,
  payingAppForEachTest,
  payThroughSimulator,
  postTo,
  TRUST_ENV,
} from '@/server/test/payments';
import type { TestApp } from '@/server/test/test-app';
import type { RunningRazorpaySimulator } from './simulator/server';

describe('refunds and the admin payments API', () => {
  let razorpay: RunningRazorpaySimulator;
  let t: TestApp;
  let asha: TestMember;
  let admin: AdminCall;

  payingAppForEachTest(async (app) => {
    ({ razorpay, t, asha } = app);
    admin = await loginAsAdmin(t);
  }, TRUST_ENV);
  afterEach(() => razorpay.simulator.keepRefundsPending(false));

  const post = (url: string, payload: unknown, token?: string) => postTo(t, url, payload, token);

  /** Pays an order in the simulator and verifies it: answers the paid payment. */
  const payOrder = (payload: object) => payThroughSimulator(t, razorpay, asha, payload);

  async function paidRegistration(fee = 500) {
    const { event, registration } = await addPendingRegistration(t, asha, fee);
    return { event, registration, payment: await payOrder({ registrationId: registration.id }) };
  }

  const donation = (amount: number, pan?: string) => ({
    name: 'Asha Patil',
    email: 'asha@example.com',
    phone: '+91 98220 12345',
    amount,
    ...(pan ? { pan } : {}),
    address: 'Shivaji Nagar, Pune',
    purpose: 'Ganesh festival',
  });

  const deliver = (body: string, eventId: string) =>
    deliverWebhook(t, body, eventId, razorpay.webhookSecret);

  /** The held refund webhooks of a Razorpay refund id. */
  const refundEvents = (refundId: string, event: string) =>
    razorpay.simulator.webhooks
      .events()
      .filter((held) => held.event === event && held.body.includes(refundId));

  async function deliverRefundEvent(refundId: string, event: string, eventId?: string) {
    const [held] = refundEvents(refundId, event);
    if (!held) throw new Error(`no ${event} for ${refundId}`);
    const response = await deliver(held.body, eventId ?? held.id);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().status as string;
  }

  const refund = (paymentId: string, body: unknown) =>
    admin('POST', `/api/admins/payments/${paymentId}/refunds`, body);

  const stored = async (id: string) =>
    (await t.database.db.select().from(payments).where(eq(payments.id, id)))[0];

  it('refunds in part then in full, as the webhooks report, and the totals follow', async () => {
    razorpay.simulator.keepRefundsPending();
    const { event, registration, payment } = await paidRegistration(500);

    const first = await refund(payment._id, { amount: 200, reason: 'Could not attend' });
    expect(first.statusCode, first.body).toBe(201);
    const partial = first.json();
    expect(partial).toMatchObject({
      paymentId: payment._id,
      amount: 200,
      reason: 'Could not attend',
      status: 'pending',
      requestedBy: t.config.admin.username,
      razorpayRefundId: expect.stringMatching(/^rfnd_/),
    });
    const [row] = await t.database.db.select().from(refunds);
    expect(razorpay.simulator.getRefund(partial.razorpayRefundId)).toMatchObject({
      amount: 20_000,
      notes: { refundId: partial._id, reason: 'Could not attend' },
    });
    expect(row?.idempotencyKey).toEqual(expect.any(String));

    // Pending, the refund already holds its money back from a second refund.
    const tooMuch = await refund(payment._id, { amount: 301, reason: 'More' });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().message).toBe('At most ₹300 of this payment can still be refunded.');
    expect(await stored(payment._id)).toMatchObject({ state: 'paid', refundedAmount: 0 });

    razorpay.simulator.settleRefund(partial.razorpayRefundId, 'processed');
    expect(await deliverRefundEvent(partial.razorpayRefundId, 'refund.processed')).toBe('handled');
    expect(await stored(payment._id)).toMatchObject({
      state: 'partially_refunded',
      refundedAmount: 200,
    });
    const totals = (await admin('GET', '/api/admins/total-collected')).json();
    expect(totals).toMatchObject({ registrations: 300, total: 300 });
    expect(totals.perEvent).toEqual([
      expect.objectContaining({ eventId: event.id, individual: 300, total: 300 }),
    ]);
    const mail = await t.mailbox.waitFor(asha.email, (m) => m.subject.startsWith('Refund'));
    expect(mail.subject).toBe('Refund of ₹200 processed');

    // Processed at once: Razorpay's own answer applies it, and its webhook later changes nothing.
    razorpay.simulator.keepRefundsPending(false);
    const rest = await refund(payment._id, { amount: 300, reason: 'Event cancelled' });
    expect(rest.statusCode, rest.body).toBe(201);
    expect(rest.json().status).toBe('processed');
    expect(await stored(payment._id)).toMatchObject({ state: 'refunded', refundedAmount: 500 });
    expect(await deliverRefundEvent(rest.json().razorpayRefundId, 'refund.processed')).toBe(
      'handled',
    );
    expect(await stored(payment._id)).toMatchObject({ state: 'refunded', refundedAmount: 500 });

    const [kept] = await t.database.db
      .select()
      .from(registrations)
      .where(eq(registrations.id, registration.id));
    expect(kept?.paymentStatus).toBe('Success');
    expect((await admin('GET', '/api/admins/total-collected')).json()).toMatchObject({
      registrations: 0,
      total: 0,
    });
    const again = await refund(payment._id, { amount: 1, reason: 'Once more' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Only a paid payment can be refunded; this one is refunded.');
  });

  it("shows the member, on their registration, what they paid, its receipt and the refund's state", async () => {
    razorpay.simulator.keepRefundsPending();
    const { registration, payment } = await paidRegistration(500);
    const mine = async () =>
      (
        await t.app.inject({
          url: '/api/users/registrations',
          headers: { authorization: `Bearer ${asha.token}` },
        })
      ).json()[0];
    expect((await mine()).money).toEqual({
      paid: 500,
      paidAt: expect.any(String),
      receiptNumber: payment.receiptNumber,
      receiptUrl: `/api/payments/receipts/${payment._id}.pdf`,
      refunds: [],
    });
    const made = (await refund(payment._id, { amount: 500, reason: 'Could not attend' })).json();
    expect((await mine()).money.refunds).toEqual([
      { amount: 500, status: 'pending', requestedAt: expect.any(String) },
    ]);
    razorpay.simulator.settleRefund(made.razorpayRefundId, 'processed');
    await deliverRefundEvent(made.razorpayRefundId, 'refund.processed');
    expect((await mine()).money.refunds[0].status).toBe('processed');
    // The refund mail's link opens that registration in My Registered Events.
    const mail = await t.mailbox.waitFor(asha.email, (m) => m.subject.startsWith('Refund'));
    expect(mail.text).toContain(`/users/registrations?registration=${registration.id}`);
  });

  it('applies a replayed refund.processed once', async () => {
    razorpay.simulator.keepRefundsPending();
    const payment = await payOrder({ donation: donation(1000) });
    const made = (await refund(payment._id, { amount: 400, reason: 'Gave twice' })).json();
    razorpay.simulator.settleRefund(made.razorpayRefundId, 'processed');
    expect(await deliverRefundEvent(made.razorpayRefundId, 'refund.processed')).toBe('handled');
    expect(await deliverRefundEvent(made.razorpayRefundId, 'refund.processed')).toBe('duplicate');
    // The same event under another delivery id still adds nothing.
    await deliverRefundEvent(made.razorpayRefundId, 'refund.processed', 'evt_replayed');
    expect(await stored(payment._id)).toMatchObject({
      state: 'partially_refunded',
      refundedAmount: 400,
    });
    expect((await admin('GET', '/api/admins/total-collected')).json()).toMatchObject({
      donations: 600,
    });
    // The member's donation history shows what came back.
    const history = await t.app.inject({
      url: '/api/donate/my-donations',
      headers: { authorization: `Bearer ${asha.token}` },
    });
    expect(history.json()).toEqual([
      expect.objectContaining({ amount: 1000, refundedAmount: 400 }),
    ]);
    await t.mailbox.waitFor(asha.email, (m) => m.subject.startsWith('Refund'));
    expect(t.mailbox.to(asha.email).filter((m) => m.subject.startsWith('Refund'))).toHaveLength(1);
  });

  it('marks a failed refund failed, and its money refundable again', async () => {
    razorpay.simulator.keepRefundsPending();
    const payment = await payOrder({ donation: donation(1000) });
    const made = (await refund(payment._id, { amount: 1000, reason: 'Wrong amount' })).json();
    razorpay.simulator.settleRefund(made.razorpayRefundId, 'failed');
    expect(await deliverRefundEvent(made.razorpayRefundId, 'refund.failed')).toBe('handled');
    const [failed] = await t.database.db.select().from(refunds);
    expect(failed?.status).toBe('failed');
    expect(await stored(payment._id)).toMatchObject({ state: 'paid', refundedAmount: 0 });
    const retry = await refund(payment._id, { amount: 1000, reason: 'Wrong amount' });
    expect(retry.statusCode, retry.body).toBe(201);
  });

  it('refuses bad input, unpaid payments, members and anonymous callers', async () => {
    const { payment } = await paidRegistration(500);
    for (const body of [
      { amount: 0, reason: 'x' },
      { amount: 10.5, reason: 'x' },
      { amount: 10, reason: '' },
      { amount: 10, reason: 'x'.repeat(301) },
    ]) {
      const response = await refund(payment._id, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    const over = await refund(payment._id, { amount: 501, reason: 'Too much' });
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe('At most ₹500 of this payment can still be refunded.');
    const unknown = await refund('00000000-0000-4000-8000-000000000000', {
      amount: 1,
      reason: 'x',
    });
    expect(unknown.statusCode).toBe(404);

    const ordered = await post('/api/payments/orders', { donation: donation(100) }, asha.token);
    const unpaid = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.razorpayOrderId, ordered.json().orderId));
    const notPaid = await refund(unpaid[0]?.id ?? '', { amount: 1, reason: 'x' });
    expect(notPaid.statusCode).toBe(409);
    expect(notPaid.json().message).toBe(
      'Only a paid payment can be refunded; this one is created.',
    );

    const url = `/api/admins/payments/${payment._id}/refunds`;
    const body = { amount: 1, reason: 'x' };
    expect((await post(url, body, asha.token)).statusCode).toBe(403);
    expect((await post(url, body)).statusCode).toBe(401);
    const list = (token?: string) =>
      t.app.inject({
        url: '/api/admins/payments',
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
    expect((await list(asha.token)).statusCode).toBe(403);
    expect((await list()).statusCode).toBe(401);
    expect(await t.database.db.select().from(refunds)).toEqual([]);
  });

  it('lists payments newest first, searched, filtered and paged, with their refunds', async () => {
    const { payment: fee } = await paidRegistration(500);
    t.clock.advance(60_000);
    const gift = await payOrder({ donation: donation(1000, 'ABCDE1234F') });
    t.clock.advance(60_000);
    await post('/api/payments/orders', { donation: donation(50) }, asha.token);
    await refund(gift._id, { amount: 100, reason: 'Partly returned' });

    const all = await admin('GET', '/api/admins/payments');
    expect(all.statusCode, all.body).toBe(200);
    expect(all.headers['x-total-count']).toBe('3');
    const items = all.json();
    expect(items.map((item: { amount: number }) => item.amount)).toEqual([50, 1000, 500]);
    expect(items[1]).toMatchObject({
      payerName: 'Asha Patil',
      email: 'asha@example.com',
      paidFor: 'Donation: Ganesh festival',
      state: 'partially_refunded',
      refundedAmount: 100,
      refunds: [expect.objectContaining({ amount: 100, status: 'processed' })],
    });
    expect(items[2]).toMatchObject({
      paidFor: 'Inter-Hostel Cricket Tournament (individual registration)',
      refunds: [],
    });

    const search = async (query: string) =>
      (await admin('GET', `/api/admins/payments?${query}`))
        .json()
        .map((p: { _id: string }) => p._id);
    expect(await search(`q=${fee.razorpayPaymentId}`)).toEqual([fee._id]);
    expect(
      await search(`q=${encodeURIComponent(gift.receiptNumber ?? '')}&purpose=donation`),
    ).toEqual([gift._id]);
    expect(await search('state=paid')).toEqual([fee._id]);
    expect(await search('purpose=registration')).toEqual([fee._id]);
    expect(await search('q=nobody')).toEqual([]);
    const page2 = await admin('GET', '/api/admins/payments?page=2&pageSize=2');
    expect(page2.headers['x-total-count']).toBe('3');
    expect(page2.json().map((p: { _id: string }) => p._id)).toEqual([fee._id]);
    expect((await admin('GET', '/api/admins/payments?state=lost')).statusCode).toBe(400);
  });

  it('exports every payment, and a financial year of donations as Form 10BD', async () => {
    const { payment: fee } = await paidRegistration(500);
    t.clock.advance(60_000);
    const gift = await payOrder({ donation: { ...donation(1000, 'ABCDE1234F'), name: '=Donor' } });
    await refund(gift._id, { amount: 250, reason: 'Partly returned' });
    t.clock.advance(60_000);
    await payOrder({ donation: donation(300) });
    t.clock.advance(60_000);
    const gone = await payOrder({ donation: donation(200) });
    await refund(gone._id, { amount: 200, reason: 'All returned' });

    const csv = await admin('GET', '/api/admins/exports/payments.csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toBe('attachment; filename="payments.csv"');
    const lines = csv.body.split('\r\n');
    expect(lines[0]).toBe(
      '\uFEFFDate,Date (ISO 8601),Purpose,For,Payer,Email,Amount (INR),Refunded (INR),State,Method,Razorpay Order ID,Razorpay Payment ID,Receipt Number,Note',
    );
    expect(lines[1]).toContain(
      `,Registration,Inter-Hostel Cricket Tournament (individual registration),Asha Patil,asha@example.com,500,0,Paid,UPI,${fee.razorpayOrderId},${fee.razorpayPaymentId},R-2026-27/000001,`,
    );
    expect(lines[2]).toContain(`,'=Donor,asha@example.com,1000,250,Partially refunded,UPI,`);
    expect(lines).toHaveLength(6);

    const form = await admin('GET', '/api/admins/exports/form-10bd.csv?fy=2026-27');
    expect(form.statusCode, form.body).toBe(200);
    expect(form.headers['content-disposition']).toBe(
      'attachment; filename="form-10bd-2026-27.csv"',
    );
    expect(form.body.split('\r\n')).toEqual([
      '\uFEFFSl. No.,Pre Acknowledgement Number,ID Code,Unique Identification Number,Section Code,Unique Registration Number (URN),Date of Issuance of Unique Registration Number,Name of donor,Address of donor,Donation Type,Mode of receipt,Amount of donation (Indian rupees)',
      '1,,Permanent Account Number,ABCDE1234F,Section 80G,AAATH1234CE20261,01-04-2026,\'=Donor,"Shivaji Nagar, Pune",Specific grant,Electronic modes including account payee cheque/draft,750',
      '2,,Aadhaar Number,,Section 80G,AAATH1234CE20261,01-04-2026,Asha Patil,"Shivaji Nagar, Pune",Specific grant,Electronic modes including account payee cheque/draft,300',
      '',
    ]);

    const other = await admin('GET', '/api/admins/exports/form-10bd.csv?fy=2025-26');
    expect(other.body.split('\r\n')).toHaveLength(2);
    const bad = await admin('GET', '/api/admins/exports/form-10bd.csv?fy=2026-28');
    expect(bad.statusCode).toBe(400);
    expect((await admin('GET', '/api/admins/exports/form-10bd.csv')).statusCode).toBe(400);
  });
});
