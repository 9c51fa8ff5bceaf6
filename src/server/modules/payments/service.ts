import { randomUUID } from 'node:crypto';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import {
  isPaidState,
  receiptUrlFor,
  type CheckoutResult,
  type Payment,
  type PaymentOrder,
  type paymentOrderInputSchema,
} from '@/domain/payments';
import type { DonationInput } from '@/domain/donation-schemas';
import { LIFECYCLE_MESSAGES } from '@/domain/lifecycle';
import type { AppContext } from '@/server/context';
import type { PaymentOutcome } from '@/server/metrics';
import type { Database } from '@/server/db/client';
import { donations, events, payments, registrations } from '@/server/db/schema';
import { badRequest, conflict, forbidden, HttpError, notFound } from '@/server/http/errors';
import {
  applyCapturedPayment,
  moveUnpaidPayment,
  type Application,
  type PaymentRow,
} from './apply';
import { RazorpayClient, RazorpayError } from './razorpay/client';
import { paymentSignature, signaturesMatch } from './razorpay/signatures';
import type { RazorpayPayment } from './razorpay/types';

export type PaymentOrderInput = z.output<ReturnType<typeof paymentOrderInputSchema>>;

export const PAYMENT_MESSAGES = {
  off: 'Payment integration coming soon',
  registrationNotFound: 'This registration does not exist, or is not yours.',
  notYourEmail: 'You can donate only with the e-mail address of your own account.',
  alreadyPaid: 'This registration is already paid.',
  nothingToPay: 'This registration is free: there is nothing to pay.',
  unknownOrder: 'This order is not one of ours.',
  badSignature: 'The payment could not be verified: its signature does not match.',
  unknownPayment: 'Razorpay does not know this payment.',
  mismatch: 'The payment does not match its order (amount, currency or order).',
  notCompleted: 'The payment has not been completed. Please try again.',
} as const;

const PAISE_PER_RUPEE = 100;

/** An order is reused for the same thing while it is this young; Razorpay keeps it far longer. */
const ORDER_REUSE_MS = 24 * 3_600_000;

export function toPayment(row: PaymentRow): Payment {
  return {
    _id: row.id,
    purpose: row.purpose,
    state: row.state,
    amount: row.amount,
    refundedAmount: row.refundedAmount,
    method: row.method,
    razorpayOrderId: row.razorpayOrderId,
    razorpayPaymentId: row.razorpayPaymentId,
    receiptNumber: row.receiptNumber,
    receiptUrl: row.receiptNumber ? receiptUrlFor(row.id) : null,
    paidAt: row.paidAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    registrationId: row.registrationId,
    donationId: row.donationId,
  };
}

interface Payable {
  purpose: PaymentRow['purpose'];
  registrationId?: string;
  donationId?: string;
  email: string;
  amount: number;
  description: string;
  prefill: PaymentOrder['prefill'];
}

export type PaymentContext = Pick<AppContext, 'config' | 'database' | 'clock'> &
  Partial<Pick<AppContext, 'metrics'>>;

/**
 * Takes money through Razorpay (or its simulator): orders for amounts the server computes,
 * and one forward-only state per payment that the browser's verify call, the webhook and the
 * reconciler all feed. Each payment is applied once, whoever reports it first.
 */
export class PaymentsService {
  private readonly razorpay: RazorpayClient;

  constructor(private readonly context: PaymentContext) {
    this.razorpay = new RazorpayClient(context.config.payments);
  }

  private get db(): Database {
    return this.context.database.db;
  }

  private get settings() {
    return this.context.config.payments;
  }

  /** Opens (or reuses) a Razorpay order for the member's registration or a donation. */
  async createOrder(input: PaymentOrderInput, member: { email: string }): Promise<PaymentOrder> {
    if (this.settings.mode === 'off') throw new HttpError(503, PAYMENT_MESSAGES.off);
    const payable =
      'registrationId' in input
        ? await this.registrationPayable(input.registrationId, member.email)
        : await this.newDonation(input.donation, member.email);

    const reusable = payable.registrationId
      ? await this.reusableOrder(payable.registrationId, payable.amount)
      : undefined;
    const row = reusable ?? (await this.openOrder(payable));
    return {
      orderId: row.razorpayOrderId,
      keyId: this.settings.keyId,
      amount: row.amount * PAISE_PER_RUPEE,
      currency: 'INR',
      name: this.context.config.siteName,
      description: payable.description,
      prefill: payable.prefill,
      ...(row.registrationId ? { registrationId: row.registrationId } : {}),
      ...(row.donationId ? { donationId: row.donationId } : {}),
    };
  }

  private async registrationPayable(registrationId: string, email: string): Promise<Payable> {
    const [found] = await this.db
      .select({ registration: registrations, eventName: events.name })
      .from(registrations)
      .innerJoin(events, eq(events.id, registrations.eventId))
      .where(
        and(eq(registrations.id, registrationId), eq(registrations.email, email.toLowerCase())),
      );
    if (!found) throw notFound(PAYMENT_MESSAGES.registrationNotFound);
    const { registration, eventName } = found;
    if (registration.paymentStatus === 'Success') throw conflict(PAYMENT_MESSAGES.alreadyPaid);
    if (registration.amount <= 0) throw conflict(PAYMENT_MESSAGES.nothingToPay);
    if (registration.status === 'expired') throw conflict(LIFECYCLE_MESSAGES.holdExpired);
    if (registration.status !== 'awaiting_payment') {
      throw conflict(LIFECYCLE_MESSAGES.notAwaitingPayment);
    }
    return {
      purpose: 'registration',
      registrationId: registration.id,
      email: registration.email,
      // The fee fixed when the member registered, by registration type: never the page's number.
      amount: registration.amount,
      description: `${eventName} (${registration.registrationType} registration)`,
      prefill: {
        name: registration.name,
        email: registration.email,
        contact: registration.contact,
      },
    };
  }

  private async newDonation(
    donation: DonationInput & { amount: number },
    email: string,
  ): Promise<Payable> {
    if (donation.email !== email.toLowerCase()) throw forbidden(PAYMENT_MESSAGES.notYourEmail);
    const [row] = await this.db
      .insert(donations)
      .values({
        name: donation.name,
        email: donation.email,
        phone: donation.phone,
        amount: donation.amount,
        pan: donation.pan ?? '',
        address: donation.address ?? '',
        purpose: donation.purpose ?? '',
        paymentStatus: 'Pending',
      })
      .returning();
    if (!row) throw new Error('The donation was not stored');
    return {
      purpose: 'donation',
      donationId: row.id,
      email: row.email,
      amount: row.amount,
      description: row.purpose ? `Donation: ${row.purpose}` : 'Donation',
      prefill: { name: row.name, email: donation.email, contact: row.phone },
    };
  }

  /** An unpaid order for the same registration and amount, young enough to pay again. */
  private async reusableOrder(registrationId: string, amount: number) {
    const [latest] = await this.db
      .select()
      .from(payments)
      .where(
        and(
          eq(payments.registrationId, registrationId),
          inArray(payments.state, ['created', 'attempted']),
        ),
      )
      .orderBy(desc(payments.createdAt))
      .limit(1);
    const young =
      latest && this.context.clock.now().getTime() - latest.createdAt.getTime() < ORDER_REUSE_MS;
    return young && latest.amount === amount ? latest : undefined;
  }

  private async openOrder(payable: Payable): Promise<PaymentRow> {
    const id = randomUUID();
    const order = await this.razorpay
      .createOrder({
        amount: payable.amount * PAISE_PER_RUPEE,
        receipt: id,
        notes: {
          purpose: payable.purpose,
          ...(payable.registrationId ? { registrationId: payable.registrationId } : {}),
          ...(payable.donationId ? { donationId: payable.donationId } : {}),
        },
      })
      .catch(providerFailure);
    const now = this.context.clock.now();
    const [row] = await this.db
      .insert(payments)
      .values({
        id,
        purpose: payable.purpose,
        registrationId: payable.registrationId,
        donationId: payable.donationId,
        email: payable.email.toLowerCase(),
        amount: payable.amount,
        razorpayOrderId: order.id,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!row) throw new Error('The payment was not stored');
    return row;
  }

  /**
   * Checkout's report from the browser: the signature proves Razorpay made it for our order,
   * and Razorpay itself then confirms the payment's order, amount, currency and status.
   */
  async verify(result: CheckoutResult): Promise<PaymentRow> {
    const row = await this.findByOrder(result.razorpay_order_id);
    if (!row) throw badRequest(PAYMENT_MESSAGES.unknownOrder);
    const expected = paymentSignature(
      row.razorpayOrderId,
      result.razorpay_payment_id,
      this.settings.keySecret,
    );
    if (!signaturesMatch(expected, result.razorpay_signature)) {
      throw badRequest(PAYMENT_MESSAGES.badSignature);
    }
    // The signature proves Razorpay made this payment for this order: once it is applied (the
    // webhook often comes first), a repeated report needs no call to Razorpay.
    if (isPaidState(row.state) && row.razorpayPaymentId === result.razorpay_payment_id) {
      this.count(row, 'already_applied');
      return row;
    }
    const payment = await this.razorpay
      .fetchPayment(result.razorpay_payment_id)
      .catch((error: unknown) => {
        if (error instanceof RazorpayError && error.status < 500) {
          throw badRequest(PAYMENT_MESSAGES.unknownPayment);
        }
        return providerFailure(error);
      });
    return (await this.applyReported(row, payment, { capture: true })).payment;
  }

  /** What Razorpay knows of the payments made for one of our orders. */
  paymentsOfOrder(razorpayOrderId: string): Promise<RazorpayPayment[]> {
    return this.razorpay.orderPayments(razorpayOrderId).catch(providerFailure);
  }

  /**
   * Applies what Razorpay says of a payment for one of our orders: a captured payment (after
   * capturing an authorized one, when asked) of the order's exact amount pays it; a failed one
   * marks an attempt. Anything that does not match changes nothing.
   */
  async applyReported(
    row: PaymentRow,
    reported: RazorpayPayment,
    { capture }: { capture: boolean },
  ): Promise<Application> {
    const matches =
      reported.order_id === row.razorpayOrderId &&
      reported.amount === row.amount * PAISE_PER_RUPEE &&
      reported.currency === 'INR';
    if (!matches) {
      this.count(row, 'mismatch');
      throw badRequest(PAYMENT_MESSAGES.mismatch);
    }

    let payment = reported;
    if (payment.status === 'authorized' && capture) {
      payment = await this.razorpay.capture(payment.id, payment.amount).catch(async (error) => {
        // Another report may have captured it first: ask again rather than fail.
        if (error instanceof RazorpayError) return this.razorpay.fetchPayment(payment.id);
        throw error;
      });
    }
    const now = this.context.clock.now();
    if (payment.status === 'captured' || payment.status === 'refunded') {
      const outcome = await applyCapturedPayment(
        this.db,
        row,
        { razorpayPaymentId: payment.id, method: payment.method },
        { now, config: this.context.config },
      );
      this.count(row, outcome.applied ? 'applied' : 'already_applied');
      return outcome;
    }
    if (payment.status === 'failed') await moveUnpaidPayment(this.db, row.id, 'attempted', now);
    this.count(row, 'not_completed');
    throw badRequest(PAYMENT_MESSAGES.notCompleted);
  }

  private count(row: PaymentRow, outcome: PaymentOutcome): void {
    this.context.metrics?.payments.inc({ purpose: row.purpose, outcome });
  }

  async findByOrder(razorpayOrderId: string): Promise<PaymentRow | undefined> {
    const [row] = await this.db
      .select()
      .from(payments)
      .where(eq(payments.razorpayOrderId, razorpayOrderId));
    return row;
  }

  async findById(id: string): Promise<PaymentRow | undefined> {
    const [row] = await this.db.select().from(payments).where(eq(payments.id, id));
    return row;
  }
}

/** Razorpay refusing a call we made is our problem, not the member's: a 502 with a message. */
function providerFailure(error: unknown): never {
  if (error instanceof RazorpayError) {
    throw new HttpError(502, 'The payment service refused the request. Please try again later.', {
      cause: error,
    });
  }
  throw error;
}
