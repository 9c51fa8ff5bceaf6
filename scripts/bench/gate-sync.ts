// The gate page offline (issue 29): 10 gates each send 500 scans made offline, in the page's
// batches of 100, all at once when the network returns (p95 of a batch under 1 s, each person
// admitted once, the scans two gates made of one ticket listed as conflicts); and the roster of
// 5,000 tickets the page downloads (under 250 KB on the wire, served under 1 s).
import { randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { performance } from 'node:perf_hooks';
import { ticketQrText } from '../../src/domain/lifecycle';
import type { Database } from '../../src/server/db/client';
import { events, people, registrations } from '../../src/server/db/schema';
import type { Figure } from './figure';

const TICKETS = 5_000;
const GATES = 10;
const SCANS_PER_GATE = 500;
/** Of each gate's scans, this many are of tickets the next gate scans too. */
const SHARED_PER_GATE = 50;
const BATCH = 100;
const BATCH_P95_TARGET_MS = 1_000;
const ROSTER_BYTES_TARGET = 250 * 1024;
const ROSTER_MS_TARGET = 1_000;

export interface GateEvent {
  id: string;
  codes: string[];
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

/** The event of the gates, starting in two hours, with its tickets (one person each). */
export async function seedGateEvent(db: Database, scale: number): Promise<GateEvent> {
  const tickets = Math.round(TICKETS / scale);
  const [event] = await db
    .insert(events)
    .values({
      name: 'Festival Night',
      date: new Date(Date.now() + 2 * 3_600_000),
      // Its reminders went out the day before (see event-day.ts).
      reminders: false,
    })
    .returning({ id: events.id });
  const id = event?.id ?? '';
  const emails = Array.from({ length: tickets }, (_, i) => `fan${i}@gate.bench.example`);
  const codes: string[] = [];
  for (let start = 0; start < tickets; start += 1_000) {
    const slice = emails.slice(start, start + 1_000);
    await db.insert(people).values(slice.map((email) => ({ email })));
    const rows = await db
      .insert(registrations)
      .values(
        slice.map((email, i) => ({
          eventId: id,
          name: `Festival Fan ${start + i}`,
          email,
          contact: `+91 90000 ${String(start + i).padStart(5, '0')}`,
          gender: 'M' as const,
          registrationType: 'individual' as const,
        })),
      )
      .returning({ code: registrations.ticketCode });
    codes.push(...rows.map((row) => row.code));
  }
  return { id, codes };
}

/** The bytes of an answer as they travel (compressed), and how long it took. */
function rawGet(url: string, headers: Record<string, string>) {
  return new Promise<{ status: number; bytes: number; ms: number }>((resolve, reject) => {
    const startedAt = performance.now();
    const request = httpRequest(url, { headers }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, bytes, ms: performance.now() - startedAt }),
      );
    });
    request.on('error', reject);
    request.end();
  });
}

export async function offlineGates(
  url: string,
  adminHeaders: Record<string, string>,
  event: GateEvent,
  scale: number,
): Promise<Figure[]> {
  const perGate = Math.round(SCANS_PER_GATE / scale);
  const shared = Math.round(SHARED_PER_GATE / scale);
  const own = perGate - shared;
  const passes: string[] = [];
  for (let gate = 0; gate < GATES; gate++) {
    const response = await fetch(`${url}/api/admins/events/${event.id}/gate-passes`, {
      method: 'POST',
      headers: adminHeaders,
      body: JSON.stringify({ label: `Gate ${gate + 1}` }),
    });
    if (response.status !== 201) throw new Error(`gate pass ${response.status}`);
    passes.push(new URL(((await response.json()) as { url: string }).url).hash.slice(1));
  }

  // The roster of every ticket, as a gate page downloads it.
  const roster = await rawGet(`${url}/api/gate/roster`, {
    authorization: `GatePass ${passes[0]}`,
    'accept-encoding': 'br, gzip',
  });
  if (roster.status !== 200) throw new Error(`roster ${roster.status}`);

  // Scans made offline over the last hour; gate i also scanned the first tickets of gate i + 1.
  const startedAt = Date.now() - 3_600_000;
  const scansOf = (gate: number) => {
    const mine = event.codes.slice(gate * own, (gate + 1) * own);
    const next = (gate + 1) % GATES;
    const theirs = event.codes.slice(next * own, next * own + shared);
    return [...mine, ...theirs].map((code, i) => ({
      id: randomUUID(),
      code: ticketQrText(code),
      // The neighbour's tickets later than the neighbour scanned them: they are the conflicts.
      scannedAt: new Date(startedAt + (i < own ? i : i + own) * 1_000).toISOString(),
      gate: `Gate ${gate + 1}`,
    }));
  };
  const latencies: number[] = [];
  const outcomes = new Map<string, number>();
  await Promise.all(
    passes.map(async (secret, gate) => {
      const scans = scansOf(gate);
      for (let start = 0; start < scans.length; start += BATCH) {
        const began = performance.now();
        const response = await fetch(`${url}/api/gate/check-ins`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `GatePass ${secret}` },
          body: JSON.stringify({ scans: scans.slice(start, start + BATCH) }),
        });
        const answer = (await response.json()) as { results?: Array<{ outcome: string }> };
        latencies.push(performance.now() - began);
        if (response.status !== 200) throw new Error(`batch ${response.status}`);
        for (const result of answer.results ?? []) {
          outcomes.set(result.outcome, (outcomes.get(result.outcome) ?? 0) + 1);
        }
      }
    }),
  );
  const [row] = await fetch(`${url}/api/admins/check-ins/summary`, { headers: adminHeaders })
    .then(
      (response) =>
        response.json() as Promise<
          Array<{ eventId: string; checkedIn: number; conflicts: unknown[] }>
        >,
    )
    .then((rows) => rows.filter((candidate) => candidate.eventId === event.id));
  const sorted = latencies.toSorted((a, b) => a - b);
  const p95 = percentile(sorted, 95);
  const people = GATES * own;
  const conflicts = GATES * shared;
  console.log(
    `Gate sync: ${latencies.length} batches of ${BATCH} from ${GATES} gates, p50 ${percentile(sorted, 50).toFixed(0)} ms, p95 ${p95.toFixed(0)} ms; ${outcomes.get('admitted') ?? 0} admitted, ${outcomes.get('conflict') ?? 0} conflicts; roster of ${event.codes.length} tickets: ${(roster.bytes / 1024).toFixed(0)} KB in ${roster.ms.toFixed(0)} ms`,
  );
  return [
    {
      name: `gate batch p95, ${GATES} gates x ${perGate} offline scans (ms)`,
      value: p95.toFixed(0),
      target: `< ${BATCH_P95_TARGET_MS}`,
      met: p95 < BATCH_P95_TARGET_MS,
    },
    {
      name: 'people checked in once / conflicts listed',
      value: `${row?.checkedIn ?? -1} / ${row?.conflicts.length ?? -1}`,
      target: `${people} / ${conflicts}`,
      met: row?.checkedIn === people && row.conflicts.length === conflicts,
    },
    {
      name: `roster of ${event.codes.length} tickets on the wire (KB)`,
      value: (roster.bytes / 1024).toFixed(0),
      target: `< ${ROSTER_BYTES_TARGET / 1024}`,
      met: roster.bytes < ROSTER_BYTES_TARGET,
    },
    {
      name: `roster of ${event.codes.length} tickets served (ms)`,
      value: roster.ms.toFixed(0),
      target: `< ${ROSTER_MS_TARGET}`,
      met: roster.ms < ROSTER_MS_TARGET,
    },
  ];
}
