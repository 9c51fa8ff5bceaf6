import { randomUUID } from 'node:crypto';
import { and, desc, eq, gt, inArray, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  isPaidState,
  receiptUrlFor,
  type CheckoutResult,
  type Payment,
  type PaymentOrder,
  type paymentOrderInputSchema,
} from '@/domain/payments';
import type { RegistrationType } from '@/domain/constants';
import type { DonationInput } from '@/domain/donation-schemas';
import { LIFECYCLE_MESSAGES } from '@/domain/lifecycle';
import type { AppContext } from '@/server/context';
import type { PaymentOutcome } from '@/server/metrics';
import type { Database } from '@/server/db/client';
import { donations, events, payments, refunds, registrations } from '@/server/db/schema';
import { badRequest, conflict, forbidden, HttpError, notFound } from '@/server/http/errors';
import {
  applyCapturedPayment,
  moveUnpaidPayment,
  readOrderToApply,
  rowOf,
  type Application,
  type PaymentAsRead,
  type PaymentPath,
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
  orderAlreadyPaid:
    'This order is already paid. Your second payment was not taken: your bank releases the amount it held within a few days.',
  secondPaymentRefunded:
    'This order was already paid, so your second payment is being refunded in full. Your bank may take 5 to 7 working days to show it.',
  tooManyDonations: (open: number) =>
    `You have ${open} donations waiting for payment. Please finish one of them, or try again tomorrow.`,
  returned: (reason: string) =>
    `We received your payment, but could not use it: ${reason.charAt(0).toLowerCase()}${reason.slice(1)} The whole amount is being refunded the way you paid.`,
} as const;

/** Open (unpaid) donation orders a member may have at once: each is a Razorpay order to follow. */
export const OPEN_DONATION_ORDERS_MAX = 3;

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
  eventId?: string;
  registrationType?: RegistrationType;
  donationId?: string;
  email: string;
  amount: number;
  description: string;
  prefill: PaymentOrder['prefill'];
}

const donationPayable = (row: typeof donations.$inferSelect): Payable => ({
  purpose: 'donation',
  donationId: row.id,
  email: row.email,
  amount: row.amount,
  description: row.purpose ? `Donation: ${row.purpose}` : 'Donation',
  prefill: { name: row.name, email: row.email, contact: row.phone },
});

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

  /**
   * Opens a Razorpay order for the member's registration or a donation, or gives back the open
   * one of the same registration (or of a donation with the same details), so repeated taps open
   * one order. A member has at most a few donation orders open at once.
   */
  async createOrder(input: PaymentOrderInput, member: { email: string }): Promise<PaymentOrder> {
    if (this.settings.mode === 'off') throw new HttpError(503, PAYMENT_MESSAGES.off);
    const email = member.email.toLowerCase();
    let row: PaymentRow;
    let payable: Payable;
    if ('registrationId' in input) {
      payable = await this.registrationPayable(input.registrationId, email);
      row =
        (await this.openOrderOf(
          eq(payments.registrationId, input.registrationId),
          payable.amount,
        )) ?? (await this.openOrder(payable));
    } else {
      if (input.donation.email !== email) throw forbidden(PAYMENT_MESSAGES.notYourEmail);
      const same = await this.openDonationOrder(input.donation, email);
      payable = same?.payable ?? (await this.newDonation(input.donation));
      row = same?.row ?? (await this.openOrder(payable));
    }
    return {
      orderId: row.razorpayOrderId ?? '',
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
      eventId: registration.eventId,
      registrationType: registration.registrationType,
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

  private async newDonation(donation: DonationInput & { amount: number }): Promise<Payable> {
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
    return donationPayable(row);
  }

  /**
   * The member's open order for a donation with exactly these details (a second tap, a page
   * reloaded), or undefined. Refuses a new one while the member has too many open.
   */
  private async openDonationOrder(donation: DonationInput & { amount: number }, email: string) {
    const since = new Date(this.context.clock.now().getTime() - ORDER_REUSE_MS);
    const open = await this.db
      .select({ payment: payments, donation: donations })
      .from(payments)
      .innerJoin(donations, eq(donations.id, payments.donationId))
      .where(
        and(
          eq(payments.email, email),
          eq(payments.purpose, 'donation'),
          inArray(payments.state, ['created', 'attempted']),
          gt(payments.createdAt, since),
        ),
      )
      .orderBy(desc(payments.createdAt));
    const same = open.find(
      ({ donation: stored }) =>
        stored.amount === donation.amount &&
        stored.name === donation.name &&
        stored.phone === donation.phone &&
        stored.pan === (donation.pan ?? '') &&
        stored.address === (donation.address ?? '') &&
        stored.purpose === (donation.purpose ?? ''),
    );
    if (same) return { row: same.payment, payable: donationPayable(same.donation) };
    if (open.length >= OPEN_DONATION_ORDERS_MAX) {
      throw new HttpError(429, PAYMENT_MESSAGES.tooManyDonations(open.length));
    }
    return undefined;
  }

  /** An unpaid order for the same thing and amount, young enough to pay again. */
  private async openOrderOf(of: SQL, amount: number) {
    const [latest] = await this.db
      .select()
      .from(payments)
      .where(and(of, inArray(payments.state, ['created', 'attempted'])))
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
        eventId: payable.eventId,
        registrationType: payable.registrationType,
        email: payable.email.toLowerCase(),
        amount: payable.amount,
        razorpayOrderId: order.id,
        nextCheckAt: now,
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
  async verify(result: CheckoutResult): Promise<{ payment: PaymentRow; notice?: string }> {
    if (this.settings.mode === 'off') throw new HttpError(503, PAYMENT_MESSAGES.off);
    const order = await this.findByOrder(result.razorpay_order_id);
    if (!order) throw badRequest(PAYMENT_MESSAGES.unknownOrder);
    const { row } = order;
    const expected = paymentSignature(
      result.razorpay_order_id,
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
      return { payment: row, ...(await this.noticeOf(row)) };
    }
    const payment = await this.razorpay
      .fetchPayment(result.razorpay_payment_id)
      .catch((error: unknown) => {
        if (error instanceof RazorpayError && error.status < 500) {
          throw badRequest(PAYMENT_MESSAGES.unknownPayment);
        }
        return providerFailure(error);
      });
    const application = await this.applyReported(order, payment, { capture: true, via: 'verify' });
    if (application.outcome === 'duplicate') throw conflict(PAYMENT_MESSAGES.secondPaymentRefunded);
    return {
      payment: application.payment,
      ...(application.outcome === 'returned'
        ? { notice: PAYMENT_MESSAGES.returned(application.reason) }
        : await this.noticeOf(application.payment)),
    };
  }

  /** Why a payment recorded earlier was not applied, when it was not (its refund's reason). */
  private async noticeOf(payment: PaymentRow): Promise<{ notice?: string }> {
    if (payment.receiptNumber) return {};
    const [refund] = await this.db
      .select({ reason: refunds.reason })
      .from(refunds)
      .where(eq(refunds.paymentId, payment.id))
      .limit(1);
    return refund ? { notice: PAYMENT_MESSAGES.returned(refund.reason) } : {};
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
    order: PaymentRow | PaymentAsRead,
    reported: RazorpayPayment,
    { capture, via }: { capture: boolean; via: Exclude<PaymentPath, 'by hand'> },
  ): Promise<Application> {
    const row = rowOf(order);
    const matches =
      reported.order_id === row.razorpayOrderId &&
      reported.amount === row.amount * PAISE_PER_RUPEE &&
      reported.currency === 'INR';
    if (!matches) {
      this.count(row, 'mismatch');
      throw badRequest(PAYMENT_MESSAGES.mismatch);
    }
    // A second payment of an order already paid is never captured: the bank lets it go.
    if (
      reported.status === 'authorized' &&
      isPaidState(row.state) &&
      row.razorpayPaymentId !== reported.id
    ) {
      this.count(row, 'not_captured');
      throw conflict(PAYMENT_MESSAGES.orderAlreadyPaid);
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
      const application = await applyCapturedPayment(
        this.db,
        order,
        { razorpayPaymentId: payment.id, method: payment.method },
        { now, config: this.context.config, via },
      );
      this.count(row, APPLICATION_OUTCOMES[application.outcome]);
      return application;
    }
    if (payment.status === 'failed') await moveUnpaidPayment(this.db, row.id, 'attempted', now);
    this.count(row, 'not_completed');
    throw badRequest(PAYMENT_MESSAGES.notCompleted);
  }

  private count(row: PaymentRow, outcome: PaymentOutcome): void {
    this.context.metrics?.payments.inc({ purpose: row.purpose, outcome });
  }

  /** The order's row (not a second payment's), with what applying a payment of it needs. */
  findByOrder(razorpayOrderId: string): Promise<PaymentAsRead | undefined> {
    return readOrderToApply(this.db, razorpayOrderId);
  }

  async findById(id: string): Promise<PaymentRow | undefined> {
    const [row] = await this.db.select().from(payments).where(eq(payments.id, id));
    return row;
  }
}

/** Razorpay refusing a call we made is our problem, not the member's: a 502 with a message. */
const APPLICATION_OUTCOMES: Record<Application['outcome'], PaymentOutcome> = {
  applied: 'applied',
  already: 'already_applied',
  returned: 'returned',
  duplicate: 'duplicate',
};

function providerFailure(error: unknown): never {
  if (error instanceof RazorpayError) {
    throw new HttpError(502, 'The payment service refused the request. Please try again later.', {
      cause: error,
    });
  }
  throw error;
}
