// Registrations: at least 120 capacity-checked registrations per second
// on one event against PostgreSQL, with the capacity never overshot.
import { performance } from 'node:perf_hooks';
import { eq, sql } from 'drizzle-orm';
import { openDatabase } from '../../src/server/db/client';
import { events, registrations } from '../../src/server/db/schema';
import { TokenService } from '../../src/server/http/tokens';
import { systemClock } from '../../src/server/clock';
import { startServer } from '../../e2e/server';
import type { Figure } from './figure';
import { createBenchMembers, type BenchMember } from './members';
import { withScratchPostgres } from './postgres';
import { cpuSeconds } from './server-process';

const CAPACITY = 1000;
const MEMBERS = 1500;
const CONCURRENCY = 20;
const TARGET_PER_SECOND = 120;
const JWT_SECRET = 'bench-secret-that-is-long-enough-for-hs256-signing';

type Member = BenchMember;

function registration(member: Member, eventId: string) {
  return {
    name: member.name,
    email: member.email,
    contact: '+91 98220 12345',
    hostel: 'Main Hostel',
    hostelAddress: 'Room 12, Block B',
    gender: 'F',
    event: eventId,
    registrationType: 'individual',
  };
}

/** Sends every member's registration, `CONCURRENCY` at a time; answers by status. */
async function registerAll(url: string, members: Member[], eventId: string) {
  const statuses = new Map<number, number>();
  let next = 0;
  const worker = async () => {
    while (next < members.length) {
      const member = members[next++] as Member;
      const response = await fetch(`${url}/api/users/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${member.token}` },
        body: JSON.stringify(registration(member, eventId)),
      });
      await response.arrayBuffer();
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
    }
  };
  const startedAt = performance.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return { statuses, seconds: (performance.now() - startedAt) / 1000 };
}

/**
 * A server on a scratch PostgreSQL database takes registrations from 1,500 members, 20 at a
 * time, for one free event with 1,000 places (plus a warm-up event). Every answer counts: each
 * one took the event's lock and checked its capacity, whether it was accepted or refused as full.
 */
export async function registrationThroughput(): Promise<Figure[]> {
  return withScratchPostgres('registrations', async (databaseUrl) => {
    const database = await openDatabase({ kind: 'postgres', url: databaseUrl });
    const tokens = new TokenService(JWT_SECRET, systemClock);
    let members: Member[];
    let eventId: string;
    let warmUpEventId: string;
    try {
      await database.migrate();
      const [event, warmUp] = await database.db
        .insert(events)
        .values(
          ['Hostel Cricket League', 'Warm-up Quiz'].map((name) => ({
            name,
            status: 'upcoming' as const,
            date: new Date(Date.now() + 30 * 24 * 3600 * 1000),
            maxParticipants: CAPACITY,
            allowedRegistrationTypes: ['individual' as const],
          })),
        )
        .returning({ id: events.id });
      if (!event || !warmUp) throw new Error('events not created');
      eventId = event.id;
      warmUpEventId = warmUp.id;
      const newcomers = Array.from({ length: MEMBERS }, (_, index) => ({
        name: `Bench Member ${index + 1}`,
        email: `member${index + 1}@bench.example`,
      }));
      members = await createBenchMembers(database.db, tokens, newcomers);
    } finally {
      await database.close();
    }

    const server = await startServer({
      DATABASE_URL: databaseUrl,
      JWT_SECRET,
      SEED_DEMO: 'false',
      RATE_LIMIT_PER_ADDRESS: '1000000',
    });
    let run: Awaited<ReturnType<typeof registerAll>>;
    let serverCpu: number;
    try {
      await registerAll(server.url, members.slice(0, 50), warmUpEventId);
      const cpuBefore = cpuSeconds(server.pid);
      run = await registerAll(server.url, members, eventId);
      serverCpu = cpuSeconds(server.pid) - cpuBefore;
    } finally {
      await server.stop();
    }

    const check = await openDatabase({ kind: 'postgres', url: databaseUrl });
    let stored: number;
    let counted: number;
    try {
      const [rows] = await check.db
        .select({ value: sql<number>`count(*)::int` })
        .from(registrations)
        .where(eq(registrations.eventId, eventId));
      const [row] = await check.db
        .select({ value: events.registrationCount })
        .from(events)
        .where(eq(events.id, eventId));
      stored = rows?.value ?? -1;
      counted = row?.value ?? -1;
    } finally {
      await check.close();
    }

    const accepted = run.statuses.get(201) ?? 0;
    const full = run.statuses.get(409) ?? 0;
    const answered = accepted + full;
    const perSecond = answered / run.seconds;
    const summary = [...run.statuses].map(([status, n]) => `${n} × ${status}`).join(', ');
    console.log(
      `Registrations: ${summary} in ${run.seconds.toFixed(2)} s; ${stored} stored, event counts ${counted}, capacity ${CAPACITY}`,
    );
    const cpuPerRegistration = ((serverCpu / answered) * 1000).toFixed(1);
    console.log(
      `Server CPU during the run: ${serverCpu.toFixed(2)} s, ${cpuPerRegistration} ms per answered registration (its jobs' work, mails and tickets, partly after the run)`,
    );
    return [
      {
        name: 'server CPU per answered registration during the run',
        value: `${cpuPerRegistration} ms`,
        target: '(none)',
        met: true,
      },
      {
        name: 'registrations on one event, PostgreSQL (per s)',
        value: perSecond.toFixed(0),
        target: `>= ${TARGET_PER_SECOND}`,
        met: perSecond >= TARGET_PER_SECOND && answered === MEMBERS,
      },
      {
        name: 'registrations stored / capacity',
        value: `${stored} / ${CAPACITY}`,
        target: 'equal, never over',
        met: stored === CAPACITY && counted === CAPACITY && accepted === CAPACITY,
      },
    ];
  });
}
