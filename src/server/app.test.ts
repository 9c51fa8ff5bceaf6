import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteConfigSchema } from '../domain/site-config';
import { createTestApp, PRODUCTION_ENV, type TestApp } from './test/test-app';

function fakeClientBuild(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'hostel-client-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<html><head><title>%SITE_NAME%</title><meta name="site-timezone" content="%SITE_TIMEZONE%"></head><body></body></html>',
  );
  writeFileSync(
    path.join(dir, 'gate.html'),
    '<html><head><title>Gate · %SITE_NAME%</title></head><body><h1>Gate check-in</h1><script type="module" src="/assets/gate-abc123.js"></script></body></html>',
  );
  writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), 'console.log("app")');
  writeFileSync(
    path.join(dir, 'assets', 'index-abc123.js.br'),
    brotliCompressSync('console.log("app")'),
  );
  writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dir;
}

describe('the server', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({
      env: {
        SITE_NAME: 'Sunrise <Hostel> & Friends',
        SUPPORT_NAME: 'Mr. Kale',
        SUPPORT_PHONE: '+91 90000 11111',
      },
      clientDir: fakeClientBuild(),
    });
  });
  afterAll(() => t.close());

  it('reports health with the database', async () => {
    const response = await t.app.inject({ url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'up' });
  });

  it('gives the client its public settings and never a secret', async () => {
    const response = await t.app.inject({ url: '/api/config' });
    const body = siteConfigSchema.parse(response.json());
    expect(body).toMatchObject({
      siteName: 'Sunrise <Hostel> & Friends',
      timeZone: 'Asia/Kolkata',
      support: { name: 'Mr. Kale', role: 'Hostel Warden', phone: '+91 90000 11111' },
      // Outside production without Razorpay keys, the built-in simulator takes payments.
      paymentsLive: true,
      payments: {
        mode: 'simulator',
        checkoutScriptUrl: '/simulator/razorpay/checkout.js',
        donationCeiling: 500_000,
      },
    });
    expect(response.body).not.toContain(t.config.jwtSecret);
    expect(response.body).not.toContain(t.config.admin.password);
  });

  it('sends security headers with a content security policy', async () => {
    const response = await t.app.inject({ url: '/' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('sends HSTS only over HTTPS, never because a client claims it without a trusted proxy', async () => {
    expect((await t.app.inject({ url: '/' })).headers['strict-transport-security']).toBeUndefined();
    const claimed = await t.app.inject({ url: '/', headers: { 'x-forwarded-proto': 'https' } });
    expect(claimed.headers['strict-transport-security']).toBeUndefined();

    const behindProxy = await createTestApp({ env: { TRUST_PROXY: '1' } });
    try {
      const viaHttps = await behindProxy.app.inject({
        url: '/api/health',
        headers: { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.7' },
      });
      expect(viaHttps.headers['strict-transport-security']).toBe(
        'max-age=31536000; includeSubDomains',
      );
      const viaHttp = await behindProxy.app.inject({
        url: '/api/health',
        headers: { 'x-forwarded-proto': 'http', 'x-forwarded-for': '203.0.113.7' },
      });
      expect(viaHttp.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await behindProxy.close();
    }
  });

  it('serves the app for any page path, with the site name filled in and escaped', async () => {
    for (const url of ['/', '/reset-password/abc123', '/admin/dashboard?tab=2', '/index.html']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<title>Sunrise &#60;Hostel&#62; &#38; Friends</title>');
      expect(response.body).toContain('<meta name="site-timezone" content="Asia/Kolkata">');
      expect(response.body).not.toContain('%SITE_');
    }
  });

  it('serves the gate as a page of its own, not as a file', async () => {
    const gate = await t.app.inject({ url: '/gate' });
    expect(gate.statusCode).toBe(200);
    expect(gate.headers['cache-control']).toBe('no-cache');
    expect(gate.body).toContain('<title>Gate · Sunrise &#60;Hostel&#62; &#38; Friends</title>');
    expect(gate.body).toContain('src="/assets/gate-abc123.js"');
    // The committee's check-in is a page of the app.
    const checkIn = await t.app.inject({ url: '/admin/check-in' });
    expect(checkIn.body).not.toContain('gate-abc123.js');
    expect((await t.app.inject({ url: '/gate.html' })).statusCode).toBe(404);
  });

  it('caches hashed assets for a year and other files for an hour', async () => {
    const asset = await t.app.inject({ url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await t.app.inject({ url: '/favicon.svg' });
    expect(icon.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('serves each folder of files by one route, and nothing from outside it', async () => {
    const head = await t.app.inject({ method: 'HEAD', url: '/assets/index-abc123.js' });
    expect(head.statusCode).toBe(200);
    // The router holds a route per top-level file and one per folder, not one per file.
    expect(t.app.hasRoute({ method: 'GET', url: '/favicon.svg' })).toBe(true);
    expect(t.app.hasRoute({ method: 'GET', url: '/assets/index-abc123.js' })).toBe(false);
    for (const url of ['/assets/../gate.html', '/assets/%2e%2e/index.html', '/assets/']) {
      const response = await t.app.inject({ url });
      expect(response.body, url).not.toContain('%SITE_NAME%');
    }
  });

  it('sends the precompressed copy of an asset to browsers that accept Brotli', async () => {
    const asset = await t.app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(asset.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(asset.rawPayload).toString()).toBe('console.log("app")');
  });

  it('compresses large API answers', async () => {
    const docs = await t.app.inject({
      url: '/api/docs/json',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(docs.headers['content-encoding']).toBe('gzip');
    const plain = await t.app.inject({ url: '/api/docs/json' });
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  it('answers missing files and API paths with 404 JSON, not the page', async () => {
    const asset = await t.app.inject({ url: '/assets/missing-123.js' });
    expect(asset.statusCode).toBe(404);
    expect(asset.json()).toMatchObject({ message: 'There is no GET /assets/missing-123.js.' });
    const api = await t.app.inject({ url: '/api/does-not-exist' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ message: 'There is no GET /api/does-not-exist.' });
    const post = await t.app.inject({ method: 'POST', url: '/contact' });
    expect(post.statusCode).toBe(404);
  });

  it('documents the API as OpenAPI at /api/docs', async () => {
    const page = await t.app.inject({ url: '/api/docs' });
    expect([200, 302]).toContain(page.statusCode);
    const document = (await t.app.inject({ url: '/api/docs/json' })).json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/health', '/api/config']),
    );
  });
});

describe('the API docs in production', () => {
  const docsAnswers = async (env: Record<string, string>) => {
    const t = await createTestApp({ env });
    try {
      const page = await t.app.inject({ url: '/api/docs' });
      const document = await t.app.inject({ url: '/api/docs/json' });
      return { page: page.statusCode, document: document.statusCode, body: document.body };
    } finally {
      await t.close();
    }
  };

  it('are not served, so no one learns every path', async () => {
    const off = await docsAnswers(PRODUCTION_ENV);
    expect(off.page).toBe(404);
    expect(off.document).toBe(404);
    expect(off.body).not.toContain('/api/admins');
  });

  it('are served when API_DOCS=true', async () => {
    const on = await docsAnswers({ ...PRODUCTION_ENV, API_DOCS: 'true' });
    expect([200, 302]).toContain(on.page);
    expect(on.document).toBe(200);
  });
});
