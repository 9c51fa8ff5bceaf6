import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from './clock';
import { openDatabase, queryRows, type DatabaseHandle } from './db/client';
import { TokenService } from './http/tokens';
import { callApi } from './test/http-client';
import { createMember, type TestMember } from './test/members';
import {
  createScratchDatabase,
  scratchLabel,
  testPostgresServer,
  type ScratchDatabase,
} from './test/scratch-postgres';
import { startServerProcess, type ServerProcess } from './test/server-process';
import { startSmtpListener, type SmtpListener } from './test/smtp-listener';

const SETUP_TIMEOUT_MS = 150_000;
const TEST_TIMEOUT_MS = 120_000;
const SWEEP_MS = 5 * 60_000;

/**
 * Two server processes on one PostgreSQL, each with its own job worker and a clock the test
 * moves: places are never overshot, and reminders go out once, whatever runs where.
 */
describe('the registration lifecycle on two instances', () => {
  const runId = randomBytes(4).toString('hex');
  const jwtSecret = randomBytes(32).toString('base64url');
  const adminPassword = randomBytes(12).toString('base64url');
  const dataDirs: string[] = [];
  const servers: ServerProcess[] = [];
  let scratch: ScratchDatabase;
  let database: DatabaseHandle;
  let smtp: SmtpListener;
  let a: ServerProcess;
  let b: ServerProcess;
  let tokens: TokenService;
  let adminToken: string;

  const startInstance = async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'hostel-lifecycle-'));
    dataDirs.push(dataDir);
    const server = await startServerProcess({
      env: {
        DATA_DIR: dataDir,
        DATABASE_URL: scratch.url,
        JWT_SECRET: jwtSecret,
        ADMIN_PASSWORD: adminPassword,
        SMTP_URL: smtp.url,
        SEED_DEMO: 'false',
        TEST_CLOCK: 'true',
        RATE_LIMIT_PER_ADDRESS: '10000',
      },
    });
    servers.push(server);
    return server;
  };

  beforeAll(async () => {
    scratch = await createScratchDatabase(testPostgresServer(), scratchLabel('lifecycle'));
    smtp = await startSmtpListener();
    [a, b] = await Promise.all([startInstance(), startInstance()]);
    database = await openDatabase({ kind: 'postgres', url: scratch.url, poolSize: 2 });
    tokens = new TokenService(jwtSecret, systemClock);
    const login = await callApi(a.url, 'POST', '/admins/login', {
      body: { username: 'admin', password: adminPassword },
    });
    adminToken = String(login.body.token);
  }, SETUP_TIMEOUT_MS);

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.kill('SIGKILL')));
    await database?.close();
    await scratch?.drop();
    await smtp?.close();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  }, SETUP_TIMEOUT_MS);

  const members = (count: number, label: string) =>
    Promise.all(
      Array.from({ length: count }, (_, i) =>
        createMember(
          { database, tokens },
          { name: `${label} ${i}`, email: `${label}-${i}-${runId}@example.com` },
        ),
      ),
    );

  const eventBody = (name: string, date: Date, extra: Record<string, unknown> = {}) => ({
    name,
    date: date.toISOString(),
    location: 'Main Lawn',
    allowedRegistrationTypes: ['individual'],
    ...extra,
  });

  async function createEvent(body: Record<string, unknown>) {
    const created = await callApi(a.url, 'POST', '/events', { token: adminToken, body });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    return String((created.body.event as { _id: string })._id);
  }

  const register = (server: ServerProcess, who: TestMember, eventId: string) =>
    callApi(server.url, 'POST', '/users/register', {
      token: who.token,
      body: {
        name: who.name,
        email: who.email,
        contact: '+91 98765 43210',
        hostel: 'Tilak Hostel',
        hostelAddress: 'Room 4',
        gender: 'M',
        event: eventId,
        registrationType: 'individual',
      },
    });

  const moveClock = (server: ServerProcess, advanceMs: number) =>
    callApi(server.url, 'POST', '/test/clock', { body: { advanceMs } });

  it(
    'never overshoots the places when both take registrations, cancellations and promotions at once',
    async () => {
      const inAWeek = new Date(Date.now() + 7 * 86_400_000);
      const eventId = await createEvent(
        eventBody(`Quiz Night ${runId}`, inAWeek, { maxParticipants: 4, waitlist: true }),
      );
      const crowd = await members(14, 'quiz');
      const answers = await Promise.all(
        crowd.map((who, i) => register(i % 2 === 0 ? a : b, who, eventId)),
      );
      expect(answers.map((answer) => answer.status)).toEqual(crowd.map(() => 201));
      const entries = answers.map((answer, i) => ({
        who: crowd[i] as TestMember,
        registration: answer.body.registration as { _id: string; status: string },
      }));
      // The line is in the order the registrations were stored, whichever instance took them.
      const stored = await queryRows<{ id: string }>(
        database.db,
        sql`select id from registrations where event_id = ${eventId} order by created_at, id`,
      );
      const inLine = (id: string) => stored.findIndex((row) => row.id === id);
      const confirmed = entries.filter((entry) => entry.registration.status === 'confirmed');
      const waiting = entries
        .filter((entry) => entry.registration.status === 'waitlisted')
        .sort((x, y) => inLine(x.registration._id) - inLine(y.registration._id));
      expect([confirmed.length, waiting.length]).toEqual([4, 10]);

      const cancel = (entry: (typeof entries)[number], i: number) =>
        callApi(
          (i % 2 === 0 ? b : a).url,
          'POST',
          `/registrations/${entry.registration._id}/cancel`,
          {
            token: entry.who.token,
          },
        );
      const raced = await Promise.all([
        ...confirmed.slice(0, 3).map(cancel),
        ...waiting.slice(4, 7).map(cancel),
        callApi(b.url, 'PUT', `/events/${eventId}`, {
          token: adminToken,
          body: eventBody(`Quiz Night ${runId}`, inAWeek, { maxParticipants: 6, waitlist: true }),
        }),
      ]);
      expect(raced.map((answer) => answer.status)).toEqual(raced.map(() => 200));

      const [counts] = await queryRows<{ taking: number; counted: number }>(
        database.db,
        sql`select (select count(*)::int from registrations
                    where event_id = ${eventId} and status in ('confirmed', 'awaiting_payment')) as taking,
                   (select registration_count from events where id = ${eventId}) as counted`,
      );
      expect(counts).toEqual({ taking: 6, counted: 6 });
      // The places went, in order, to the first in line who stayed.
      const stayed = waiting.filter((_, i) => i < 4 || i >= 7);
      const statuses = await queryRows<{ id: string; status: string }>(
        database.db,
        sql`select id, status from registrations where event_id = ${eventId}`,
      );
      const statusOf = (id: string) => statuses.find((row) => row.id === id)?.status;
      expect(stayed.map((entry) => statusOf(entry.registration._id))).toEqual([
        'confirmed',
        'confirmed',
        'confirmed',
        'confirmed',
        'confirmed',
        'waitlisted',
        'waitlisted',
      ]);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'reminds each registrant once, though both instances sweep and one restarts',
    async () => {
      const tomorrow = new Date(Date.now() + 20 * 3_600_000);
      const eventId = await createEvent(eventBody(`Morning Run ${runId}`, tomorrow));
      const runners = await members(3, 'runner');
      for (const [i, who] of runners.entries()) {
        expect((await register(i % 2 === 0 ? a : b, who, eventId)).status).toBe(201);
      }
      // A new sweep period on both instances: each offers the sweep, one runs it.
      await Promise.all([moveClock(a, SWEEP_MS), moveClock(b, SWEEP_MS)]);
      const isReminder = (mail: { subject: string }) =>
        mail.subject.startsWith(`Reminder: Morning Run ${runId}`);
      for (const who of runners) await smtp.waitForMail(who.email, isReminder, 60_000);

      // A restart lets the jobs in flight finish (a kill -9 in the middle of handing a mail to
      // the mail server may send it twice: decision record 13).
      await b.stop();
      b = await b.restart();
      servers.push(b);
      // Later periods on each instance (one apart): each runs a sweep that finds nothing new.
      await Promise.all([moveClock(a, 2 * SWEEP_MS), moveClock(b, 4 * SWEEP_MS)]);
      const sweepKeys = await Promise.all(
        [a, b].map(async (server) => {
          const now = String((await callApi(server.url, 'GET', '/test/clock')).body.now);
          return `registrations.reminder-sweep@${Math.floor(Date.parse(now) / SWEEP_MS)}`;
        }),
      );
      const sweepStates = async () =>
        (
          await queryRows<{ state: string }>(
            database.db,
            sql`select state from jobs where key in (${sql.join(
              sweepKeys.map((key) => sql`${key}`),
              sql`, `,
            )})`,
          )
        ).map((row) => row.state);
      await expect.poll(sweepStates, { timeout: 60_000, interval: 500 }).toEqual(['done', 'done']);
      const reminded = smtp.mails.filter(isReminder).flatMap((mail) => mail.to);
      expect(reminded.toSorted()).toEqual(runners.map((who) => who.email).toSorted());
    },
    TEST_TIMEOUT_MS,
  );
});
