import { afterAll, beforeAll, expect } from 'vitest';
import { paymentOrderSchema, verifiedPaymentSchema } from '../../domain/payments';
import { events, registrations } from '../db/schema';
import {
  startRazorpaySimulator,
  type RunningRazorpaySimulator,
} from '../modules/payments/simulator/server';
import type { PayOptions } from '../modules/payments/simulator/state';
import { webhookSignature } from '../modules/payments/razorpay/signatures';
import { appWithMember, createMember, type TestMember } from './members';
import { freshAppForEachTest, type TestApp } from './test-app';

/** A trust registered under 80G, so donations get a receipt with its statement. */
export const TRUST_ENV = {
  TRUST_NAME: 'Hostel Welfare Trust',
  TRUST_ADDRESS: 'Shivaji Nagar, Pune 411005',
  TRUST_PAN: 'AAATH1234C',
  TRUST_80G_URN: 'AAATH1234CE20261',
  TRUST_80G_VALID_FROM: '2026-04-01',
  TRUST_80G_VALID_UNTIL: '2031-03-31',
  TRUST_SIGNATORY: 'Treasurer',
};

/** The settings that point the app at a Razorpay simulator on loopback. */
export const razorpayEnv = (razorpay: RunningRazorpaySimulator) => ({
  RAZORPAY_API_URL: razorpay.url,
  RAZORPAY_KEY_ID: razorpay.keyId,
  RAZORPAY_KEY_SECRET: razorpay.keySecret,
  RAZORPAY_WEBHOOK_SECRET: razorpay.webhookSecret,
});

/**
 * A Razorpay simulator on loopback whose webhooks wait until a test hands them to the app, in
 * the order it chooses.
 */
export async function startHeldRazorpaySimulator(): Promise<RunningRazorpaySimulator> {
  const razorpay = await startRazorpaySimulator();
  razorpay.simulator.webhooks.hold();
  return razorpay;
}

/** A fresh test app that pays through `razorpay`, and Asha, a member signed up on it. */
export async function appPayingThrough(
  razorpay: RunningRazorpaySimulator,
  env: Record<string, string> = {},
): Promise<{ t: TestApp; asha: TestMember }> {
  return appWithMember({ env: { ...razorpayEnv(razorpay), ...env } });
}

/** A simulator the calling block's tests share, closed after them: `use` is handed it first. */
export function simulatorForBlock(
  use: (razorpay: RunningRazorpaySimulator) => unknown,
  start: () => Promise<RunningRazorpaySimulator> = startRazorpaySimulator,
) {
  let razorpay: RunningRazorpaySimulator;
  beforeAll(async () => {
    razorpay = await start();
    await use(razorpay);
  });
  afterAll(() => razorpay.close());
}

/** What a payments test works with: the simulator, its app, and Asha signed up on it. */
export interface PayingApp {
  razorpay: RunningRazorpaySimulator;
  t: TestApp;
  asha: TestMember;
}

/**
 * Each test of the calling block gets a fresh app (settings `env` added), closed after it, paying
 * through one held simulator the block shares: `use` is handed them before each test.
 */
export function payingAppForEachTest(
  use: (app: PayingApp) => unknown,
  env: Record<string, string> = {},
) {
  let razorpay: RunningRazorpaySimulator;
  simulatorForBlock((running) => (razorpay = running), startHeldRazorpaySimulator);
  freshAppForEachTest(
    async (t) => use({ razorpay, t, asha: await createMember(t) }),
    () => ({ env: { ...razorpayEnv(razorpay), ...env } }),
  );
}

/** A POST to the app as the browser sends it, with the caller's token when there is one. */
export const postTo = (t: Pick<TestApp, 'app'>, url: string, payload: unknown, token?: string) =>
  t.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

/** The member pays an order in the simulator's Checkout, by UPI unless told: answers what it hands the page. */
export function payInCheckout(
  razorpay: RunningRazorpaySimulator,
  orderId: string,
  options: PayOptions = {},
) {
  const result = razorpay.simulator.pay(orderId, { method: 'upi', ...options });
  if (result.outcome !== 'success') throw new Error('the payment failed');
  return result.checkout;
}

/** A webhook delivered to the app as Razorpay sends it: `body`, signed with `secret`. */
export const deliverWebhook = (
  t: Pick<TestApp, 'app'>,
  body: string,
  eventId: string,
  secret: string,
) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payments/razorpay/webhook',
    payload: body,
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': webhookSignature(body, secret),
      'x-razorpay-event-id': eventId,
    },
  });

/** A member's individual registration for a new paid event, still waiting for its fee. */
export async function addPendingRegistration(
  t: Pick<TestApp, 'database'>,
  member: { name: string; email: string },
  fee = 500,
) {
  const [event] = await t.database.db
    .insert(events)
    .values({
      name: 'Inter-Hostel Cricket Tournament',
      date: new Date('2026-06-20T04:30:00Z'),
      deadline: new Date('2026-06-15T18:29:59Z'),
      allowedRegistrationTypes: ['individual', 'team'],
      amountIndividual: fee,
      amountTeam: fee * 4,
    })
    .returning();
  if (!event) throw new Error('no event');
  const [registration] = await t.database.db
    .insert(registrations)
    .values({
      eventId: event.id,
      name: member.name,
      email: member.email,
      contact: '+91 98220 12345',
      gender: 'F',
      registrationType: 'individual',
      amount: fee,
      status: 'awaiting_payment',
    })
    .returning();
  if (!registration) throw new Error('no registration');
  return { event, registration };
}

/** A paid event taking `places` registrations (0: no limit), open for three weeks. */
export async function addPaidEvent(t: Pick<TestApp, 'database'>, places: number, fee = 500) {
  const [event] = await t.database.db
    .insert(events)
    .values({
      name: 'Hostel Day Dinner',
      date: new Date('2026-06-20T13:30:00Z'),
      deadline: new Date('2026-06-15T18:29:59Z'),
      location: 'Dining Hall',
      maxParticipants: places,
      amountIndividual: fee,
    })
    .returning();
  if (!event) throw new Error('no event');
  return event;
}

/** A member's individual registration form for an event, as the register page sends it. */
export const individualForm = (member: { name: string; email: string }, eventId: string) => ({
  name: member.name,
  email: member.email,
  contact: '+91 98220 12345',
  hostel: 'Main Hostel',
  hostelAddress: 'Room 12',
  gender: 'F',
  event: eventId,
  registrationType: 'individual',
});

/**
 * The member orders (`orderPayload`: a registration or a donation), pays by UPI in the
 * simulator and the browser verifies it: answers the paid payment.
 */
export async function payThroughSimulator(
  t: Pick<TestApp, 'app'>,
  razorpay: RunningRazorpaySimulator,
  member: { token: string },
  orderPayload: object,
) {
  const ordered = await t.app.inject({
    method: 'POST',
    url: '/api/payments/orders',
    headers: { authorization: `Bearer ${member.token}` },
    payload: orderPayload,
  });
  expect(ordered.statusCode, ordered.body).toBe(201);
  const { orderId } = paymentOrderSchema.parse(ordered.json());
  const verified = await postTo(t, '/api/payments/verify', payInCheckout(razorpay, orderId));
  expect(verified.statusCode, verified.body).toBe(200);
  return verifiedPaymentSchema.parse(verified.json()).payment;
}
