import type { IssuedReceipt, PaymentPurpose } from '@/domain/payments';
import type { RegistrationType } from '@/domain/constants';
import type { Config } from '@/server/config';

const METHOD_NAMES: Record<string, string> = {
  upi: 'UPI',
  card: 'Card',
  netbanking: 'Net banking',
  wallet: 'Wallet',
  emi: 'EMI',
  cash: 'Cash',
};

/** Razorpay's method, as a person writes it: 'upi' is UPI. */
export const paymentModeName = (method: string | null) =>
  method ? (METHOD_NAMES[method] ?? method) : 'Online';

/** What a payment paid for, as its receipt names it. */
export type ReceiptSubject =
  | {
      kind: 'registration';
      eventName: string;
      registrationType: RegistrationType;
      registrant: { name: string; email: string; contact: string; hostelAddress: string };
    }
  | {
      kind: 'donation';
      donor: {
        name: string;
        email: string;
        phone: string;
        address: string;
        pan: string;
        purpose: string;
      };
    };

export type ReceiptSettings = Pick<Config, 'timeZone' | 'siteName' | 'trust' | 'contact'>;

/** 'Donation', 'Donation: Ganesh festival', 'Event fee: Cricket Cup (team)'. */
export function receiptPurpose(subject: ReceiptSubject): string {
  if (subject.kind === 'registration') {
    return `Event fee: ${subject.eventName} (${subject.registrationType})`;
  }
  return subject.donor.purpose ? `Donation: ${subject.donor.purpose}` : 'Donation';
}

/**
 * The receipt of a payment as it is issued: who paid, for what, and the trust's 80G details as
 * configured at that moment. Kept with the payment, it never changes afterwards.
 */
export function issueReceipt(
  payment: {
    purpose: PaymentPurpose;
    amount: number;
    method: string | null;
    razorpayPaymentId: string | null;
    razorpayOrderId: string | null;
  },
  number: string,
  paidAt: Date,
  subject: ReceiptSubject,
  config: ReceiptSettings,
): IssuedReceipt {
  const payer =
    subject.kind === 'registration'
      ? {
          name: subject.registrant.name,
          email: subject.registrant.email,
          phone: subject.registrant.contact,
          ...(subject.registrant.hostelAddress
            ? { address: subject.registrant.hostelAddress }
            : {}),
        }
      : {
          name: subject.donor.name,
          email: subject.donor.email,
          phone: subject.donor.phone,
          ...(subject.donor.address ? { address: subject.donor.address } : {}),
          ...(subject.donor.pan ? { pan: subject.donor.pan } : {}),
        };
  return {
    kind: payment.purpose,
    number,
    issuedAt: paidAt.toISOString(),
    timeZone: config.timeZone,
    siteName: config.siteName,
    organisation: {
      name: config.trust?.name ?? config.siteName,
      address: config.trust?.address ?? config.contact.address,
      email: config.contact.email,
      phone: config.contact.phone,
    },
    payer,
    amount: payment.amount,
    mode: paymentModeName(payment.method),
    transactionReference: payment.razorpayPaymentId ?? '',
    orderReference: payment.razorpayOrderId ?? '',
    purpose: receiptPurpose(subject),
    // Only a donation's receipt can be an 80G receipt: a registration's keeps no trust details.
    trust: payment.purpose === 'donation' ? (config.trust ?? null) : null,
  };
}
