import { connect, createServer, type Server } from 'node:net';
import { Writable } from 'node:stream';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { openDatabase } from './db/client';
import { DatabaseUnreachableError, waitForDatabase } from './db/wait-for-database';
import { events } from './db/schema';
import { METRICS_MESSAGES } from './http/metrics';
import { Metrics } from './metrics';
import { REGISTRATION_MESSAGES } from './modules/registrations/service';
import { createMember } from './test/members';
import { individualForm } from './test/payments';
import { testPostgresServer } from './test/scratch-postgres';
import { freePort } from './test/server-process';
import { createTestApp, PRODUCTION_ENV, testConfig, type TestApp } from './test/test-app';
import { sample } from './test/prometheus';
import { createTestDatabase } from './test/test-database';

describe('GET /api/metrics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const scrape = async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/metrics' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    return response.body;
  };

  it('counts requests by route pattern and status, and times them', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    await t.app.inject({ method: 'GET', url: `/api/events/${missing}` });
    await t.app.inject({ method: 'GET', url: `/api/events/${missing}` });
    await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    const text = await scrape();
    const labels = { method: 'GET', route: '/api/events/:id', status: '404' };
    expect(sample(text, 'hostel_http_requests_total', labels)).toBe(2);
    expect(sample(text, 'hostel_http_request_duration_seconds_count', labels)).toBe(2);
    expect(
      sample(text, 'hostel_http_requests_total', { route: '(unmatched)', status: '404' }),
    ).toBe(1);
    // The raw path never becomes a label.
    expect(text).not.toContain(missing);
  });

  it('times database queries and counts mails and registrations by outcome', async () => {
    const member = await createMember(t, { email: 'meera@example.com', name: 'Meera Iyer' });
    const [event] = await t.database.db
      .insert(events)
      .values({ name: 'Quiz Night', maxParticipants: 1 })
      .returning();
    const other = await createMember(t, { email: 'ravi@example.com', name: 'Ravi Kulkarni' });
    const register = (who: typeof member) =>
      t.app.inject({
        method: 'POST',
        url: '/api/users/register',
        headers: { authorization: `Bearer ${who.token}` },
        payload: individualForm(who, event?.id ?? ''),
      });
    expect((await register(member)).statusCode).toBe(201);
    const full = await register(other);
    expect(full.json().message).toBe(REGISTRATION_MESSAGES.full);
    await t.app.inject({
      method: 'POST',
      url: '/api/user/signup',
      payload: { name: 'Kiran Rao', email: 'kiran@example.com' },
    });
    // The sign-up code, and Meera's confirmation once the job queue has sent it.
    await t.app.jobs.drain();
    expect(t.mailbox.sent).toHaveLength(2);

    const text = await scrape();
    expect(sample(text, 'hostel_registrations_total', { outcome: 'created' })).toBe(1);
    expect(sample(text, 'hostel_registrations_total', { outcome: 'refused' })).toBe(1);
    expect(sample(text, 'hostel_mails_total', { outcome: 'sent' })).toBe(2);
    expect(
      sample(text, 'hostel_db_query_duration_seconds_count', { outcome: 'ok' }),
    ).toBeGreaterThan(5);
    expect(sample(text, 'hostel_process_memory_bytes', { kind: 'rss' })).toBeGreaterThan(0);
  });

  it('reads gauges other modules register, such as a queue depth', async () => {
    let depth = 3;
    const metrics = new Metrics();
    metrics.registerGauge({
      name: 'hostel_job_queue_depth',
      help: 'Jobs waiting',
      labelNames: ['kind'],
      read: async () => [
        { labels: { kind: 'mail' }, value: depth },
        { labels: { kind: 'reminder' }, value: 1 },
      ],
    });
    expect(sample(await metrics.text(), 'hostel_job_queue_depth', { kind: 'mail' })).toBe(3);
    depth = 0;
    expect(sample(await metrics.text(), 'hostel_job_queue_depth', { kind: 'mail' })).toBe(0);
    expect(() =>
      metrics.registerGauge({ name: 'hostel_job_queue_depth', help: 'again', read: () => 1 }),
    ).toThrow();
  });

  it('reports the process: memory, CPU, and an event loop held up as lag', async () => {
    const metrics = new Metrics({ processMetrics: true });
    // A scrape sets a task and reports, at the next scrape, how late the loop ran it. Hold the
    // loop for 200 ms after the first.
    const first = metrics.text();
    const until = performance.now() + 200;
    while (performance.now() < until) {
      // Busy, as an overloaded instance would be.
    }
    await first;
    await new Promise((resolve) => setImmediate(resolve));
    const text = await metrics.text();
    expect(sample(text, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0.19);
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(sample(text, 'process_cpu_seconds_total')).toBeGreaterThan(0);
  });
});

describe('who may read the metrics', () => {
  const apps: TestApp[] = [];
  afterAll(() => Promise.all(apps.map((app) => app.close())));
  const appWith = async (env: Record<string, string>) => {
    const t = await createTestApp({ env });
    apps.push(t);
    return t;
  };
  const token = 'metrics-token-0123456789abcdef';

  it('needs METRICS_TOKEN as a bearer token when it is set', async () => {
    const t = await appWith({ METRICS_TOKEN: token });
    const get = (authorization?: string) =>
      t.app.inject({
        method: 'GET',
        url: '/api/metrics',
        headers: authorization ? { authorization } : {},
      });
    for (const refused of [undefined, 'Bearer wrong-token-0123456789abcdef', token]) {
      const response = await get(refused);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ message: METRICS_MESSAGES.unauthorized });
      expect(response.headers['www-authenticate']).toBe('Bearer realm="metrics"');
    }
    const allowed = await get(`Bearer ${token}`);
    expect(allowed.statusCode).toBe(200);
    expect(allowed.body).toContain('hostel_http_requests_total');
  });

  it('are off in production without METRICS_TOKEN: 404, as for an unknown path', async () => {
    const off = await appWith({ ...PRODUCTION_ENV });
    const response = await off.app.inject({ method: 'GET', url: '/api/metrics' });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('hostel_');
  });

  it('refuses a METRICS_TOKEN too short to be secret', () => {
    expect(() => testConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
  });
});

describe('request ids', () => {
  const lines: Array<Record<string, unknown>> = [];
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });

  const build = async (env: Record<string, string> = {}) => {
    const database = await createTestDatabase();
    const app = await buildApp({
      config: testConfig({ LOG_REQUESTS: 'true', ...env }),
      database,
      logger: { level: 'info', stream: logStream },
    });
    await app.ready();
    return { app, database };
  };

  it("keeps a trusted proxy's well-formed X-Request-Id and no one else's; logs it; gives it in a 500", async () => {
    const proxied = await build({ TRUST_PROXY: '1' });
    const direct = await build();
    try {
      const id = 'a3f1c2d4e5b60718293a4b5c6d7e8f90';
      const get = (app: typeof proxied.app, requestId: string) =>
        app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': requestId } });
      expect((await get(proxied.app, id)).headers['x-request-id']).toBe(id);
      expect(lines.some((line) => line.reqId === id)).toBe(true);
      const forged = 'x\n{"msg":"forged"}';
      expect((await get(proxied.app, forged)).headers['x-request-id']).not.toBe(forged);
      const own = (await get(direct.app, id)).headers['x-request-id'];
      expect(own).toMatch(/^[0-9a-f-]{36}$/);

      await direct.database.close();
      const broken = await direct.app.inject({ method: 'GET', url: '/api/events' });
      const brokenId = String(broken.headers['x-request-id']);
      expect(broken.statusCode).toBe(500);
      expect(broken.json().message).toContain(`reference ${brokenId}`);
      expect(lines.some((line) => line.reqId === brokenId && line.msg === 'request failed')).toBe(
        true,
      );
    } finally {
      for (const { app, database } of [proxied, direct]) {
        await app.close();
        await database.close();
      }
    }
  });
});

describe('GET /api/ready', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('is ready when the database answers, and not when it does not', async () => {
    t = await createTestApp();
    const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({
      status: 'ready',
      database: 'up',
      redis: 'not used',
      stopping: false,
    });
    await t.database.close();
    const down = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(down.statusCode).toBe(503);
    expect(down.json()).toMatchObject({ status: 'not ready', database: 'down' });
  });

  it('is not ready while Redis does not answer', async () => {
    const port = await freePort();
    t = await createTestApp({ env: { REDIS_URL: `redis://127.0.0.1:${port}` } });
    const answer = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(answer.statusCode).toBe(503);
    expect(answer.json()).toMatchObject({ status: 'not ready', database: 'up', redis: 'down' });
    // The cheap health check asks the database only.
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});

describe('waiting for PostgreSQL at start-up', () => {
  const servers: Server[] = [];
  afterAll(() => Promise.all(servers.map((s) => new Promise((done) => s.close(done)))));

  /** A port that forwards to the real PostgreSQL once `open()` is called, refusing before. */
  async function lateForwarder() {
    const port = await freePort();
    const target = new URL(testPostgresServer());
    const url = new URL(target);
    url.host = `127.0.0.1:${port}`;
    url.pathname = '/postgres';
    return {
      url: url.toString(),
      open: () => {
        const server = createServer((socket) => {
          const upstream = connect(Number(target.port || 5432), target.hostname);
          socket.pipe(upstream).pipe(socket);
          socket.on('error', () => upstream.destroy());
          upstream.on('error', () => socket.destroy());
        });
        servers.push(server);
        server.listen(port, '127.0.0.1');
      },
    };
  }

  it('waits until PostgreSQL accepts connections, saying what it waits for', async () => {
    const late = await lateForwarder();
    const database = await openDatabase({ kind: 'postgres', url: late.url, poolSize: 1 });
    const told: string[] = [];
    setTimeout(late.open, 1500);
    try {
      await waitForDatabase(database, {
        description: 'PostgreSQL at the test port',
        timeoutMs: 20_000,
        retryMs: 200,
        onWait: (message) => told.push(message),
      });
    } finally {
      await database.close();
    }
    expect(told[0]).toMatch(/^Waiting for PostgreSQL at the test port \(.*ECONNREFUSED.*\)/);
  });

  it('gives up after the wait with a message saying what to do', async () => {
    const port = await freePort();
    const database = await openDatabase({
      kind: 'postgres',
      url: `postgres://postgres@127.0.0.1:${port}/hostel`,
      poolSize: 1,
    });
    try {
      await expect(
        waitForDatabase(database, {
          description: 'PostgreSQL at the test port',
          timeoutMs: 600,
          retryMs: 200,
          onWait: () => undefined,
        }),
      ).rejects.toThrow(
        /did not accept connections within 1 s .*Start PostgreSQL or fix DATABASE_URL/,
      );
    } finally {
      await database.close();
    }
  });

  it('stops at once when the database does not exist', async () => {
    const url = new URL(testPostgresServer());
    url.pathname = '/hostel_no_such_database_for_wait_test';
    const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 1 });
    try {
      const waiting = waitForDatabase(database, {
        description: 'PostgreSQL',
        timeoutMs: 60_000,
        onWait: () => undefined,
      });
      await expect(waiting).rejects.toBeInstanceOf(DatabaseUnreachableError);
      await expect(waiting).rejects.toThrow(/does not exist/);
    } finally {
      await database.close();
    }
  });
});
