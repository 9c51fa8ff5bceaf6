// Payments through verify and webhook on PostgreSQL, each applied exactly once (one receipt
// number each, without gaps): the server's CPU per applied payment, with the receipt PDFs'
// thread counted apart, and the statements per payment (decision record 23). Payments per
// second are printed for information: on two cores the database and this bench take most of it.
import { cpus } from 'node:os';
import { performance } from 'node:perf_hooks';
import { eq, sql } from 'drizzle-orm';
import { startServer } from '../../e2e/server';
import { systemClock } from '../../src/server/clock';
import { openDatabase } from '../../src/server/db/client';
import { donations, payments } from '../../src/server/db/schema';
import { TokenService } from '../../src/server/http/tokens';
import { webhookSignature } from '../../src/server/modules/payments/razorpay/signatures';
import { startRazorpaySimulator } from '../../src/server/modules/payments/simulator/server';
import type { SmtpListener } from '../../src/server/test/smtp-listener';
import type { Figure } from './figure';
import { createBenchMembers } from './members';
import { withScratchPostgres } from './postgres';
import {
  cpuSeconds,
  lowPriorityCpuSeconds,
  memory,
  postgresCpuBetween,
  postgresCpuSeconds,
  statementsSent,
} from './server-process';

const PEAK_RSS_TARGET = 250 * 1024 * 1024;

const PAYMENTS = 600;
const CONCURRENCY = 20;
/** Server CPU per applied payment, the receipt PDF apart. */
const CPU_TARGET_MS = 5;
const JWT_SECRET = 'bench-secret-that-is-long-enough-for-hs256-signing';
/** One donor per payment: a member may keep only a few donation orders open at once. */
const DONORS = Array.from({ length: PAYMENTS }, (_, index) => ({
  name: `Bench Donor ${index + 1}`,
  email: `donor-${index + 1}@bench.example`,
}));

interface Report {
  url: string;
  body: string;
  headers: Record<string, string>;
}

/** Sends every report, `CONCURRENCY` at a time; answers the statuses and the time taken. */
async function sendAll(reports: Report[]) {
  const statuses = new Map<number, number>();
  let next = 0;
  const worker = async () => {
    while (next < reports.length) {
      const report = reports[next++] as Report;
      const response = await fetch(report.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...report.headers },
        body: report.body,
      });
      await response.arrayBuffer();
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
    }
  };
  const startedAt = performance.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return { statuses, startedAt, seconds: (performance.now() - startedAt) / 1000 };
}

/** Waits (two minutes at most) for a receipt mail with its PDF per payment. */
async function waitForReceiptMails(smtp: SmtpListener, burstStartedAt: number) {
  const withReceipt = () =>
    smtp.mails.filter((mail) =>
      mail.attachments.some((file) => file.contentType === 'application/pdf'),
    ).length;
  const deadline = Date.now() + 120_000;
  while (withReceipt() < PAYMENTS && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { count: withReceipt(), seconds: (performance.now() - burstStartedAt) / 1000 };
}

/** Shuffles in place (Fisher–Yates), so webhooks and verify calls of one payment interleave. */
function shuffle<T>(items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [items[i], items[j]] = [items[j] as T, items[i] as T];
  }
  return items;
}

/**
 * A server on a scratch PostgreSQL database, with a Razorpay simulator on loopback. 600
 * donations are ordered and paid in the simulator first; then every payment is reported three
 * times at once, in a shuffled order: the browser's verify call, payment.captured and
 * order.paid, 20 reports in flight. The figure is payments applied per second of that burst.
 */
export async function paymentThroughput(): Promise<Figure[]> {
  return withScratchPostgres('payments', async (databaseUrl) => {
    const razorpay = await startRazorpaySimulator();
    razorpay.simulator.webhooks.hold();
    const database = await openDatabase({ kind: 'postgres', url: databaseUrl });
    let donors: Awaited<ReturnType<typeof createBenchMembers>>;
    try {
      await database.migrate();
      donors = await createBenchMembers(
        database.db,
        new TokenService(JWT_SECRET, systemClock),
        DONORS,
      );
    } finally {
      await database.close();
    }

    const server = await startServer({
      DATABASE_URL: databaseUrl,
      JWT_SECRET,
      SEED_DEMO: 'false',
      RATE_LIMIT_PER_ADDRESS: '1000000',
      RAZORPAY_API_URL: razorpay.url,
      RAZORPAY_KEY_ID: razorpay.keyId,
      RAZORPAY_KEY_SECRET: razorpay.keySecret,
      RAZORPAY_WEBHOOK_SECRET: razorpay.webhookSecret,
    });
    let run: Awaited<ReturnType<typeof sendAll>>;
    let cpu: { server: number; receipts: number; postgres: number; bench: number };
    let ordersCpu = 0;
    let receiptMails: { count: number; seconds: number };
    let statements: number;
    let peakRss: number;
    try {
      const reports: Report[] = [];
      const ordersBefore = cpuSeconds(server.pid);
      for (const [index, donor] of donors.entries()) {
        const ordered = await fetch(`${server.url}/api/payments/orders`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${donor.token}` },
          body: JSON.stringify({
            donation: {
              name: donor.name,
              email: donor.email,
              phone: '+91 98220 12345',
              amount: 101 + (index % 50),
            },
          }),
        });
        if (ordered.status !== 201)
          throw new Error(`order ${ordered.status}: ${await ordered.text()}`);
        const { orderId } = (await ordered.json()) as { orderId: string };
        const paid = razorpay.simulator.pay(orderId, { method: 'upi' });
        if (paid.outcome !== 'success') throw new Error('the simulator refused a payment');
        reports.push({
          url: `${server.url}/api/payments/verify`,
          body: JSON.stringify(paid.checkout),
          headers: {},
        });
      }
      for (const event of razorpay.simulator.webhooks.events()) {
        if (event.event !== 'payment.captured' && event.event !== 'order.paid') continue;
        reports.push({
          url: `${server.url}/api/payments/razorpay/webhook`,
          body: event.body,
          headers: {
            'x-razorpay-signature': webhookSignature(event.body, razorpay.webhookSecret),
            'x-razorpay-event-id': event.id,
          },
        });
      }
      // Creating the orders is the payments' work too, counted apart from the burst.
      ordersCpu = cpuSeconds(server.pid) - ordersBefore;
      const statementsBefore = await statementsSent(server.url);
      const serverBefore = cpuSeconds(server.pid);
      const receiptsBefore = lowPriorityCpuSeconds(server.pid);
      const postgresBefore = postgresCpuSeconds();
      const benchBefore = process.cpuUsage();
      run = await sendAll(shuffle(reports));
      // The receipt mails are the payments' work too: CPU is counted until the last one is sent.
      receiptMails = await waitForReceiptMails(server.smtp, run.startedAt);
      const bench = process.cpuUsage(benchBefore);
      const receipts = lowPriorityCpuSeconds(server.pid) - receiptsBefore;
      cpu = {
        server: cpuSeconds(server.pid) - serverBefore - receipts,
        receipts,
        postgres: postgresCpuBetween(postgresBefore, postgresCpuSeconds()),
        bench: (bench.user + bench.system) / 1e6,
      };
      // The metrics call itself is one request without a statement.
      statements = (await statementsSent(server.url)) - statementsBefore;
      peakRss = memory(server.pid, 'VmHWM');
    } finally {
      await server.stop();
      await razorpay.close();
    }

    const check = await openDatabase({ kind: 'postgres', url: databaseUrl });
    let paidRows: number;
    let distinctReceipts: number;
    let highestReceipt: number;
    let paidDonations: number;
    try {
      const [row] = await check.db
        .select({
          paid: sql<number>`count(*)::int`,
          distinct: sql<number>`count(distinct ${payments.receiptNumber})::int`,
          highest: sql<number>`coalesce(max(split_part(${payments.receiptNumber}, '/', 2)::int), 0)`,
        })
        .from(payments)
        .where(eq(payments.state, 'paid'));
      const [donated] = await check.db
        .select({ value: sql<number>`count(*)::int` })
        .from(donations)
        .where(eq(donations.paymentStatus, 'Success'));
      paidRows = row?.paid ?? -1;
      distinctReceipts = row?.distinct ?? -1;
      highestReceipt = row?.highest ?? -1;
      paidDonations = donated?.value ?? -1;
    } finally {
      await check.close();
    }

    const perSecond = paidRows / run.seconds;
    const summary = [...run.statuses].map(([status, n]) => `${n} × ${status}`).join(', ');
    console.log(
      `Payments: ${summary} in ${run.seconds.toFixed(2)} s; ${paidRows} paid, ${distinctReceipts} receipt numbers (highest ${highestReceipt}), ${paidDonations} donations paid`,
    );
    const perPayment = (seconds: number) => `${((seconds / PAYMENTS) * 1000).toFixed(1)} ms`;
    // Applying a payment is the burst: its three reports and its receipt mail. Creating the
    // order comes before there is a payment (and warms the server up), so it is printed apart.
    const serverMs = (cpu.server / PAYMENTS) * 1000;
    console.log(
      `Server CPU per applied payment: ${serverMs.toFixed(1)} ms from the burst to its last receipt mail (receipt PDFs apart: ${perPayment(cpu.receipts)} on their thread); creating the order before it ${perPayment(ordersCpu)}; in the burst also PostgreSQL ${perPayment(cpu.postgres)}, this bench (sender, Razorpay simulator, SMTP listener) ${perPayment(cpu.bench)}; ${cpus().length} CPUs`,
    );
    console.log(
      `Statements: ${statements} for ${PAYMENTS} payments reported three times each in a shuffled order, their receipt mails' jobs included (${(statements / PAYMENTS).toFixed(1)} per payment); the common path alone (verify, then both webhooks) is held by payment-statements.test.ts`,
    );
    return [
      {
        name: 'payments applied through verify and webhook, PostgreSQL (per s)',
        value: perSecond.toFixed(0),
        target: '(none: CPU per payment below)',
        met: (run.statuses.get(200) ?? 0) === PAYMENTS * 3,
      },
      {
        name: 'server CPU per applied payment (its reports and receipt mail), PDF apart',
        value: `${serverMs.toFixed(1)} ms`,
        target: `<= ${CPU_TARGET_MS} ms`,
        met: serverMs <= CPU_TARGET_MS,
      },
      {
        name: 'server CPU per order created, before its payment',
        value: perPayment(ordersCpu),
        target: '(none)',
        met: true,
      },
      {
        name: 'receipt PDF CPU per payment (its thread)',
        value: perPayment(cpu.receipts),
        target: '(none)',
        met: true,
      },
      {
        name: 'statements per applied payment, burst and jobs',
        value: (statements / PAYMENTS).toFixed(1),
        target: '(none)',
        met: true,
      },
      {
        name: 'server peak memory, start to end of the bench (RSS)',
        value: `${(peakRss / 1024 / 1024).toFixed(0)} MB`,
        target: '<= 250 MB',
        met: peakRss <= PEAK_RSS_TARGET,
      },
      {
        name: 'payments paid / receipt numbers / highest number',
        value: `${paidRows} / ${distinctReceipts} / ${highestReceipt}`,
        target: `all ${PAYMENTS}, once each`,
        met:
          paidRows === PAYMENTS &&
          distinctReceipts === PAYMENTS &&
          highestReceipt === PAYMENTS &&
          paidDonations === PAYMENTS,
      },
      {
        name: 'receipt mails with their PDF, seconds from the burst start',
        value: `${receiptMails.count} in ${receiptMails.seconds.toFixed(1)}`,
        target: `all ${PAYMENTS}`,
        met: receiptMails.count === PAYMENTS,
      },
    ];
  });
}
