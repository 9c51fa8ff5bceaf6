/**
 * The books balance whatever happens, in whatever order: random sequences of what members,
 * Razorpay and the committee do (orders, payments reported by the browser, the webhook or the
 * reconciler, replays, second payments, holds running out, registering again, refunds, cash,
 * deletions, erasures, restarts), with the books check asked after every step.
 *
 * `npm test` runs a few sequences; `npm run test:books-model` runs many more, and shrinks a
 * failing one to its shortest (BOOKS_MODEL_RUNS, BOOKS_MODEL_STEPS).
 */
import fc from 'fast-check';
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@/server/app';
import { payments, registrations } from '@/server/db/schema';
import { loginAsAdmin, type AdminCall } from '@/server/test/admin-session';
import { createMember, freshToken, type TestMember } from '@/server/test/members';
import {
  addPaidEvent,
  deliverWebhook,
  individualForm,
  razorpayEnv,
  startHeldRazorpaySimulator,
} from '@/server/test/payments';
import { createTestApp, type TestApp } from '@/server/test/test-app';
import type { RunningRazorpaySimulator } from '../payments/simulator/server';
import type { CheckoutSuccess } from '../payments/simulator/state';

const RUNS = Number(process.env.BOOKS_MODEL_RUNS ?? 4);
const STEPS = Number(process.env.BOOKS_MODEL_STEPS ?? 24);

/** The running site and what the sequence has made so far. */
interface World {
  t: TestApp;
  admin: AdminCall;
  members: TestMember[];
  events: string[];
  /** Payments made in Checkout, reported to us or not yet. */
  checkouts: Array<CheckoutSuccess & { orderId: string }>;
}

type Step = { name: string; run: (world: World) => Promise<void> };
type Reporter = 'verify' | 'webhook' | 'webhook twice' | 'nobody';

/**
 * One step as a fast-check command. The books check is the oracle, so the model holds nothing:
 * every step may run at any time, and after it the books must balance.
 */
class StepCommand implements fc.AsyncCommand<object, World> {
  constructor(private readonly step: Step) {}

  check = () => true;

  async run(_model: object, world: World): Promise<void> {
    await this.step.run(world);
    await world.t.app.jobs.drain();
    const check = await world.admin('GET', '/api/admins/books/check');
    expect(check.json(), `after: ${this.step.name}`).toEqual({ ok: true, problems: [] });
  }

  toString = () => this.step.name;
}

const pick = <T>(list: T[], index: number): T | undefined =>
  list.length ? list[index % list.length] : undefined;

function call(
  world: World,
  member: TestMember,
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
) {
  return world.t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${member.token}` },
    ...(payload && { payload }),
  });
}

/** A member's registrations that wait for their fee, oldest first. */
async function awaiting(world: World) {
  return world.t.database.db
    .select({ id: registrations.id, email: registrations.email })
    .from(registrations)
    .where(eq(registrations.status, 'awaiting_payment'))
    .orderBy(asc(registrations.createdAt));
}

/** Payments applied (with a receipt), oldest first. */
async function applied(world: World) {
  return world.t.database.db
    .select()
    .from(payments)
    .where(
      and(
        isNotNull(payments.receiptNumber),
        inArray(payments.state, ['paid', 'partially_refunded']),
      ),
    )
    .orderBy(asc(payments.createdAt));
}

describe('the books (model-based)', () => {
  let razorpay: RunningRazorpaySimulator;
  beforeAll(async () => (razorpay = await startHeldRazorpaySimulator()));
  afterAll(() => razorpay.close());

  const memberIndex = fc.nat(2);
  const index = fc.nat(20);
  const reporter = fc.constantFrom<Reporter>('verify', 'webhook', 'webhook twice', 'nobody');

  /** The browser's verify, Razorpay's webhooks (maybe delivered twice), or nobody yet. */
  async function report(world: World, checkout: World['checkouts'][number], how: Reporter) {
    if (how === 'nobody') return;
    if (how === 'verify') {
      const { razorpay_order_id, razorpay_payment_id, razorpay_signature } = checkout;
      await world.t.app.inject({
        method: 'POST',
        url: '/api/payments/verify',
        payload: { razorpay_order_id, razorpay_payment_id, razorpay_signature },
      });
      return;
    }
    const events = razorpay.simulator.webhooks
      .events()
      .filter((event) => event.body.includes(checkout.razorpay_payment_id));
    for (const event of how === 'webhook' ? events : [...events, ...events]) {
      await deliverWebhook(world.t, event.body, event.id, razorpay.webhookSecret);
    }
  }

  const steps: Array<fc.Arbitrary<Step>> = [
    fc.tuple(memberIndex, fc.nat(1), fc.boolean()).map(([m, e, order]) => ({
      name: `member ${m} registers for event ${e}${order ? ' and opens its order' : ''}`,
      run: async (world) => {
        const member = world.members[m];
        const event = world.events[e];
        if (!member || !event) return;
        const made = await call(
          world,
          member,
          'POST',
          '/api/users/register',
          individualForm(member, event),
        );
        const registration = made.statusCode === 201 ? made.json().registration : undefined;
        if (order && registration?.status === 'awaiting_payment') {
          await call(world, member, 'POST', '/api/payments/orders', {
            registrationId: registration._id,
          });
        }
      },
    })),
    index.map((i) => ({
      name: `an order for awaiting registration ${i}`,
      run: async (world) => {
        const target = pick(await awaiting(world), i);
        const member = world.members.find((candidate) => candidate.email === target?.email);
        if (!target || !member) return;
        await call(world, member, 'POST', '/api/payments/orders', { registrationId: target.id });
      },
    })),
    fc.tuple(memberIndex, fc.integer({ min: 1, max: 3 })).map(([m, hundreds]) => ({
      name: `member ${m} opens a donation of ₹${hundreds * 100}`,
      run: async (world) => {
        const member = world.members[m];
        if (!member) return;
        await call(world, member, 'POST', '/api/payments/orders', {
          donation: {
            name: member.name,
            email: member.email,
            phone: '+91 98220 12345',
            amount: hundreds * 100,
          },
        });
      },
    })),
    fc.tuple(index, fc.boolean(), reporter).map(([i, capture, how]) => ({
      name: `order ${i} is paid in Checkout (${capture ? 'captured' : 'authorized'}), reported by ${how}`,
      run: async (world) => {
        // Mostly an order still unpaid here; sometimes one paid already (a second payment).
        const orders = await world.t.database.db
          .select({ orderId: payments.razorpayOrderId })
          .from(payments)
          .where(
            and(
              isNotNull(payments.razorpayOrderId),
              i % 4 === 0 ? undefined : inArray(payments.state, ['created', 'attempted', 'failed']),
            ),
          )
          .orderBy(asc(payments.createdAt));
        const orderId = pick(orders, i)?.orderId;
        if (!orderId || razorpay.simulator.getOrder(orderId).status === 'paid') return;
        const result = razorpay.simulator.pay(orderId, { method: 'upi', capture });
        if (result.outcome !== 'success') return;
        const checkout = { ...result.checkout, orderId };
        world.checkouts.push(checkout);
        await report(world, checkout, how);
      },
    })),
    fc.tuple(index, reporter).map(([i, how]) => ({
      name: `payment ${i} is reported (again) by ${how}`,
      run: async (world) => {
        const checkout = pick(world.checkouts, i);
        if (checkout) await report(world, checkout, how);
      },
    })),
    fc.constant<Step>({
      name: 'the reconciler runs',
      run: async (world) => {
        world.t.clock.advance(6 * 60_000);
        await world.admin('POST', '/api/admins/payments/reconcile');
      },
    }),
    fc.constant<Step>({
      name: 'holds run out',
      run: async (world) => {
        world.t.clock.advance(31 * 60_000);
        await world.t.app.jobs.drain();
        for (const member of world.members) await freshToken(world.t, member);
      },
    }),
    fc.tuple(index, fc.boolean()).map(([i, full]) => ({
      name: `applied payment ${i} is refunded ${full ? 'in full' : 'in part'}`,
      run: async (world) => {
        const payment = pick(await applied(world), i);
        if (!payment) return;
        const rest = payment.amount - payment.refundedAmount;
        await world.admin('POST', `/api/admins/payments/${payment.id}/refunds`, {
          amount: full ? rest : Math.max(1, Math.floor(rest / 3)),
          reason: 'A model step',
        });
      },
    })),
    index.map((i) => ({
      name: `awaiting registration ${i} is paid in cash`,
      run: async (world) => {
        const target = pick(await awaiting(world), i);
        if (!target) return;
        await world.admin('PUT', `/api/admins/registration/${target.id}`, {
          paymentStatus: 'Success',
          reason: 'Cash at the office',
        });
      },
    })),
    index.map((i) => ({
      name: `registration ${i} is deleted by an admin`,
      run: async (world) => {
        const rows = await world.t.database.db
          .select({ id: registrations.id })
          .from(registrations)
          .orderBy(asc(registrations.createdAt));
        const target = pick(rows, i);
        if (target) await world.admin('DELETE', `/api/admins/registration/${target.id}`);
      },
    })),
    index.map((i) => ({
      name: `registration ${i} is cancelled by its member`,
      run: async (world) => {
        const rows = await world.t.database.db
          .select({ id: registrations.id, email: registrations.email })
          .from(registrations)
          .orderBy(asc(registrations.createdAt));
        const target = pick(rows, i);
        const member = world.members.find((candidate) => candidate.email === target?.email);
        if (target && member) {
          await call(world, member, 'POST', `/api/registrations/${target.id}/cancel`);
        }
      },
    })),
    memberIndex.map((m) => ({
      name: `member ${m} is erased`,
      run: async (world) => {
        const member = world.members[m];
        if (member) {
          await world.admin('POST', `/api/admins/people/${encodeURIComponent(member.email)}/erase`);
        }
      },
    })),
    fc.constant<Step>({
      name: 'the server restarts',
      run: async (world) => {
        await world.t.app.close();
        const app = await buildApp({
          config: world.t.config,
          database: world.t.database,
          clock: world.t.clock,
          mailer: world.t.mailbox,
          sleep: async () => undefined,
        });
        await app.ready();
        world.t.app = app;
        world.admin = await loginAsAdmin(world.t);
      },
    }),
  ];

  it(
    'balance after every step of any sequence',
    async () => {
      // Registering, paying and refunding come up most, so money flows in every sequence.
      const weights = [3, 1, 1, 3, 1, 1, 1, 2];
      const weighted = steps.flatMap((step, position) =>
        Array.from({ length: weights[position] ?? 1 }, () => step),
      );
      const commands = fc
        .commands(
          weighted.map((step) => step.map((chosen) => new StepCommand(chosen))),
          { maxCommands: STEPS, size: 'max' },
        )
        .filter((sequence) => [...sequence].length >= STEPS / 2);
      await fc.assert(
        fc.asyncProperty(commands, async (sequence) => {
          const t = await createTestApp({ env: razorpayEnv(razorpay) });
          const started = t.app;
          const world: World = {
            t,
            admin: await loginAsAdmin(t),
            members: [
              await createMember(t, { name: 'Asha Patil', email: 'asha@example.com' }),
              await createMember(t, { name: 'Ravi Kulkarni', email: 'ravi@example.com' }),
              await createMember(t, { name: 'Meera Joshi', email: 'meera@example.com' }),
            ],
            events: [(await addPaidEvent(t, 2, 500)).id, (await addPaidEvent(t, 0, 300)).id],
            checkouts: [],
          };
          try {
            await fc.asyncModelRun(() => ({ model: {}, real: world }), sequence);
          } finally {
            // A restart left another app running on the database: it stops first.
            if (world.t.app !== started) await world.t.app.close();
            await t.close();
          }
        }),
        // The bounded run in `npm test` stops at the first failure; the long run shrinks it.
        { numRuns: RUNS, endOnFailure: !process.env.BOOKS_MODEL_RUNS },
      );
    },
    RUNS * STEPS * 4_000,
  );
});
