import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from './clock';
import { openDatabase, type DatabaseHandle } from './db/client';
import { events, registrations } from './db/schema';
import { TokenService } from './http/tokens';
import { REGISTRATION_MESSAGES } from './modules/registrations/service';
import { callApi, type ApiAnswer } from './test/http-client';
import { createMember } from './test/members';
import { individualForm } from './test/payments';
import {
  createScratchDatabase,
  scratchLabel,
  testPostgresServer,
  type ScratchDatabase,
} from './test/scratch-postgres';
import { startServerProcess, type ServerProcess } from './test/server-process';
import { startSmtpListener, type SmtpListener } from './test/smtp-listener';

// Always PostgreSQL and Redis: the server of TEST_POSTGRES_URL, else of TEST_DATABASE_URL, else
// this machine's; Redis at TEST_REDIS_URL, else this machine's. Unreachable means failed.
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

const ACCOUNT_LIMIT = 6;
const TOO_MANY = 'Too many attempts. Please wait a few minutes and try again.';
const SETUP_TIMEOUT_MS = 150_000;
const TEST_TIMEOUT_MS = 60_000;

async function connectRedis(url: string): Promise<Redis> {
  const redis = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 3_000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  // The connection's own error says why (refused, unknown host); ioredis would print it too.
  let reason: unknown;
  redis.on('error', (error) => void (reason = error));
  try {
    await redis.connect();
    await redis.ping();
    return redis;
  } catch (error) {
    redis.disconnect();
    throw new Error(
      `Redis is not reachable at ${url} (${String(reason ?? error)}). ` +
        'The two-instance test needs Redis: start it, or set TEST_REDIS_URL.',
      { cause: error },
    );
  }
}

async function keysMatching(redis: Redis, pattern: string): Promise<string[]> {
  const found: string[] = [];
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', pattern, 'COUNT', 500);
    found.push(...keys);
    cursor = next;
  } while (cursor !== '0');
  return found;
}

/** The registration count the events list shows for one event. */
const listedCount = (list: ApiAnswer, eventId: string) =>
  (list.body.items as Array<{ _id: string; registrationCount: number }>).find(
    (event) => event._id === eventId,
  )?.registrationCount;

describe('two server processes on one PostgreSQL, counting rate limits in Redis', () => {
  const runId = randomBytes(4).toString('hex');
  const keyPrefix = `hostel-test-${runId}:`;
  const jwtSecret = randomBytes(32).toString('base64url');
  const adminPassword = randomBytes(12).toString('base64url');
  const dataDirs: string[] = [];
  const servers: ServerProcess[] = [];
  // Set by beforeAll; afterAll cleans up whatever it got to.
  let redis: Redis;
  let scratch: ScratchDatabase;
  let database: DatabaseHandle;
  let smtp: SmtpListener;
  let a: ServerProcess;
  let b: ServerProcess;
  let tokens: TokenService;

  const adminToken = async (server: ServerProcess) => {
    const login = await callApi(server.url, 'POST', '/admins/login', {
      body: { username: 'admin', password: adminPassword },
    });
    expect(login.status).toBe(200);
    return String(login.body.token);
  };

  const createEvent = async (server: ServerProcess, name: string, maxParticipants: number) => {
    const created = await callApi(server.url, 'POST', '/events', {
      token: await adminToken(server),
      body: {
        name,
        maxParticipants,
        deadline: new Date(Date.now() + 7 * 86_400_000).toISOString(),
      },
    });
    expect(created.status).toBe(201);
    return String((created.body.event as { _id: string })._id);
  };

  beforeAll(async () => {
    redis = await connectRedis(redisUrl);
    scratch = await createScratchDatabase(testPostgresServer(), scratchLabel('two_instances'));
    smtp = await startSmtpListener();
    const startInstance = async () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'hostel-instance-'));
      dataDirs.push(dataDir);
      const server = await startServerProcess({
        env: {
          DATA_DIR: dataDir,
          DATABASE_URL: scratch.url,
          REDIS_URL: redisUrl,
          REDIS_KEY_PREFIX: keyPrefix,
          JWT_SECRET: jwtSecret,
          ADMIN_PASSWORD: adminPassword,
          SMTP_URL: smtp.url,
          SEED_DEMO: 'false',
          RATE_LIMIT_PER_ACCOUNT: String(ACCOUNT_LIMIT),
        },
      });
      servers.push(server);
      return server;
    };
    // Both at once on the new database: they take turns to migrate it and create the admin.
    [a, b] = await Promise.all([startInstance(), startInstance()]);
    database = await openDatabase({ kind: 'postgres', url: scratch.url, poolSize: 2 });
    tokens = new TokenService(jwtSecret, systemClock);
  }, SETUP_TIMEOUT_MS);

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.kill('SIGKILL')));
    await database?.close();
    await scratch?.drop();
    const keys = redis ? await keysMatching(redis, `${keyPrefix}*`) : [];
    if (keys.length > 0) await redis.del(...keys);
    redis?.disconnect();
    await smtp?.close();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  }, SETUP_TIMEOUT_MS);

  it(
    'shows a sign-up and a registration made through one instance through the other',
    async () => {
      const email = `meera-${runId}@example.com`;
      // Sign-up started on A, the code checked on B, the password set on A.
      expect(
        (await callApi(a.url, 'POST', '/user/signup', { body: { name: 'Meera Iyer', email } }))
          .status,
      ).toBe(200);
      const mail = await smtp.waitForMail(email, (m) => /sign-up code/i.test(m.subject));
      const otp = /\b(\d{6})\b/.exec(mail.text)?.[1];
      const verified = await callApi(b.url, 'POST', '/user/verify-otp', { body: { email, otp } });
      expect(verified.status).toBe(200);
      const { signupTicket } = verified.body;
      const password = 'meera-pass-2026';
      expect(
        (
          await callApi(a.url, 'POST', '/user/set-password', {
            body: { email, password, signupTicket },
          })
        ).status,
      ).toBe(201);

      const login = await callApi(b.url, 'POST', '/user/login', { body: { email, password } });
      expect(login.status).toBe(200);
      const token = String(login.body.token);
      const eventId = await createEvent(a, `Rangoli Contest ${runId}`, 5);
      // B lists the new event, and keeps the list.
      await expect
        .poll(async () => listedCount(await callApi(b.url, 'GET', '/events'), eventId))
        .toBe(0);

      const registered = await callApi(a.url, 'POST', '/users/register', {
        token,
        body: individualForm({ name: 'Meera Iyer', email }, eventId),
      });
      expect(registered.status).toBe(201);
      const registrationId = (registered.body.registration as { _id: string })._id;

      const own = await callApi(b.url, 'GET', '/users/registrations', { token });
      expect(own.status).toBe(200);
      expect(own.body.items).toEqual([
        expect.objectContaining({
          _id: registrationId,
          email,
          event: expect.objectContaining({ _id: eventId }),
        }),
      ]);

      const adminList = await callApi(b.url, 'GET', `/admins/registrations?event=${eventId}`, {
        token: await adminToken(b),
      });
      expect(adminList.status).toBe(200);
      expect(adminList.body.items).toEqual([
        expect.objectContaining({
          _id: registrationId,
          email,
          studentId: registered.body.studentId,
        }),
      ]);
      const event = await callApi(b.url, 'GET', `/events/${eventId}`);
      expect(event.body.registrationCount).toBe(1);
      // B keeps its events list cached; the database tells it of A's change.
      await expect
        .poll(async () => {
          const list = await callApi(b.url, 'GET', '/events');
          return listedCount(list, eventId);
        })
        .toBe(1);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'stores exactly the capacity when both take registrations for one event at once',
    async () => {
      const capacity = 20;
      // Each instance registers someone first: a cold one, still loading its code, would leave
      // every place of the burst to the other.
      const warmUp = await createEvent(b, `Warm-up ${runId}`, 0);
      for (const [index, server] of [a, b].entries()) {
        const member = await createMember(
          { database, tokens },
          { name: `Warm-up ${index}`, email: `warm-up-${index}-${runId}@example.com` },
        );
        const warm = await callApi(server.url, 'POST', '/users/register', {
          token: member.token,
          body: individualForm(member, warmUp),
        });
        expect(warm.status).toBe(201);
      }
      const eventId = await createEvent(b, `Tug of War ${runId}`, capacity);
      const members = await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          createMember(
            { database, tokens },
            { name: `Runner ${i}`, email: `runner-${i}-${runId}@example.com` },
          ),
        ),
      );

      const answers = await Promise.all(
        members.map((member, i) =>
          callApi(i % 2 === 0 ? a.url : b.url, 'POST', '/users/register', {
            token: member.token,
            body: individualForm(member, eventId),
          }),
        ),
      );

      const accepted = answers.filter((answer) => answer.status === 201);
      const refused = answers.filter((answer) => answer.status !== 201);
      expect(accepted).toHaveLength(capacity);
      expect(refused.map((answer) => [answer.status, answer.body.message])).toEqual(
        Array.from({ length: 40 - capacity }, () => [409, REGISTRATION_MESSAGES.full]),
      );
      // Both instances took part in the accepted ones, or this shows nothing about two.
      const acceptedBy = new Set(
        answers.flatMap((answer, i) => (answer.status === 201 ? [i % 2] : [])),
      );
      expect(acceptedBy.size).toBe(2);

      const [stored] = await database.db
        .select({ rows: sql<number>`count(*)::int` })
        .from(registrations)
        .where(eq(registrations.eventId, eventId));
      const [event] = await database.db.select().from(events).where(eq(events.id, eventId));
      expect(stored?.rows).toBe(capacity);
      expect(event?.registrationCount).toBe(capacity);
      for (const server of [a, b]) {
        const shown = await callApi(server.url, 'GET', `/events/${eventId}`);
        expect(shown.body.registrationCount).toBe(capacity);
      }
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'counts failed logins on one account through both instances together',
    async () => {
      const member = await createMember(
        { database, tokens },
        { name: 'Kabir Shah', email: `kabir-${runId}@example.com`, password: 'kabir-pass-2026' },
      );
      const login = (server: ServerProcess, password: string) =>
        callApi(server.url, 'POST', '/user/login', { body: { email: member.email, password } });

      // Half the allowance on each instance: each alone would still allow more.
      const failed = [];
      for (const server of [a, a, a, b, b, b]) failed.push((await login(server, 'guess')).status);
      expect(failed).toEqual(Array.from({ length: ACCOUNT_LIMIT }, () => 401));

      for (const server of [a, b]) {
        const blocked = await login(server, member.password);
        expect(blocked.status).toBe(429);
        expect(blocked.body.message).toBe(TOO_MANY);
        expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
      }

      // The shared counter lives under this run's prefix, apart from other sites and runs; the
      // refusals were given back.
      const counters = await keysMatching(
        redis,
        `${keyPrefix}login-throttle:login:address:*:account:${member.email}`,
      );
      expect(counters).toHaveLength(1);
      expect(Number(await redis.get(counters[0] ?? ''))).toBe(ACCOUNT_LIMIT);
    },
    TEST_TIMEOUT_MS,
  );
});
