import type { Mail, Mailer } from '../mail/mailer';

/** A mailer for API tests that keeps what it was asked to send. */
export class TestMailbox implements Mailer {
  readonly delivers = true;
  readonly sent: Mail[] = [];

  async send(mail: Mail): Promise<void> {
    this.sent.push(mail);
  }

  close(): void {}

  /** The mails sent to one address, oldest first. */
  to(address: string): Mail[] {
    return this.sent.filter((mail) => mail.to.toLowerCase() === address.toLowerCase());
  }
}
