import { eq } from 'drizzle-orm';
import { formatRupees } from '@/domain/money';
import type { AppContext } from '@/server/context';
import { donations, events, registrations } from '@/server/db/schema';
import { paymentReceiptMail, refundProcessedMail } from '@/server/mail/templates';
import type { PaymentRow } from '../apply';
import type { ReceiptDocument } from './receipt-pdf';
import { renderReceipt } from './receipt-renderer';

const METHOD_NAMES: Record<string, string> = {
  upi: 'UPI',
  card: 'Card',
  netbanking: 'Net banking',
  wallet: 'Wallet',
  emi: 'EMI',
};

/** Razorpay's method, as a person writes it: 'upi' is UPI. */
export const paymentModeName = (method: string | null) =>
  method ? (METHOD_NAMES[method] ?? method) : 'Online';

/** The receipt's file name: its number, without the slash a file name cannot hold. */
export const receiptFileName = (receiptNumber: string) =>
  `receipt-${receiptNumber.replace('/', '-')}.pdf`;

type ReceiptContext = Pick<AppContext, 'config' | 'database' | 'mailer'>;

/** A paid payment's receipt: what it says, its PDF, and the mail that carries it. */
export class Receipts {
  constructor(private readonly context: ReceiptContext) {}

  /** What the receipt of a paid payment says; undefined before it is paid. */
  async documentFor(payment: PaymentRow): Promise<ReceiptDocument | undefined> {
    if (!payment.receiptNumber || !payment.paidAt) return undefined;
    const { config } = this.context;
    const paidFor = await this.paidFor(payment);
    return {
      kind: payment.purpose,
      number: payment.receiptNumber,
      issuedAt: payment.paidAt,
      timeZone: config.timeZone,
      siteName: config.siteName,
      organisation: {
        name: config.trust?.name ?? config.siteName,
        address: config.trust?.address ?? config.contact.address,
        email: config.contact.email,
        phone: config.contact.phone,
      },
      payer: paidFor.payer,
      amount: payment.amount,
      refundedAmount: payment.refundedAmount,
      mode: paymentModeName(payment.method),
      transactionReference: payment.razorpayPaymentId ?? '',
      orderReference: payment.razorpayOrderId,
      purpose: paidFor.purpose,
      trust: config.trust,
    };
  }

  async pdfFor(payment: PaymentRow): Promise<Buffer | undefined> {
    const document = await this.documentFor(payment);
    return document ? renderReceipt(document) : undefined;
  }

  /** Mails the receipt to its payer, the PDF attached. */
  async send(payment: PaymentRow): Promise<void> {
    const document = await this.documentFor(payment);
    if (!document) return;
    const { config, mailer } = this.context;
    const content = paymentReceiptMail({
      siteName: config.siteName,
      name: document.payer.name,
      paidFor: payment.purpose === 'donation' ? 'your donation' : document.purpose,
      amount: formatRupees(payment.amount),
      receiptNumber: document.number,
      pageUrl: `${config.siteUrl}${payment.purpose === 'donation' ? '/donation/history' : '/users/registrations'}`,
    });
    await mailer.send({
      ...content,
      to: document.payer.email,
      attachments: [
        {
          filename: receiptFileName(document.number),
          content: await renderReceipt(document),
          contentType: 'application/pdf',
        },
      ],
    });
  }

  /** Tells the payer that a refund is on its way back to them. */
  async sendRefundNotice(payment: PaymentRow, amount: number): Promise<void> {
    const paidFor = await this.paidFor(payment);
    const { config, mailer } = this.context;
    const content = refundProcessedMail({
      siteName: config.siteName,
      name: paidFor.payer.name,
      paidFor: paidFor.purpose,
      amount: formatRupees(amount),
      receiptNumber: payment.receiptNumber ?? '',
      pageUrl: `${config.siteUrl}${payment.purpose === 'donation' ? '/donation/history' : '/users/registrations'}`,
    });
    await mailer.send({ ...content, to: paidFor.payer.email });
  }

  private async paidFor(payment: PaymentRow) {
    const { db } = this.context.database;
    if (payment.donationId) {
      const [donation] = await db
        .select()
        .from(donations)
        .where(eq(donations.id, payment.donationId));
      if (donation) {
        return {
          payer: {
            name: donation.name,
            email: donation.email,
            phone: donation.phone,
            ...(donation.address ? { address: donation.address } : {}),
            ...(donation.pan ? { pan: donation.pan } : {}),
          },
          purpose: donation.purpose ? `Donation: ${donation.purpose}` : 'Donation',
        };
      }
    }
    if (payment.registrationId) {
      const [found] = await db
        .select({ registration: registrations, eventName: events.name })
        .from(registrations)
        .innerJoin(events, eq(events.id, registrations.eventId))
        .where(eq(registrations.id, payment.registrationId));
      if (found) {
        const { registration, eventName } = found;
        return {
          payer: {
            name: registration.name,
            email: registration.email,
            phone: registration.contact,
            ...(registration.hostelAddress ? { address: registration.hostelAddress } : {}),
          },
          purpose: `Event fee: ${eventName} (${registration.registrationType})`,
        };
      }
    }
    // The registration or donation was deleted since: the payment itself still has a payer.
    return {
      payer: { name: payment.email, email: payment.email, phone: '' },
      purpose: payment.purpose === 'donation' ? 'Donation' : 'Event fee',
    };
  }
}
