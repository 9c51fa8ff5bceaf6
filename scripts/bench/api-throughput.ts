import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import type { EventStatus, RegistrationType } from '../../src/domain/constants';
import { openDatabase } from '../../src/server/db/client';
import { events } from '../../src/server/db/schema';
import { startServer } from '../../e2e/server';
import type { Figure } from './figure';

const EVENT_COUNT = 200;
const RATIO_TARGET = 80;
const SECONDS = 10;
const CONNECTIONS = 10;

const KINDS = [
  'Cricket Tournament',
  'Football League',
  'Badminton Doubles',
  'Table Tennis Open',
  'Chess Championship',
  'Carrom Night',
  'Quiz Evening',
  'Debate',
  'Blood Donation Camp',
  'Tree Plantation Drive',
  'Coding Hackathon',
  'Photography Walk',
  'Rangoli Competition',
  'Cultural Night',
  'Marathon',
  'Alumni Meet',
];
const PLACES = [
  'Hostel Ground',
  'Common Room, Block A',
  'Mess Hall',
  'Library Seminar Room',
  'Terrace, Block C',
  'Auditorium',
  'Shaniwar Wada (meeting point)',
];
const ORGANIZERS = [
  'Sports Committee, Senior Students Association',
  'Cultural Committee',
  'Social Service Cell',
  'Technical Club',
  'Alumni Relations',
];

/** Deterministic pseudo-random numbers, so every bench run measures the same data. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

function pick<T>(items: readonly T[], next: () => number): T {
  return items[Math.floor(next() * items.length)] as T;
}

/** 200 events a few years' worth of hostel life might hold: past, upcoming and undated. */
function realisticEvents(now: Date): Array<typeof events.$inferInsert> {
  const next = random(42);
  const day = 24 * 60 * 60 * 1000;
  return Array.from({ length: EVENT_COUNT }, (_, index) => {
    const kind = pick(KINDS, next);
    const offsetDays = Math.round(next() * 900) - 700;
    const undated = next() < 0.05;
    const date = undated ? null : new Date(now.getTime() + offsetDays * day + 10 * 3600 * 1000);
    const status: EventStatus =
      date === null || offsetDays > 0 ? 'upcoming' : offsetDays === 0 ? 'ongoing' : 'completed';
    const types: RegistrationType[] =
      next() < 0.4 ? ['individual'] : next() < 0.5 ? ['team'] : ['individual', 'team'];
    const fee = next() < 0.35 ? 0 : Math.round(next() * 20) * 50;
    const organizer = pick(ORGANIZERS, next);
    return {
      name: `${kind} ${2023 + Math.floor(index / 70)} #${index + 1}`,
      description:
        `The ${kind.toLowerCase()} of the season, open to every resident. ` +
        'Register before the deadline; places are limited and go in order of registration. '.repeat(
          1 + Math.floor(next() * 3),
        ),
      date,
      deadline: date && next() < 0.8 ? new Date(date.getTime() - 5 * day) : null,
      location: pick(PLACES, next),
      maxParticipants: next() < 0.3 ? 0 : 8 + Math.floor(next() * 120),
      prizeDetails: next() < 0.5 ? '' : `Trophy and ₹${(1 + Math.floor(next() * 10)) * 1000}`,
      organizer,
      contactInfo: `Coordinator ${index + 1}, +91 98${String(10_000_000 + index * 7919).slice(0, 8)}`,
      additionalNotes: next() < 0.5 ? '' : 'Bring your hostel ID card.',
      status,
      allowedRegistrationTypes: types,
      amountIndividual: types.includes('individual') ? fee : 0,
      amountTeam: types.includes('team') ? fee * 5 : 0,
    };
  });
}

/** A migrated embedded database holding the events, in a fresh folder. */
async function prepareDataDir(): Promise<string> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hostel-bench-'));
  const database = await openDatabase({ kind: 'pglite', dataDir });
  try {
    await database.migrate();
    await database.db.insert(events).values(realisticEvents(new Date()));
  } finally {
    await database.close();
  }
  return dataDir;
}

/** What Chromium asks for: a browser's requests carry it, autocannon's only when told. */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd' };

async function requestsPerSecond(
  url: string,
  seconds = SECONDS,
  headers: Record<string, string> = {},
): Promise<number> {
  const result = await autocannon({
    url,
    headers,
    connections: CONNECTIONS,
    pipelining: 1,
    duration: seconds,
  });
  if (result.errors || result.timeouts || result.non2xx) {
    throw new Error(
      `${url}: ${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx answers`,
    );
  }
  return result.requests.average;
}

/**
 * Throughput of `GET /api/events` with 200 events against the same server's health route,
 * measured side by side (health, events, health again, the two health runs averaged).
 */
export async function apiThroughput(): Promise<Figure[]> {
  const dataDir = await prepareDataDir();
  try {
    const server = await startServer({ SEED_DEMO: 'false', DATA_DIR: dataDir });
    try {
      const health = `${server.url}/api/health`;
      const list = `${server.url}/api/events`;
      const body = await (await fetch(list)).text();
      const answer = JSON.parse(body) as unknown[];
      if (!Array.isArray(answer) || answer.length !== EVENT_COUNT) {
        throw new Error(`GET /api/events answered ${JSON.stringify(answer).slice(0, 200)}`);
      }

      // Warm up both routes (JIT, serializers, database cache); not counted.
      await requestsPerSecond(health, 3);
      await requestsPerSecond(list, 3);
      await requestsPerSecond(list, 3, BROWSER_HEADERS);

      // Each client kind side by side with health runs before and after it.
      const clients = [
        { kind: 'uncompressed', headers: {} },
        { kind: 'as browsers ask (Brotli)', headers: BROWSER_HEADERS },
      ];
      const figures: Figure[] = [];
      for (const { kind, headers } of clients) {
        const healthBefore = await requestsPerSecond(health, SECONDS, headers);
        const eventsRate = await requestsPerSecond(list, SECONDS, headers);
        const healthAfter = await requestsPerSecond(health, SECONDS, headers);
        const healthRate = (healthBefore + healthAfter) / 2;
        const ratio = (eventsRate / healthRate) * 100;
        console.log(
          `API throughput, ${kind}: health ${healthBefore.toFixed(0)} then ${healthAfter.toFixed(0)} req/s, events ${eventsRate.toFixed(0)} req/s (${(Buffer.byteLength(body) / 1024).toFixed(0)} KB of JSON each)`,
        );
        figures.push(
          {
            name: `GET /api/health, ${kind} (req/s)`,
            value: healthRate.toFixed(0),
            target: '(none)',
            met: true,
          },
          {
            name: `GET /api/events, ${EVENT_COUNT} events, ${kind} (req/s)`,
            value: eventsRate.toFixed(0),
            target: '(none)',
            met: true,
          },
          {
            name: `events vs health throughput, ${kind}`,
            value: `${ratio.toFixed(1)}%`,
            target: `>= ${RATIO_TARGET}%`,
            met: ratio >= RATIO_TARGET,
          },
        );
      }
      return figures;
    } finally {
      await server.stop();
    }
  } finally {
    // startServer removes only the folder it made itself, not the one passed as DATA_DIR.
    rmSync(dataDir, { recursive: true, force: true });
  }
}
