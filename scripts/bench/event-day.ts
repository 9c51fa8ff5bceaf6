// Event day on PostgreSQL: check-in answers at 10 gates in parallel (p95 under 100 ms), the mail
// queue's throughput to a loopback SMTP server (at least 50 mails per second, each once), and the
// gate page's offline scans (gate-sync.ts): 10 gates sending 500 scans each when the network
// returns, and the roster of 5,000 tickets. BENCH_EVENT_DAY_SCALE=10 runs it all ten times smaller.
import { performance } from 'node:perf_hooks';
import { eq, sql } from 'drizzle-orm';
import { startServer } from '../../e2e/server';
import { openDatabase, queryRows } from '../../src/server/db/client';
import { events, people, registrations } from '../../src/server/db/schema';
import { ticketQrText } from '../../src/domain/lifecycle';
import type { Figure } from './figure';
import { offlineGates, seedGateEvent, type GateEvent } from './gate-sync';
import { withScratchPostgres } from './postgres';
import { memory } from './server-process';

const PEAK_RSS_TARGET = 250 * 1024 * 1024;

const SCALE = Math.max(1, Number(process.env.BENCH_EVENT_DAY_SCALE ?? 1));
const REGISTRANTS = Math.round(1_000 / SCALE);
const GATES = 10;
/** Of every ten tickets a gate scans, one is scanned again (a second try, a copied QR). */
const RESCAN_EVERY = 10;
const P95_TARGET_MS = 100;
const MAILS_TARGET_PER_SECOND = 50;
const ADMIN_PASSWORD = 'bench-admin-password';
const SUBJECT = 'Gates open at 5 pm';

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

/**
 * A server on a scratch PostgreSQL database with 1,000 confirmed registrations for one event.
 * Ten gates scan the tickets at once, each its own tenth one after another (and every tenth
 * ticket twice); then an admin writes to all 1,000, and the mails are counted as the SMTP
 * listener receives them.
 */
export async function eventDay(): Promise<Figure[]> {
  return withScratchPostgres('event_day', async (databaseUrl) => {
    const database = await openDatabase({ kind: 'postgres', url: databaseUrl });
    let eventId: string;
    let codes: string[];
    let gateEvent: GateEvent;
    try {
      await database.migrate();
      gateEvent = await seedGateEvent(database.db, SCALE);
      const [event] = await database.db
        .insert(events)
        // Two hours from now: the gate admits tickets only on their event's day.
        .values({
          name: 'Annual Day',
          date: new Date(Date.now() + 2 * 3_600_000),
          location: 'Lawn',
          // The registrations below are made a moment before the event, but on a real event day
          // their reminders went out the day before: left on, the start-up sweep would queue
          // 6,000 reminder mails (these and the gate event's) in front of the message, and the
          // figure would time the reminders, not the message.
          reminders: false,
        })
        .returning({ id: events.id });
      eventId = event?.id ?? '';
      const emails = Array.from({ length: REGISTRANTS }, (_, i) => `guest${i}@bench.example`);
      await database.db.insert(people).values(emails.map((email) => ({ email })));
      const rows = await database.db
        .insert(registrations)
        .values(
          emails.map((email, i) => ({
            eventId,
            name: `Guest ${i}`,
            email,
            contact: '+91 90000 00000',
            gender: 'F' as const,
            registrationType: 'individual' as const,
          })),
        )
        .returning({ code: registrations.ticketCode });
      codes = rows.map((row) => row.code);
      await database.db
        .update(events)
        .set({ registrationCount: REGISTRANTS })
        .where(eq(events.id, eventId));
    } finally {
      await database.close();
    }

    const server = await startServer({
      DATABASE_URL: databaseUrl,
      SEED_DEMO: 'false',
      ADMIN_PASSWORD,
      RATE_LIMIT_PER_ADDRESS: '1000000',
    });
    const latencies: number[] = [];
    const statuses = new Map<number, number>();
    let mailSeconds = 0;
    let delivered: string[] = [];
    let gateFigures: Figure[] = [];
    let peakRss = 0;
    try {
      const login = await fetch(`${server.url}/api/admins/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }),
      });
      const { token } = (await login.json()) as { token: string };
      const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };

      const gate = async (index: number) => {
        const mine = codes.filter((_, i) => i % GATES === index);
        const scans = mine.flatMap((code, i) => (i % RESCAN_EVERY === 0 ? [code, code] : [code]));
        for (const code of scans) {
          const startedAt = performance.now();
          const response = await fetch(`${server.url}/api/admins/check-ins`, {
            method: 'POST',
            headers,
            body: JSON.stringify({
              code: ticketQrText(code),
              event: eventId,
              gate: `Gate ${index + 1}`,
            }),
          });
          await response.arrayBuffer();
          latencies.push(performance.now() - startedAt);
          statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        }
      };
      await Promise.all(Array.from({ length: GATES }, (_, index) => gate(index)));

      const startedAt = performance.now();
      const sent = await fetch(`${server.url}/api/admins/events/${eventId}/messages`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          subject: SUBJECT,
          body: 'The gates open at 5 pm. Bring your ticket.',
          audience: 'confirmed',
        }),
      });
      if (sent.status !== 202) throw new Error(`message ${sent.status}: ${await sent.text()}`);
      const ofMessage = () => server.smtp.mails.filter((mail) => mail.subject === SUBJECT);
      const deadline = Date.now() + 120_000;
      while (ofMessage().length < REGISTRANTS && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      mailSeconds = (performance.now() - startedAt) / 1000;
      delivered = ofMessage().flatMap((mail) => mail.to);
      gateFigures = await offlineGates(server.url, headers, gateEvent, SCALE);
      peakRss = memory(server.pid, 'VmHWM');
    } finally {
      await server.stop();
    }

    const check = await openDatabase({ kind: 'postgres', url: databaseUrl });
    let checkedIn: number;
    try {
      const [row] = await queryRows<{ count: number }>(
        check.db,
        sql`select count(*)::int as count from check_ins c
            join registrations r on r.id = c.registration_id where r.event_id = ${eventId}`,
      );
      checkedIn = row?.count ?? -1;
    } finally {
      await check.close();
    }

    const sorted = latencies.toSorted((a, b) => a - b);
    const p95 = percentile(sorted, 95);
    const admitted = statuses.get(200) ?? 0;
    const refused = statuses.get(409) ?? 0;
    const rescans = Math.ceil(REGISTRANTS / GATES / RESCAN_EVERY) * GATES;
    const perSecond = delivered.length / mailSeconds;
    const once = new Set(delivered).size === delivered.length;
    console.log(
      `Check-in: ${latencies.length} scans at ${GATES} gates, p50 ${percentile(sorted, 50).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, max ${sorted.at(-1)?.toFixed(1)} ms; ${admitted} admitted, ${refused} refused as scanned already, ${checkedIn} checked in`,
    );
    console.log(
      `Mail queue: ${delivered.length} mails in ${mailSeconds.toFixed(2)} s (${new Set(delivered).size} addresses)`,
    );
    return [
      {
        name: `check-in p95 at ${GATES} gates, PostgreSQL (ms)`,
        value: p95.toFixed(1),
        target: `< ${P95_TARGET_MS}`,
        met: p95 < P95_TARGET_MS,
      },
      {
        name: 'tickets admitted / second scans refused / people checked in',
        value: `${admitted} / ${refused} / ${checkedIn}`,
        target: `${REGISTRANTS} / ${rescans} / ${REGISTRANTS}`,
        met: admitted === REGISTRANTS && refused === rescans && checkedIn === REGISTRANTS,
      },
      {
        name: 'message mails delivered through the queue (per s)',
        value: perSecond.toFixed(0),
        target: `>= ${MAILS_TARGET_PER_SECOND}, ${REGISTRANTS} once each`,
        met: perSecond >= MAILS_TARGET_PER_SECOND && delivered.length === REGISTRANTS && once,
      },
      ...gateFigures,
      {
        name: 'server peak memory, start to end of the event day (RSS)',
        value: `${(peakRss / 1024 / 1024).toFixed(0)} MB`,
        target: '<= 250 MB',
        met: peakRss > 0 && peakRss <= PEAK_RSS_TARGET,
      },
    ];
  });
}
