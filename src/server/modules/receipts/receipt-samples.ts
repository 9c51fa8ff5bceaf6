import type { TrustDetails } from '@/domain/payments';
import type { ReceiptDocument } from './receipt-pdf';

/** Receipts for tests and the benchmark: one of each kind, in and out of the 80G approval. */

export const SAMPLE_TRUST: TrustDetails = {
  name: 'Hostel Community Trust',
  address: 'Hostel Office, Shivaji Nagar, Pune 411005',
  pan: 'AAATH1234K',
  urn: 'AAATH1234KF20214',
  validFrom: '2026-04-01',
  validUntil: '2029-03-31',
  signatory: 'Mr. Ramesh Patil, Secretary',
};

/** A donation of ₹1,20,000 on 25 November 2026 (IST) from a donor named in Devanagari. */
export const SAMPLE_DONATION: ReceiptDocument = {
  kind: 'donation',
  number: 'D-2026-27/000001',
  issuedAt: '2026-11-25T06:30:00.000Z',
  timeZone: 'Asia/Kolkata',
  siteName: 'Hostel Community',
  organisation: {
    name: 'Hostel Community',
    address: 'Hostel Office, Shivaji Nagar, Pune 411005',
    email: 'office@hostel.example',
    phone: '+91 20 2553 0000',
  },
  payer: {
    name: 'अमित पाटील',
    email: 'amit.patil@example.com',
    phone: '+91 98220 12345',
    address: 'फ्लॅट ३, श्री कृपा सोसायटी, कोथरूड, पुणे 411038',
    pan: 'ABCPP1234Q',
  },
  amount: 120000,
  mode: 'UPI',
  transactionReference: 'pay_IH4NVgf4Dreq1l',
  orderReference: 'order_IH4N1Ul9sJpWbG',
  purpose: 'Donation: Ganesh festival',
  trust: SAMPLE_TRUST,
};

/** A team's fee of ₹2,500 for a cricket tournament, paid by card. */
export const SAMPLE_REGISTRATION: ReceiptDocument = {
  ...SAMPLE_DONATION,
  kind: 'registration',
  number: 'R-2026-27/000001',
  payer: { name: 'Asha Kulkarni', email: 'asha.kulkarni@example.com', phone: '+91 90110 22334' },
  amount: 2500,
  mode: 'Card',
  transactionReference: 'pay_IH4P2xYv7Lq9Zk',
  orderReference: 'order_IH4OzQm3Tb8RcW',
  purpose: 'Event fee: Inter-Hostel Cricket Tournament (team)',
};
