import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../clock';
import { startSmtpListener, type SmtpListener } from '../test/smtp-listener';
import { createMailer } from './mailer';
import { layoutMail, passwordResetMail, signUpCodeMail } from './templates';

const logger = pino({ level: 'silent' });
const clock = new ManualClock('2026-11-22T04:00:00Z');

describe('templates', () => {
  it('give every mail a plain-text and an HTML body with the same content', () => {
    const mail = signUpCodeMail({ siteName: 'Hostel Community', code: '482913', validMinutes: 10 });
    expect(mail.subject).toBe('Your Hostel Community sign-up code');
    expect(mail.text).toContain('Hello,');
    expect(mail.text).toContain('482913');
    expect(mail.text).toContain('10 minutes');
    expect(mail.html).toContain('482913');
    expect(mail.html).toMatch(/^<!doctype html>/);
  });

  it('escape what people typed in the HTML body', () => {
    const mail = layoutMail({
      siteName: 'Hostel',
      subject: 'Hi',
      greeting: 'Hello <script>alert(1)</script>,',
      paragraphs: ['"quoted" & <b>bold</b>'],
    });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<b>');
    expect(mail.html).toContain('&#60;script&#62;');
    expect(mail.text).toContain('Hello <script>alert(1)</script>,');
  });

  it('put the reset link in both bodies', () => {
    const url = 'https://hostel.example/reset-password/tok123';
    const mail = passwordResetMail({
      siteName: 'Hostel',
      name: 'Ravi',
      resetUrl: url,
      validMinutes: 60,
    });
    expect(mail.text).toContain(url);
    expect(mail.html).toContain(`href="${url}"`);
  });
});

describe('mailer', () => {
  let smtp: SmtpListener;
  beforeAll(async () => {
    smtp = await startSmtpListener();
  });
  afterAll(() => smtp.close());

  it('delivers over SMTP when SMTP_URL is set', async () => {
    const mailer = createMailer({
      smtpUrl: smtp.url,
      from: 'Hostel Community <no-reply@hostel.example>',
      dataDir: mkdtempSync(path.join(tmpdir(), 'hostel-mail-')),
      clock,
      logger,
    });
    await mailer.send({
      to: 'Asha@Example.com',
      ...signUpCodeMail({ siteName: 'Hostel Community', code: '123456', validMinutes: 10 }),
    });
    mailer.close();
    const received = await smtp.waitForMail('asha@example.com');
    expect(received.subject).toBe('Your Hostel Community sign-up code');
    expect(received.from).toContain('no-reply@hostel.example');
    expect(received.text).toContain('123456');
    expect(received.html).toContain('123456');
  });

  it('keeps mail in the development outbox without SMTP, and shows it readably', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'hostel-mail-'));
    const printed: string[] = [];
    const mailer = createMailer({
      smtpUrl: undefined,
      from: 'Hostel <no-reply@localhost>',
      dataDir,
      clock,
      logger,
      print: (text) => printed.push(text),
    });
    expect(mailer.delivers).toBe(false);
    await mailer.send({
      to: 'ravi@example.com',
      ...signUpCodeMail({ siteName: 'Hostel', code: '654321', validMinutes: 10 }),
    });
    const files = readdirSync(path.join(dataDir, 'outbox'));
    expect(files).toEqual(['2026-11-22T04-00-00-000Z-your-hostel-sign-up-code.eml']);
    // The same subject in the same millisecond is kept beside it, not over it.
    await Promise.all(
      ['asha@example.com', 'meera@example.com'].map((to) =>
        mailer.send({ to, ...signUpCodeMail({ siteName: 'Hostel', code: '1', validMinutes: 10 }) }),
      ),
    );
    expect(readdirSync(path.join(dataDir, 'outbox')).sort()).toEqual([
      '2026-11-22T04-00-00-000Z-your-hostel-sign-up-code-2.eml',
      '2026-11-22T04-00-00-000Z-your-hostel-sign-up-code-3.eml',
      '2026-11-22T04-00-00-000Z-your-hostel-sign-up-code.eml',
    ]);
    const eml = readFileSync(path.join(dataDir, 'outbox', files[0] ?? ''), 'utf8');
    expect(eml).toContain('To: ravi@example.com');
    expect(eml).toContain('654321');
    // The terminal shows the mail as it reads, line by line, not as escaped JSON.
    const [shown = ''] = printed;
    expect(shown).toContain('To:      ravi@example.com\nSubject: Your Hostel sign-up code\n');
    expect(shown).toContain('\n\nHello,\n\nUse this code to finish signing up.');
    expect(shown).not.toContain('\\n');
  });
});
