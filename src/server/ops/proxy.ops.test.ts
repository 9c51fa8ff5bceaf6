import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { request as httpsRequest } from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_TOO_LARGE } from '@/domain/image-upload';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { queries } from '../db/schema';
import { startNginx, TEST_DOMAIN, type Nginx } from '../test/nginx';
import { sample } from '../test/prometheus';
import {
  proxyRequestOptions,
  readAnswer,
  throughProxy,
  type ProxyCall,
} from '../test/proxy-client';
import {
  createScratchDatabase,
  scratchLabel,
  testPostgresServer,
  type ScratchDatabase,
} from '../test/scratch-postgres';
import { startServerProcess, type ServerProcess } from '../test/server-process';
import { startSmtpListener, type SmtpListener } from '../test/smtp-listener';

// nginx from Debian's packages, with the shipped deploy/nginx/hostel.conf, in front of two
// production instances on PostgreSQL and Redis, as docs/operations.md's walkthrough sets them up.
const CLIENT_INDEX = fileURLToPath(new URL('../../../dist/client/index.html', import.meta.url));
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const ACCOUNT_LIMIT = 3;
const TOO_MANY = 'Too many attempts. Please wait a few minutes and try again.';

/** A multipart body with one file, as a browser's form sends it. */
function multipart(file: Buffer, name: string) {
  const boundary = `----hostel${randomBytes(8).toString('hex')}`;
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n` +
        'Content-Type: image/png\r\n\r\n',
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

describe('nginx with deploy/nginx/hostel.conf in front of two instances', () => {
  const runId = randomBytes(4).toString('hex');
  const keyPrefix = `hostel-proxy-${runId}:`;
  const adminPassword = randomBytes(12).toString('base64url');
  const metricsToken = randomBytes(24).toString('hex');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hostel-proxy-'));
  let redis: Redis;
  let scratch: ScratchDatabase;
  let database: DatabaseHandle;
  let smtp: SmtpListener;
  let nginx: Nginx;
  const instances: ServerProcess[] = [];
  let adminToken = '';

  const call = (request: ProxyCall) => throughProxy(nginx, request);
  const output = () => instances.map((instance) => instance.output()).join('\n');

  beforeAll(async () => {
    if (!existsSync(CLIENT_INDEX)) throw new Error('Run `npm run build` first: pages need it.');
    redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 0 });
    await redis.connect();
    scratch = await createScratchDatabase(testPostgresServer(), scratchLabel('proxy'));
    smtp = await startSmtpListener();
    const env = {
      NODE_ENV: 'production',
      LOG_LEVEL: 'info',
      LOG_REQUESTS: 'true',
      TRUST_PROXY: '1',
      SITE_URL: `https://${TEST_DOMAIN}`,
      DATA_DIR: dataDir,
      DATABASE_URL: scratch.url,
      REDIS_URL: redisUrl,
      REDIS_KEY_PREFIX: keyPrefix,
      JWT_SECRET: randomBytes(36).toString('base64url'),
      ADMIN_PASSWORD: adminPassword,
      SMTP_URL: smtp.url,
      METRICS_TOKEN: metricsToken,
      RATE_LIMIT_PER_ACCOUNT: String(ACCOUNT_LIMIT),
    };
    instances.push(
      ...(await Promise.all([startServerProcess({ env }), startServerProcess({ env })])),
    );
    nginx = await startNginx([instances[0]?.port ?? 0, instances[1]?.port ?? 0]);
    database = await openDatabase({ kind: 'postgres', url: scratch.url, poolSize: 2 });

    const login = await call({
      method: 'POST',
      path: '/api/admins/login',
      from: '127.0.0.5',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: adminPassword }),
    });
    expect(login.status).toBe(200);
    adminToken = String(login.json().token);
  }, 180_000);

  afterAll(async () => {
    await nginx?.stop();
    await Promise.all(instances.map((instance) => instance.kill('SIGKILL')));
    await database?.close();
    await scratch?.drop();
    if (redis) {
      const keys = await redis.keys(`${keyPrefix}*`);
      if (keys.length > 0) await redis.del(...keys);
      redis.disconnect();
    }
    await smtp?.close();
    rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  it('serves pages and the API over HTTPS, with HSTS and the proxy’s request id', async () => {
    const page = await call({ path: '/about' });
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.text).toContain('Hostel Community');
    expect(page.headers['strict-transport-security']).toMatch(/max-age=\d+/);

    const api = await call({ path: '/api/events' });
    expect(api.status).toBe(200);
    expect(Array.isArray(JSON.parse(api.text))).toBe(true);
    expect(api.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    // nginx's $request_id: the same id in its log and in the site's.
    const requestId = String(api.headers['x-request-id']);
    expect(requestId).toMatch(/^[0-9a-f]{32}$/);
    expect(output()).toContain(requestId);
  });

  it('redirects HTTP to HTTPS, without HSTS on the plain answer', async () => {
    const answer = await call({ path: '/events?from=poster', plain: true });
    expect(answer.status).toBe(301);
    expect(answer.headers.location).toBe(`https://${TEST_DOMAIN}/events?from=poster`);
    expect(answer.headers['strict-transport-security']).toBeUndefined();
  });

  it('counts failed logins against the visitor’s own address, whatever X-Forwarded-For says', async () => {
    const email = `nobody-${runId}@example.com`;
    const attempt = (from: string, forwardedFor?: string) =>
      call({
        method: 'POST',
        path: '/api/user/login',
        from,
        headers: {
          'content-type': 'application/json',
          ...(forwardedFor && { 'x-forwarded-for': forwardedFor }),
        },
        body: JSON.stringify({ email, password: 'wrong-password-1' }),
      });
    for (let i = 0; i < ACCOUNT_LIMIT; i++) expect((await attempt('127.0.0.2')).status).toBe(401);
    const refused = await attempt('127.0.0.2');
    expect(refused.status).toBe(429);
    expect(refused.json().message).toBe(TOO_MANY);
    // Another visitor is not refused: the site sees two addresses, not the proxy's one.
    expect((await attempt('127.0.0.3')).status).toBe(401);
    // A forged header changes nothing for the first visitor...
    expect((await attempt('127.0.0.2', '203.0.113.9')).status).toBe(429);
    // ...and cannot put the blame on someone else.
    expect((await attempt('127.0.0.4', '127.0.0.2')).status).toBe(401);
  }, 60_000);

  it('streams a large upload to the site as it arrives, and lets the site refuse one too large', async () => {
    const picture = await sharp({
      create: {
        width: 1200,
        height: 1100,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma: 60 },
      },
    })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(picture.length).toBeGreaterThan(3_500_000);
    const { body, contentType } = multipart(picture, 'hall.png');
    const probe = `probe-${randomBytes(6).toString('hex')}`;
    const answer = new Promise<Awaited<ReturnType<typeof readAnswer>>>((resolve, reject) => {
      const request = httpsRequest(
        proxyRequestOptions(nginx, {
          method: 'POST',
          path: `/api/about-sections/upload?${probe}`,
          from: '127.0.0.5',
          headers: {
            authorization: `Bearer ${adminToken}`,
            'content-type': contentType,
            'content-length': String(body.length),
          },
        }),
        (response) => readAnswer(response).then(resolve, reject),
      );
      request.on('error', reject);
      // The first megabyte only: the site must see the request before the rest is sent.
      request.write(body.subarray(0, 1024 * 1024));
      void expect
        .poll(() => output().includes(probe), { timeout: 20_000, interval: 100 })
        .toBe(true)
        .then(
          () => request.end(body.subarray(1024 * 1024)),
          (error: unknown) => {
            request.destroy();
            reject(error instanceof Error ? error : new Error(String(error)));
          },
        );
    });
    const stored = await answer;
    expect(stored.status).toBe(201);
    const imageUrl = String(stored.json().imageUrl);
    const image = await call({ path: imageUrl.startsWith('/api') ? imageUrl : `/api${imageUrl}` });
    expect(image.status).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');

    const tooLarge = multipart(randomBytes(6 * 1024 * 1024), 'huge.png');
    const refused = await call({
      method: 'POST',
      path: '/api/about-sections/upload',
      from: '127.0.0.5',
      headers: { authorization: `Bearer ${adminToken}`, 'content-type': tooLarge.contentType },
      body: tooLarge.body,
    }).catch((error: unknown) => ({ error }));
    // The site's own answer, with its message: nginx let the body through to it.
    expect(refused).toMatchObject({ status: 413 });
    if ('json' in refused) expect(refused.json().message).toBe(IMAGE_TOO_LARGE);
    expect(nginx.errorLog()).not.toMatch(/buffered to a temporary file/);
  }, 90_000);

  it('streams a CSV export to a slow reader without holding it in nginx', async () => {
    const rows = 12_000;
    const message = 'Is the mess open on Sunday evenings during the Ganesh festival? '.repeat(3);
    for (let start = 0; start < rows; start += 2000) {
      await database.db.insert(queries).values(
        Array.from({ length: 2000 }, (_, i) => ({
          name: `Parent ${start + i}`,
          email: `parent-${start + i}@example.com`,
          message,
        })),
      );
    }
    const csv = await new Promise<string>((resolve, reject) => {
      const request = httpsRequest(
        proxyRequestOptions(nginx, {
          path: '/api/admins/exports/queries.csv',
          from: '127.0.0.5',
          headers: { authorization: `Bearer ${adminToken}` },
        }),
        (response) => {
          expect(response.statusCode).toBe(200);
          const chunks: Buffer[] = [];
          let paused = false;
          response.on('data', (chunk: Buffer) => {
            chunks.push(chunk);
            if (paused) return;
            // A reader that stops for a while after the first rows: a long request.
            paused = true;
            response.pause();
            setTimeout(() => response.resume(), 3000);
          });
          response.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
          response.on('error', reject);
        },
      );
      request.on('error', reject);
      request.end();
    });
    const lines = csv.trim().split('\n');
    expect(lines).toHaveLength(rows + 1);
    expect(lines.at(-1)).toContain('parent-');
    expect(csv.length).toBeGreaterThan(2_000_000);
    expect(nginx.errorLog()).not.toMatch(/buffered to a temporary file/);
  }, 90_000);

  it('restarts each instance in turn while visitors keep using the site, failing no request', async () => {
    const failures: string[] = [];
    let answered = 0;
    let running = true;
    const visitor = async (from: string, n: number) => {
      for (let i = 0; running; i++) {
        const request: ProxyCall =
          i % 3 === 2
            ? {
                method: 'POST',
                path: '/api/queries',
                from,
                headers: { 'content-type': 'application/json' },
                body: JSON.stringify({
                  name: `Visitor ${n}`,
                  email: `visitor-${n}-${i}-${runId}@example.com`,
                  message: `Question ${i} from visitor ${n}`,
                }),
              }
            : { path: i % 3 === 0 ? '/api/events' : '/', from };
        try {
          const answer = await call(request);
          if (answer.status >= 400)
            failures.push(`${request.path}: ${answer.status} ${answer.text.slice(0, 200)}`);
          else answered++;
        } catch (error) {
          failures.push(`${request.path}: ${String(error)}`);
        }
      }
    };
    const visitors = ['127.0.0.11', '127.0.0.12', '127.0.0.13', '127.0.0.14'].map(visitor);
    const restart = async (index: number) => {
      const instance = instances[index];
      if (!instance) throw new Error('no instance');
      const before = answered;
      await expect.poll(() => answered > before + 10, { timeout: 30_000 }).toBe(true);
      const exit = await instance.stop();
      expect(exit.code).toBe(0);
      const restarted = await instance.restart();
      instances[index] = restarted;
      // As an operator does: the next instance stops only once this one serves again.
      await expect
        .poll(() => /"url":"\/api\/events"/.test(restarted.output()), { timeout: 30_000 })
        .toBe(true);
    };
    try {
      await restart(0);
      await restart(1);
      const before = answered;
      await expect.poll(() => answered > before + 30, { timeout: 30_000 }).toBe(true);
    } finally {
      running = false;
      await Promise.all(visitors);
    }
    expect(
      failures,
      nginx
        .errorLog()
        .split('\n')
        .filter((line) => /\[(error|warn|crit)\]/.test(line))
        .join('\n'),
    ).toEqual([]);

    // Each instance reports the traffic it served, read directly as Prometheus does.
    for (const instance of instances) {
      const scraped = await fetch(`${instance.url}/api/metrics`, {
        headers: { authorization: `Bearer ${metricsToken}` },
      });
      expect(scraped.status).toBe(200);
      const text = await scraped.text();
      expect(
        sample(text, 'hostel_http_requests_total', { route: '/api/events', status: '200' }),
      ).toBeGreaterThan(0);
    }
    // ...and never through the proxy.
    expect((await call({ path: '/api/metrics' })).status).toBe(404);
  }, 180_000);
});
