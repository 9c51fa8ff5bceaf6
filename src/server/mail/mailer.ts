import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Clock } from '../clock';
import type { MailContent } from './templates';

export interface Mail extends MailContent {
  to: string;
  replyTo?: string;
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
}

/** SMTP when configured; otherwise the development outbox: logged and kept as .eml files. */
export function createMailer({ smtpUrl, from, dataDir, clock, logger }: MailerOptions): Mailer {
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
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
      const file = path.join(outbox, `${stamp}-${slug}.eml`);
      await mkdir(outbox, { recursive: true });
      await writeFile(file, info.message as Buffer);
      logger.info(
        { to: mail.to, subject: mail.subject, file },
        `Mail (development outbox) to ${mail.to}: ${mail.subject}\n${mail.text}`,
      );
    },
    close: () => renderer.close(),
  };
}
