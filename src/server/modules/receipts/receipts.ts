import { and, eq, isNull } from 'drizzle-orm';
import { formatIn } from '@/domain/i18n/format';
import type { Language } from '@/domain/i18n/languages';
import { registrationPage } from '@/domain/lifecycle';
import { RETURN_REASONS, type IssuedReceipt } from '@/domain/payments';
import type { AppContext } from '@/server/context';
import { donations, events, payments, registrations } from '@/server/db/schema';
import { mailLanguageOf } from '@/server/mail/recipient-language';
import {
  mailTexts,
  paymentReceiptMail,
  paymentReturnedMail,
  refundProcessedMail,
  type PaidFor,
} from '@/server/mail/templates';
import { issueReceipt, type ReceiptSubject } from './issued-receipt';

type PaymentRow = typeof payments.$inferSelect;

export { paymentModeName } from './issued-receipt';

/** The receipt's file name: its number, without the slash a file name cannot hold. */
export const receiptFileName = (receiptNumber: string) =>
  `receipt-${receiptNumber.replace('/', '-')}.pdf`;

type ReceiptContext = Pick<AppContext, 'config' | 'database' | 'mailer' | 'receiptRenderer'>;

/** What a mail about a payment calls the payer and the thing paid for. */
interface Payer {
  name: string;
  email: string;
  what: PaidFor;
}

const RETURN_REASON_KEYS = Object.keys(RETURN_REASONS) as (keyof typeof RETURN_REASONS)[];

/** A paid payment's receipt as issued, its PDF, and the mails about the payment. */
export class Receipts {
  constructor(private readonly context: ReceiptContext) {}

  private get db() {
    return this.context.database.db;
  }

  /**
   * The receipt as it was issued; undefined before a receipt number is given. A payment applied
   * before receipts were kept with it gets its receipt written down at its first copy, once.
   */
  async documentFor(payment: PaymentRow): Promise<IssuedReceipt | undefined> {
    if (!payment.receiptNumber || !payment.paidAt) return undefined;
    if (payment.receipt) return payment.receipt;
    const subject = await this.subjectOf(payment);
    if (!subject) return undefined;
    const receipt = {
      ...issueReceipt(payment, payment.receiptNumber, payment.paidAt, subject, this.context.config),
      language: await this.languageOf(payment.email),
    };
    const [kept] = await this.db
      .update(payments)
      .set({ receipt })
      .where(and(eq(payments.id, payment.id), isNull(payments.receipt)))
      .returning({ receipt: payments.receipt });
    if (kept?.receipt) return kept.receipt;
    const [stored] = await this.db
      .select({ receipt: payments.receipt })
      .from(payments)
      .where(eq(payments.id, payment.id));
    return stored?.receipt ?? receipt;
  }

  async pdfFor(payment: PaymentRow): Promise<Buffer | undefined> {
    const document = await this.documentFor(payment);
    return document ? this.context.receiptRenderer.render(document) : undefined;
  }

  /** Mails the receipt to its payer, the PDF attached. */
  async send(payment: PaymentRow): Promise<void> {
    const document = await this.documentFor(payment);
    if (!document) return;
    const { config, mailer } = this.context;
    const language = await this.languageOf(document.payer.email);
    const content = paymentReceiptMail({
      language,
      siteName: config.siteName,
      name: document.payer.name,
      paidFor:
        payment.purpose === 'donation'
          ? { kind: 'donation' }
          : { kind: 'receipt', purpose: document.purpose },
      amount: formatIn(language).rupees(payment.amount),
      receiptNumber: document.number,
      pageUrl: this.pageUrl(payment),
    });
    await mailer.send({
      ...content,
      to: document.payer.email,
      attachments: [
        {
          filename: receiptFileName(document.number),
          content: await this.context.receiptRenderer.render(document),
          contentType: 'application/pdf',
        },
      ],
    });
  }

  /** Tells the payer that a refund is on its way back to them. */
  async sendRefundNotice(payment: PaymentRow, amount: number): Promise<void> {
    const paidFor = await this.paidFor(payment);
    if (!paidFor) return;
    const { config, mailer } = this.context;
    const language = await this.languageOf(paidFor.email);
    const content = refundProcessedMail({
      language,
      siteName: config.siteName,
      name: paidFor.name,
      paidFor: paidFor.what,
      amount: formatIn(language).rupees(amount),
      receiptNumber: payment.receiptNumber ?? '',
      pageUrl: this.pageUrl(payment),
    });
    await mailer.send({ ...content, to: paidFor.email });
  }

  /** Tells the payer that money we could not use is going back to them, and why. */
  async sendReturnedNotice(payment: PaymentRow, reason: string): Promise<void> {
    const paidFor = await this.paidFor(payment);
    if (!paidFor) return;
    const { config, mailer } = this.context;
    const language = await this.languageOf(paidFor.email);
    const known = RETURN_REASON_KEYS.find((key) => RETURN_REASONS[key] === reason);
    const content = paymentReturnedMail({
      language,
      siteName: config.siteName,
      name: paidFor.name,
      paidFor: paidFor.what,
      amount: formatIn(language).rupees(payment.amount),
      reason: known ? mailTexts(language).returnReasons[known] : reason,
      pageUrl: this.pageUrl(payment),
    });
    await mailer.send({ ...content, to: paidFor.email });
  }

  private languageOf(email: string): Promise<Language> {
    return mailLanguageOf(this.db, email);
  }

  /** Where the payer sees it: their donations, or the registration itself in their hub. */
  private pageUrl(payment: PaymentRow) {
    const page =
      payment.purpose === 'donation'
        ? '/donation/history'
        : registrationPage(payment.registrationId);
    return `${this.context.config.siteUrl}${page}`;
  }

  /** What a receipt is issued for: the registration and its event, or the donation. */
  private async subjectOf(payment: PaymentRow): Promise<ReceiptSubject | undefined> {
    if (payment.donationId) {
      const [donor] = await this.db
        .select()
        .from(donations)
        .where(eq(donations.id, payment.donationId));
      return donor ? { kind: 'donation', donor } : undefined;
    }
    if (!payment.registrationId) return undefined;
    const [found] = await this.db
      .select({ registrant: registrations, eventName: events.name })
      .from(registrations)
      .innerJoin(events, eq(events.id, registrations.eventId))
      .where(eq(registrations.id, payment.registrationId));
    return found
      ? {
          kind: 'registration',
          eventName: found.eventName,
          registrationType: found.registrant.registrationType,
          registrant: found.registrant,
        }
      : undefined;
  }

  /**
   * Whom to write to about a payment, and what it paid for. Nobody once the person was erased
   * (their address is a placeholder that takes no mail).
   */
  private async paidFor(payment: PaymentRow): Promise<Payer | undefined> {
    if (payment.email.endsWith('.invalid')) return undefined;
    if (payment.purpose === 'donation') {
      const subject = await this.subjectOf(payment);
      const name = subject?.kind === 'donation' ? subject.donor.name : payment.receipt?.payer.name;
      return { name: name ?? payment.email, email: payment.email, what: { kind: 'donation' } };
    }
    const subject = await this.subjectOf(payment);
    if (subject?.kind === 'registration') {
      return {
        name: subject.registrant.name,
        email: payment.email,
        what: {
          kind: 'registration',
          eventName: subject.eventName,
          team: subject.registrationType === 'team',
        },
      };
    }
    // The registration is gone: the payment still names its event.
    const [event] = payment.eventId
      ? await this.db
          .select({ name: events.name })
          .from(events)
          .where(eq(events.id, payment.eventId))
      : [];
    return {
      name: payment.receipt?.payer.name ?? payment.email,
      email: payment.email,
      what: event ? { kind: 'event', eventName: event.name } : { kind: 'unknown' },
    };
  }
}
