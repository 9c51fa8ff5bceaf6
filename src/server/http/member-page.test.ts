import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { createAdmin } from '@/server/test/admins';
import { createMember } from '@/server/test/members';

/**
 * A stand-in for the client's server bundle that renders one member's page, '/home', with the
 * member and the answers it is given (decision record 21).
 */
const FAKE_ENTRY = `
export const renderedPath = (pathname) => pathname;
export const pageApiPaths = () => undefined;
export const pageNeedsAnswers = () => false;
export const isMemberPage = (pathname) => pathname === '/home';
export async function renderMemberPage(url, settings, claims, answers) {
  return {
    title: 'Upcoming Events · ' + settings.siteName,
    head: '<style></style>',
    root: '<main>' + claims.name + ' ' + url.search + ' ' + JSON.stringify(answers) + '</main>',
    state: '<script type="application/json" id="page-state">{}</script>',
  };
}
`;

function fakeBuild(): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'hostel-dist-'));
  mkdirSync(path.join(dist, 'client', 'assets'), { recursive: true });
  mkdirSync(path.join(dist, 'server'));
  writeFileSync(
    path.join(dist, 'client', 'index.html'),
    '<!doctype html><html><head><title>%SITE_NAME%</title></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(path.join(dist, 'server', 'entry-server.js'), FAKE_ENTRY);
  return path.join(dist, 'client');
}

describe('POST /member-page', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ clientDir: fakeBuild() });
  });
  afterAll(() => t.close());

  const post = (payload: unknown, token?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/member-page',
      payload: payload as Record<string, unknown>,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  it("renders the member's page with the answers sent, for the member the token names", async () => {
    const member = await createMember(t, { name: 'Kavya Joshi', email: 'kavya@example.com' });
    const response = await post({ path: '/home?x=1', answers: [[], null] }, member.token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const page = response.json<{ title: string; root: string; state: string }>();
    expect(page.title).toMatch(/^Upcoming Events · /);
    expect(page.root).toBe('<main>Kavya Joshi ?x=1 [[],null]</main>');
    expect(page.state).toContain('id="page-state"');
  });

  it('refuses without a valid member token: 401, and an admin token too', async () => {
    const none = await post({ path: '/home', answers: [] });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    expect((await post({ path: '/home', answers: [] }, 'not.a.token')).statusCode).toBe(401);
    const admin = await createAdmin(t);
    expect((await post({ path: '/home', answers: [] }, admin.token)).statusCode).toBe(401);
  });

  it('answers 400 with the field for a bad body, and 404 for a page it does not make', async () => {
    const member = await createMember(t, { email: 'ravi@example.com' });
    const bad = await post({ path: 'home', answers: [] }, member.token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'path' });
    expect((await post({ path: '/home' }, member.token)).statusCode).toBe(400);
    expect((await post({ path: '/admin/dashboard', answers: [] }, member.token)).statusCode).toBe(
      404,
    );
  });
});
