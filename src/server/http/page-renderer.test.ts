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
const EVENT = /^\\/events\\/([0-9a-f-]{36})$/;
export function pageApiPaths(pathname) {
  const eventId = EVENT.exec(pathname)?.[1];
  return eventId ? ['/events/' + eventId] : pages[pathname];
}
export const pageNeedsAnswers = (pathname) => EVENT.test(pathname);
// Reset links: every one of the right shape is the same page, made under the path standing for it.
const RESET = /^\\/reset-password\\/([^/]+)$/;
pages['/reset-password/a-token'] = [];
pages['/reset-password/not-valid'] = [];
export function renderedPath(pathname) {
  const token = RESET.exec(pathname)?.[1];
  if (token === undefined) return pathname;
  return token.length >= 32 ? '/reset-password/a-token' : '/reset-password/not-valid';
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
    ...(EVENT.test(url.pathname)
      ? {
          preview: {
            title: answers[0].name,
            description: 'When & where',
            image: settings.siteUrl + '/art/card-sports.webp',
            url: settings.siteUrl + url.pathname,
          },
        }
      : {}),
  };
}
`;

const INDEX_HTML =
  '<!doctype html><html><head><meta name="description" content="The hostel." />' +
  '<title>%SITE_NAME%</title></head><body><div id="root"></div>' +
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

  it("sends an event's page with its preview for WhatsApp (Open Graph); an unknown event is not made, nor kept", async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/events',
      headers: await adminHeaders(),
      payload: { name: 'Kabaddi <Cup>', date: '2999-01-15T10:00:00+05:30' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().event._id;
    const page = await t.app.inject({ url: `/events/${id}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<meta property="og:title" content="Kabaddi &#60;Cup&#62;" />');
    expect(page.body).toContain('<meta name="description" content="When &#38; where" />');
    expect(page.body).not.toContain('The hostel.');
    expect(page.body).toContain(
      `<meta property="og:image" content="${t.config.siteUrl}/art/card-sports.webp" />`,
    );
    expect(page.body).toContain(
      `<meta property="og:url" content="${t.config.siteUrl}/events/${id}" />`,
    );

    const unknown = await t.app.inject({ url: '/events/00000000-0000-4000-8000-000000000000' });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toContain('<div id="root"></div>');
    expect(unknown.body).not.toContain('og:title');
  });

  it("renders an event's page in Hindi with the committee's Hindi name, and in English with the original", async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/events',
      headers: await adminHeaders(),
      payload: { name: 'Tug of War', nameHi: 'रस्साकशी', date: '2999-02-01T10:00:00+05:30' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().event._id;
    const hindi = await t.app.inject({ url: `/events/${id}`, headers: { cookie: 'lang=hi' } });
    expect(hindi.body).toContain('<meta property="og:title" content="रस्साकशी" />');
    expect(hindi.body).not.toContain('Tug of War');
    const byHeader = await t.app.inject({
      url: `/events/${id}`,
      headers: { 'accept-language': 'hi-IN,hi;q=0.9' },
    });
    expect(byHeader.body).toContain('<meta property="og:title" content="रस्साकशी" />');
    const english = await t.app.inject({ url: `/events/${id}` });
    expect(english.body).toContain('<meta property="og:title" content="Tug of War" />');
    // No Marathi name: the Marathi page shows the English one.
    const marathi = await t.app.inject({ url: `/events/${id}`, headers: { cookie: 'lang=mr' } });
    expect(marathi.body).toContain('<meta property="og:title" content="Tug of War" />');
  });

  it('keeps one page for every reset link of the right shape and one for the others, without the token', async () => {
    const links = ['a'.repeat(43), 'b'.repeat(43), 'short', 'cut'];
    const bodies = await Promise.all(
      links.map(async (token) => (await t.app.inject({ url: `/reset-password/${token}` })).body),
    );
    expect(bodies[0]).toMatch(/render \d+ of \/reset-password\/a-token/);
    expect(bodies[1], 'the kept page').toBe(bodies[0]);
    expect(bodies[2]).toMatch(/render \d+ of \/reset-password\/not-valid/);
    expect(bodies[3], 'the kept page').toBe(bodies[2]);
    links.forEach((token, index) => expect(bodies[index]).not.toContain(token));
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
