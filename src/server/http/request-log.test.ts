import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createAdmin } from '../test/admins';
import { createMember } from '../test/members';
import { createTestApp, type TestApp } from '../test/test-app';

const tokenIn = (pattern: RegExp, text: string | undefined) => pattern.exec(text ?? '')?.[1] ?? '';

function clientBuild(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'hostel-client-'));
  writeFileSync(path.join(dir, 'index.html'), '<html><head></head><body></body></html>');
  return dir;
}

describe('the request log (production logs every request)', () => {
  let t: TestApp;
  let log: string;

  beforeEach(async () => {
    log = '';
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        log += chunk.toString();
        done();
      },
    });
    t = await createTestApp({
      env: { LOG_REQUESTS: 'true', SITE_URL: 'https://hostel.example' },
      clientDir: clientBuild(),
      logger: { level: 'info', stream },
    });
  });
  afterEach(() => t.close());

  it('never holds a password-reset token, from the link opened to the new password set', async () => {
    await createMember(t, { email: 'asha@example.com' });
    await t.app.inject({
      method: 'POST',
      url: '/api/user/forgot-password',
      payload: { email: 'asha@example.com' },
    });
    const mail = await t.mailbox.waitFor('asha@example.com');
    const token = tokenIn(/\/reset-password\/([A-Za-z0-9_-]+)/, mail.text);
    expect(token).not.toBe('');

    expect((await t.app.inject({ url: `/reset-password/${token}` })).statusCode).toBe(200);
    const reset = await t.app.inject({
      method: 'POST',
      url: `/api/user/reset-password/${token}`,
      payload: { password: 'new-marigold-99' },
    });
    expect(reset.statusCode, reset.body).toBe(200);

    expect(log).toContain('/api/user/reset-password/');
    expect(log).not.toContain(token);
  });

  it('never holds an invitation token, and opening the link leaves it usable until accepted', async () => {
    const owner = await createAdmin(t, 'owner', 'asha');
    await owner.call('POST', '/api/admins/admins', {
      username: 'ravi',
      email: 'ravi@example.com',
      role: 'treasurer',
    });
    const mail = await t.mailbox.waitFor('ravi@example.com');
    const token = tokenIn(/\/admin\/invitation\/([A-Za-z0-9_-]+)/, mail.text);
    expect(token).not.toBe('');

    // A mail scanner, then the invited admin, open the link more than once before choosing.
    for (let opened = 0; opened < 3; opened++) {
      expect((await t.app.inject({ url: `/admin/invitation/${token}` })).statusCode).toBe(200);
      const invitation = await t.app.inject({ url: `/api/admins/invitations/${token}` });
      expect(invitation.json()).toEqual({ username: 'ravi', email: 'ravi@example.com' });
    }
    t.clock.advance(24 * 3_600_000);
    const accepted = await t.app.inject({
      method: 'POST',
      url: `/api/admins/invitations/${token}`,
      payload: { password: 'ravi-keeps-the-books' },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect((await t.app.inject({ url: `/api/admins/invitations/${token}` })).statusCode).toBe(400);

    expect(log).toContain('/api/admins/invitations/');
    expect(log).not.toContain(token);
  });

  it('still names the path of an ordinary request', async () => {
    await t.app.inject({ url: '/api/events?status=upcoming' });
    expect(log).toContain('"url":"/api/events?status=upcoming"');
  });
});
