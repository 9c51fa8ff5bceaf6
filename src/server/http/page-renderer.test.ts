import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { createAdmin } from '@/server/test/admins';

/**
 * A stand-in for the server's bundle of the client (dist/server/entry-server.js): it renders
 * '/', '/about' (made with GET /api/about) and '/broken' (which fails), and counts its renders.
 */
const FAKE_ENTRY = `
let renders = 0;
const pages = { '/': [], '/about': ['/about'], '/broken': [] };
export function pageApiPaths(pathname) {
  return pages[pathname];
}
export async function renderPage(url, settings, answers) {
  if (url.pathname === '/broken') throw new Error('cannot render');
  renders += 1;
  return {
    title: url.pathname === '/' ? settings.siteName : 'About Us · ' + settings.siteName,
    // Large enough to be worth compressing.
    head: '<style data-emotion="css a1">.css-a1{color:red}' + ' '.repeat(2000) + '</style>',
    root: '<main class="css-a1">render ' + renders + ' of ' + url.pathname + ': ' +
      JSON.stringify(answers).replace(/</g, '&lt;') + '</main>',
    state: '<script type="application/json" id="page-state">{}</script>',
  };
}
`;

const INDEX_HTML =
  '<!doctype html><html><head><title>%SITE_NAME%</title></head><body><div id="root"></div>' +
  '<script type="module" src="/assets/index-abc.js"></script></body></html>';

function fakeBuild(): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'hostel-dist-'));
  mkdirSync(path.join(dist, 'client', 'assets'), { recursive: true });
  mkdirSync(path.join(dist, 'server'));
  writeFileSync(path.join(dist, 'client', 'index.html'), INDEX_HTML);
  writeFileSync(path.join(dist, 'server', 'entry-server.js'), FAKE_ENTRY);
  return path.join(dist, 'client');
}

describe('server-rendered pages', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ env: { SITE_NAME: 'Sunrise <Hostel>' }, clientDir: fakeBuild() });
  });
  afterAll(() => t.close());

  const adminHeaders = async () => ({
    authorization: `Bearer ${(await createAdmin(t)).token}`,
  });

  it('sends the page rendered into index.html: title, styles, markup and data', async () => {
    const response = await t.app.inject({ url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<title>Sunrise &#60;Hostel&#62;</title>');
    expect(response.body).toContain(
      `<style data-emotion="css a1">.css-a1{color:red}${' '.repeat(2000)}</style></head>`,
    );
    expect(response.body).toMatch(
      /<div id="root"><main class="css-a1">render \d+ of \/: \[\]<\/main><\/div><script type="application\/json" id="page-state">\{\}<\/script>/,
    );
    expect(response.body).toContain('<script type="module" src="/assets/index-abc.js"></script>');
  });

  it('makes a page with the public API answers it needs, and again when they change', async () => {
    const about = await t.app.inject({ url: '/api/about' });
    const first = await t.app.inject({ url: '/about' });
    expect(first.body).toContain('<title>About Us · Sunrise &#60;Hostel&#62;</title>');
    expect(first.body).toContain(JSON.stringify([about.json()]).replace(/</g, '&lt;'));

    const again = await t.app.inject({ url: '/about' });
    expect(again.body, 'unchanged answers: the kept page').toBe(first.body);

    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/about',
      headers: await adminHeaders(),
      payload: { content: '<p>Welcome, new residents</p>', images: [] },
    });
    expect(saved.statusCode).toBe(200);
    const changed = await t.app.inject({ url: '/about' });
    expect(changed.body).toContain('Welcome, new residents');
    expect(changed.body).not.toBe(first.body);
  });

  it("makes a kept page afresh once the server clock's minute changes", async () => {
    const first = await t.app.inject({ url: '/' });
    expect((await t.app.inject({ url: '/' })).body).toBe(first.body);
    t.clock.advance(60_000);
    const later = await t.app.inject({ url: '/' });
    expect(later.body).toMatch(/render \d+ of \//);
    expect(later.body).not.toBe(first.body);
  });

  it('sends the plain index.html for pages it does not render, or when rendering fails', async () => {
    for (const url of ['/contact', '/broken', '/admin/dashboard']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('<div id="root"></div>');
      expect(response.body, url).toContain('<title>Sunrise &#60;Hostel&#62;</title>');
    }
  });

  it('compresses pages as the browser accepts, rendered or not', async () => {
    for (const url of ['/', '/contact']) {
      const br = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip, br' } });
      expect(br.headers['content-encoding'], url).toBe('br');
      expect(br.headers.vary, url).toContain('accept-encoding');
      expect(brotliDecompressSync(br.rawPayload).toString(), url).toContain('<div id="root">');

      const gzip = await t.app.inject({ url, headers: { 'accept-encoding': 'br;q=0, gzip' } });
      expect(gzip.headers['content-encoding'], url).toBe('gzip');
      expect(gunzipSync(gzip.rawPayload).toString(), url).toContain('<div id="root">');

      const plain = await t.app.inject({ url });
      expect(plain.headers['content-encoding'], url).toBeUndefined();
      expect(plain.body, url).toContain('<div id="root">');
    }
  });
});
