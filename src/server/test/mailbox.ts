import type { Mail, Mailer } from '../mail/mailer';
import { Arrivals } from './arrivals';

const sameAddress = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** A mailer for API tests that keeps what it was asked to send. */
export class TestMailbox implements Mailer {
  readonly delivers = true;
  private readonly arrivals = new Arrivals<Mail>();
  /** Every mail sent, oldest first. */
  readonly sent: Mail[] = this.arrivals.items;

  async send(mail: Mail): Promise<void> {
    this.arrivals.add(mail);
  }

  close(): void {}

  /** The mails sent to one address, oldest first. */
  to(address: string): Mail[] {
    return this.sent.filter((mail) => sameAddress(mail.to, address));
  }

  /**
   * Waits for the first mail to `to` matching `predicate`, sent before or after the call: for
   * mail the app sends after it has answered the request.
   */
  waitFor(
    to: string,
    predicate: (mail: Mail) => boolean = () => true,
    timeoutMs = 10_000,
  ): Promise<Mail> {
    return this.arrivals.waitFor(
      (mail) => sameAddress(mail.to, to) && predicate(mail),
      timeoutMs,
      `mail to ${to}`,
    );
  }
}
