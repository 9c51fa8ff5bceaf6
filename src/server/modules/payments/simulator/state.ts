import { systemClock, type Clock } from '@/server/clock';
import { paymentSignature } from '../razorpay/signatures';
import { razorpayBadRequest, unknownRazorpayId } from './errors';
import { razorpayId, unixSeconds } from './razorpay-format';
import { WebhookOutbox } from './webhooks';

/**
 * The simulator's keys. Not secret: the app uses them in simulator mode, where no money moves,
 * and they can never reach Razorpay itself.
 */
export const SIMULATOR_CREDENTIALS = {
  keyId: 'rzp_test_simulator',
  keySecret: 'simulator-key-secret-not-a-secret',
  webhookSecret: 'simulator-webhook-secret-not-a-secret',
} as const;

export interface SimulatorCredentials {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
}

/** Razorpay sends empty notes as `[]`. */
export type Notes = Record<string, string> | never[];

export type PaymentMethod = 'upi' | 'card' | 'netbanking' | 'wallet';

export interface SimulatedOrder {
  id: string;
  entity: 'order';
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: 'INR';
  receipt: string | null;
  offer_id: null;
  status: 'created' | 'attempted' | 'paid';
  attempts: number;
  notes: Notes;
  created_at: number;
}

export interface SimulatedPayment {
  id: string;
  entity: 'payment';
  amount: number;
  currency: 'INR';
  status: 'authorized' | 'captured' | 'refunded' | 'failed';
  order_id: string;
  invoice_id: null;
  international: false;
  method: PaymentMethod;
  amount_refunded: number;
  refund_status: 'partial' | 'full' | null;
  captured: boolean;
  description: string | null;
  card_id: string | null;
  bank: string | null;
  wallet: string | null;
  vpa: string | null;
  email: string;
  contact: string;
  notes: Notes;
  error_code: string | null;
  error_description: string | null;
  error_source: string | null;
  error_step: string | null;
  error_reason: string | null;
  created_at: number;
}

export interface SimulatedRefund {
  id: string;
  entity: 'refund';
  amount: number;
  currency: 'INR';
  payment_id: string;
  notes: Notes;
  receipt: string | null;
  acquirer_data: { arn: string | null };
  created_at: number;
  batch_id: null;
  status: 'pending' | 'processed' | 'failed';
  speed_processed: 'normal';
  speed_requested: 'normal' | 'optimum';
}

export interface OrderInput {
  amount: number;
  currency: 'INR';
  receipt?: string;
  notes?: Record<string, string>;
}

export interface PayOptions {
  method?: PaymentMethod;
  outcome?: 'success' | 'failure';
  /** Pays another amount than the order's, as a tampered checkout would. */
  amount?: number;
  /** false leaves a successful payment authorized, for the app to capture. */
  capture?: boolean;
  email?: string;
  contact?: string;
}

/** What Checkout hands the page's handler after a successful payment. */
export interface CheckoutSuccess {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

/** What Checkout hands 'payment.failed' listeners, inside `{ error }`. */
export interface CheckoutFailure {
  code: string;
  description: string;
  source: string;
  step: string;
  reason: string;
  metadata: { order_id: string; payment_id: string };
}

export type PayResult =
  | { outcome: 'success'; payment: SimulatedPayment; checkout: CheckoutSuccess }
  | { outcome: 'failure'; payment: SimulatedPayment; error: CheckoutFailure };

export interface RefundInput {
  /** Paise; the whole refundable rest when missing. */
  amount?: number;
  speed?: 'normal' | 'optimum';
  notes?: Record<string, string>;
  receipt?: string;
}

export interface RazorpaySimulatorOptions {
  clock?: Clock;
  credentials?: Partial<SimulatorCredentials>;
  webhookUrl?: string;
  webhookRetryDelaysMs?: readonly number[];
}

/** What each method leaves on a payment, as Razorpay's test mode fills them. */
const METHOD_DETAILS: Record<PaymentMethod, (paymentId: string) => Partial<SimulatedPayment>> = {
  upi: () => ({ vpa: 'success@razorpay' }),
  card: (paymentId) => ({ card_id: `card_${paymentId.slice('pay_'.length)}` }),
  netbanking: () => ({ bank: 'HDFC' }),
  wallet: () => ({ wallet: 'paytm' }),
};

/** Why a simulated payment fails, in the words of Razorpay's test mode. */
const PAYMENT_FAILED = {
  code: 'BAD_REQUEST_ERROR',
  description: 'Payment failed',
  source: 'customer',
  step: 'payment_authorization',
  reason: 'payment_failed',
} as const;

const CUSTOMER_DEFAULTS = { email: 'customer@example.com', contact: '+919000090000' };

const notesOrEmpty = (notes: Record<string, string> | undefined): Notes =>
  notes && Object.keys(notes).length > 0 ? { ...notes } : [];

/**
 * Razorpay in memory: orders, payments, refunds and webhook events, behaving as Razorpay's API
 * and Checkout do, plus controls for tests (hold webhooks, keep refunds pending, edit records).
 * Every method returns copies; the records change only through the methods.
 */
export class RazorpaySimulator {
  readonly credentials: SimulatorCredentials;
  readonly webhooks: WebhookOutbox;
  private readonly clock: Clock;
  private readonly orders = new Map<string, SimulatedOrder>();
  private readonly payments = new Map<string, SimulatedPayment>();
  private readonly refunds = new Map<string, SimulatedRefund>();
  /** `paymentId idempotencyKey` → refund id. */
  private readonly refundsByIdempotencyKey = new Map<string, string>();
  private refundsStayPending = false;

  constructor(options: RazorpaySimulatorOptions = {}) {
    this.clock = options.clock ?? systemClock;
    const given = options.credentials;
    this.credentials = {
      keyId: given?.keyId ?? SIMULATOR_CREDENTIALS.keyId,
      keySecret: given?.keySecret ?? SIMULATOR_CREDENTIALS.keySecret,
      webhookSecret: given?.webhookSecret ?? SIMULATOR_CREDENTIALS.webhookSecret,
    };
    this.webhooks = new WebhookOutbox({
      clock: this.clock,
      webhookSecret: this.credentials.webhookSecret,
      url: options.webhookUrl,
      retryDelaysMs: options.webhookRetryDelaysMs,
    });
  }

  createOrder(input: OrderInput): SimulatedOrder {
    const order: SimulatedOrder = {
      id: razorpayId('order_'),
      entity: 'order',
      amount: input.amount,
      amount_paid: 0,
      amount_due: input.amount,
      currency: input.currency,
      receipt: input.receipt ?? null,
      offer_id: null,
      status: 'created',
      attempts: 0,
      notes: notesOrEmpty(input.notes),
      created_at: this.now(),
    };
    this.orders.set(order.id, order);
    return structuredClone(order);
  }

  getOrder(orderId: string): SimulatedOrder {
    return structuredClone(this.order(orderId));
  }

  getPayment(paymentId: string): SimulatedPayment {
    return structuredClone(this.payment(paymentId));
  }

  getRefund(refundId: string): SimulatedRefund {
    return structuredClone(this.refund(refundId));
  }

  paymentsOfOrder(orderId: string): SimulatedPayment[] {
    this.order(orderId); // refuses an unknown id, as Razorpay does
    return [...this.payments.values()]
      .filter((payment) => payment.order_id === orderId)
      .map((payment) => structuredClone(payment));
  }

  refundsOfPayment(paymentId: string): SimulatedRefund[] {
    this.payment(paymentId); // refuses an unknown id, as Razorpay does
    return [...this.refunds.values()]
      .filter((refund) => refund.payment_id === paymentId)
      .map((refund) => structuredClone(refund));
  }

  /** A customer paying an order in Checkout. */
  pay(orderId: string, options: PayOptions = {}): PayResult {
    const order = this.order(orderId);
    if (order.status === 'paid') throw razorpayBadRequest('Order has already been paid');
    const { method = 'upi', outcome = 'success', capture = true } = options;
    const id = razorpayId('pay_');
    const failure = outcome === 'failure' ? PAYMENT_FAILED : undefined;
    const payment: SimulatedPayment = {
      id,
      entity: 'payment',
      amount: options.amount ?? order.amount,
      currency: order.currency,
      status: failure ? 'failed' : 'authorized',
      order_id: order.id,
      invoice_id: null,
      international: false,
      method,
      amount_refunded: 0,
      refund_status: null,
      captured: false,
      description: null,
      card_id: null,
      bank: null,
      wallet: null,
      vpa: null,
      ...METHOD_DETAILS[method](id),
      email: options.email || CUSTOMER_DEFAULTS.email,
      contact: options.contact || CUSTOMER_DEFAULTS.contact,
      notes: [],
      error_code: failure?.code ?? null,
      error_description: failure?.description ?? null,
      error_source: failure?.source ?? null,
      error_step: failure?.step ?? null,
      error_reason: failure?.reason ?? null,
      created_at: this.now(),
    };
    this.payments.set(id, payment);
    order.attempts += 1;
    order.status = 'attempted';

    if (failure) {
      this.webhooks.publish('payment.failed', { payment });
      return {
        outcome: 'failure',
        payment: structuredClone(payment),
        error: { ...failure, metadata: { order_id: order.id, payment_id: id } },
      };
    }
    this.webhooks.publish('payment.authorized', { payment });
    if (capture) this.capture(payment, order);
    return {
      outcome: 'success',
      payment: structuredClone(payment),
      checkout: {
        razorpay_payment_id: id,
        razorpay_order_id: order.id,
        razorpay_signature: paymentSignature(order.id, id, this.credentials.keySecret),
      },
    };
  }

  /** POST /v1/payments/:id/capture */
  capturePayment(paymentId: string, request: { amount: number }): SimulatedPayment {
    const payment = this.payment(paymentId);
    if (payment.captured) throw razorpayBadRequest('This payment has already been captured');
    if (payment.status !== 'authorized') {
      throw razorpayBadRequest('Only payments which have been authorized can be captured');
    }
    if (request.amount !== payment.amount) {
      throw razorpayBadRequest('Capture amount must be equal to the amount authorized', 'amount');
    }
    this.capture(payment, this.order(payment.order_id));
    return structuredClone(payment);
  }

  /**
   * POST /v1/payments/:id/refund. A refund asked again with the same idempotency key is the
   * first one, unchanged; it refunds nothing more.
   */
  createRefund(paymentId: string, input: RefundInput, idempotencyKey?: string): SimulatedRefund {
    const payment = this.payment(paymentId);
    const keyed = idempotencyKey ? `${paymentId} ${idempotencyKey}` : undefined;
    const earlier = keyed && this.refundsByIdempotencyKey.get(keyed);
    if (earlier) return this.getRefund(earlier);

    if (!payment.captured) throw razorpayBadRequest('Only captured payments can be refunded');
    const refundable = payment.amount - payment.amount_refunded;
    if (refundable <= 0) throw razorpayBadRequest('The payment has been fully refunded already');
    const amount = input.amount ?? refundable;
    if (amount > refundable) {
      throw razorpayBadRequest(
        'The refund amount provided is greater than amount captured',
        'amount',
      );
    }

    const refund: SimulatedRefund = {
      id: razorpayId('rfnd_'),
      entity: 'refund',
      amount,
      currency: payment.currency,
      payment_id: payment.id,
      notes: notesOrEmpty(input.notes),
      receipt: input.receipt ?? null,
      acquirer_data: { arn: null },
      created_at: this.now(),
      batch_id: null,
      status: 'pending',
      speed_processed: 'normal',
      speed_requested: input.speed ?? 'normal',
    };
    this.refunds.set(refund.id, refund);
    if (keyed) this.refundsByIdempotencyKey.set(keyed, refund.id);
    this.setAmountRefunded(payment, payment.amount_refunded + amount);
    this.webhooks.publish('refund.created', { refund, payment });
    if (!this.refundsStayPending) this.finishRefund(refund, 'processed');
    return structuredClone(refund);
  }

  /** New refunds stay 'pending' until `settleRefund` (true), or are processed at once (false). */
  keepRefundsPending(pending = true): void {
    this.refundsStayPending = pending;
  }

  /** Processes or fails a pending refund, as the bank eventually does. */
  settleRefund(refundId: string, outcome: 'processed' | 'failed'): SimulatedRefund {
    const refund = this.refund(refundId);
    if (refund.status !== 'pending') throw new Error(`Refund ${refundId} is ${refund.status}`);
    this.finishRefund(refund, outcome);
    return structuredClone(refund);
  }

  /** Changes an order directly, sending no webhook: for states the API cannot reach. */
  updateOrder(orderId: string, changes: Partial<Omit<SimulatedOrder, 'id'>>): SimulatedOrder {
    return structuredClone(Object.assign(this.order(orderId), changes));
  }

  /** Changes a payment directly, sending no webhook: for states the API cannot reach. */
  updatePayment(
    paymentId: string,
    changes: Partial<Omit<SimulatedPayment, 'id'>>,
  ): SimulatedPayment {
    return structuredClone(Object.assign(this.payment(paymentId), changes));
  }

  /** Stops webhook retries and deliveries in progress. */
  close(): void {
    this.webhooks.close();
  }

  private capture(payment: SimulatedPayment, order: SimulatedOrder): void {
    payment.status = 'captured';
    payment.captured = true;
    order.amount_paid += payment.amount;
    order.amount_due = Math.max(0, order.amount - order.amount_paid);
    order.status = 'paid';
    this.webhooks.publish('payment.captured', { payment });
    this.webhooks.publish('order.paid', { payment, order });
  }

  private finishRefund(refund: SimulatedRefund, outcome: 'processed' | 'failed'): void {
    const payment = this.payment(refund.payment_id);
    refund.status = outcome;
    if (outcome === 'processed') {
      refund.acquirer_data.arn = `ARN${refund.id.slice('rfnd_'.length).toUpperCase()}`;
    } else {
      this.setAmountRefunded(payment, payment.amount_refunded - refund.amount);
    }
    this.webhooks.publish(`refund.${outcome}`, { refund, payment });
  }

  private setAmountRefunded(payment: SimulatedPayment, amountRefunded: number): void {
    const full = amountRefunded >= payment.amount;
    payment.amount_refunded = amountRefunded;
    payment.refund_status = amountRefunded === 0 ? null : full ? 'full' : 'partial';
    payment.status = full ? 'refunded' : 'captured';
  }

  private order(orderId: string): SimulatedOrder {
    return this.orders.get(orderId) ?? throwUnknownId();
  }

  private payment(paymentId: string): SimulatedPayment {
    return this.payments.get(paymentId) ?? throwUnknownId();
  }

  private refund(refundId: string): SimulatedRefund {
    return this.refunds.get(refundId) ?? throwUnknownId();
  }

  private now(): number {
    return unixSeconds(this.clock.now());
  }
}

function throwUnknownId(): never {
  throw unknownRazorpayId();
}
