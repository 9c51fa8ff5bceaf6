import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import { Arrivals } from './arrivals';

interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  attachments: Array<{ filename: string; contentType: string; content: Buffer }>;
}

export interface SmtpListener {
  /** For SMTP_URL, e.g. smtp://127.0.0.1:2525 */
  url: string;
  mails: ReceivedMail[];
  /** Waits for the first mail to `to` matching `predicate` (received before or after the call). */
  waitForMail(
    to: string,
    predicate?: (mail: ReceivedMail) => boolean,
    timeoutMs?: number,
  ): Promise<ReceivedMail>;
  /**
   * Refuses the next `count` mails with a temporary error (451), as a mail server that is down
   * for a while does; senders are to retry them later.
   */
  refuseNext(count: number): void;
  /** How many mails were refused so far. */
  refused(): number;
  close(): Promise<void>;
}

/** A real SMTP server on loopback that keeps every mail it receives, parsed. */
export async function startSmtpListener(): Promise<SmtpListener> {
  const arrivals = new Arrivals<ReceivedMail>();
  let toRefuse = 0;
  let refused = 0;

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      if (toRefuse > 0) {
        toRefuse -= 1;
        refused += 1;
        stream.resume();
        stream.on('end', () =>
          callback(
            Object.assign(new Error('Try again later: the mail server is busy'), {
              responseCode: 451,
            }),
          ),
        );
        return;
      }
      simpleParser(stream)
        .then((parsed) => {
          arrivals.add({
            from: parsed.from?.text ?? '',
            to: session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            attachments: parsed.attachments.map((attachment) => ({
              filename: attachment.filename ?? '',
              contentType: attachment.contentType,
              content: attachment.content,
            })),
          });
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });

  // A sender that dies mid-connection (a server process killed by a test) resets the socket;
  // that must not crash the test process.
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    mails: arrivals.items,
    waitForMail(to, predicate = () => true, timeoutMs = 10_000) {
      return arrivals.waitFor(
        (mail) => mail.to.includes(to.toLowerCase()) && predicate(mail),
        timeoutMs,
        `mail to ${to}`,
      );
    },
    refuseNext(count) {
      toRefuse = count;
    },
    refused: () => refused,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
