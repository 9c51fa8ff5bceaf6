import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Clock } from '../clock';
import type { MailContent } from './templates';

export interface MailAttachment {
  filename: string;
  content: Buffer | string;
  contentType: string;
  /** Set for a picture the HTML shows as `cid:<cid>`. */
  cid?: string;
}

export interface Mail extends MailContent {
  to: string;
  replyTo?: string;
  attachments?: MailAttachment[];
}

export interface Mailer {
  /** Whether mail reaches real inboxes (SMTP) rather than the development outbox. */
  readonly delivers: boolean;
  send(mail: Mail): Promise<void>;
  close(): void;
}

export interface MailerOptions {
  smtpUrl: string | undefined;
  from: string;
  dataDir: string;
  clock: Clock;
  logger: FastifyBaseLogger;
  /** Where the development outbox shows each mail in full; the terminal by default. */
  print?: (text: string) => void;
}

const RULE = '─'.repeat(72);

/** A mail as a person reads it in a terminal: headers, then the plain text, between rules. */
export function outboxBlock(mail: Mail, file: string): string {
  return [
    `${RULE}`,
    `Mail (development outbox)`,
    `To:      ${mail.to}`,
    `Subject: ${mail.subject}`,
    `File:    ${file}`,
    '',
    mail.text,
    RULE,
    '',
  ].join('\n');
}

/**
 * Writes a new file, never over another: two mails with the same subject in the same
 * millisecond (a team's mails, say) are `<name>.eml` and `<name>-2.eml`.
 */
async function keepNew(folder: string, name: string, content: Buffer): Promise<string> {
  for (let copy = 1; ; copy += 1) {
    const file = path.join(folder, `${name}${copy === 1 ? '' : `-${copy}`}.eml`);
    try {
      await writeFile(file, content, { flag: 'wx' });
      return file;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
}

/** SMTP when configured; otherwise the development outbox: logged and kept as .eml files. */
export function createMailer({
  smtpUrl,
  from,
  dataDir,
  clock,
  logger,
  print = (text) => process.stdout.write(text),
}: MailerOptions): Mailer {
  if (smtpUrl) {
    // A few connections kept open and reused: a message to hundreds of registrants does not
    // open one connection (and TLS handshake) per mail. `?pool=false` in SMTP_URL turns it off.
    const transport = nodemailer.createTransport({ url: smtpUrl, pool: true, maxConnections: 5 });
    return {
      delivers: true,
      async send(mail) {
        await transport.sendMail({ from, ...mail });
      },
      close: () => transport.close(),
    };
  }

  const outbox = path.join(dataDir, 'outbox');
  const renderer = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    delivers: false,
    async send(mail) {
      const info = await renderer.sendMail({ from, ...mail });
      const stamp = clock.now().toISOString().replace(/[:.]/g, '-');
      const slug = mail.subject
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .slice(0, 40);
      await mkdir(outbox, { recursive: true });
      const file = await keepNew(outbox, `${stamp}-${slug}`, info.message as Buffer);
      logger.info({ to: mail.to, subject: mail.subject, file }, 'mail kept in the outbox');
      print(outboxBlock(mail, file));
    },
    close: () => renderer.close(),
  };
}
