import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '@/server/db/client';
import { isPaidState } from '@/domain/payments';
import { webhookEvents } from '@/server/db/schema';
import { badRequest, HttpError } from '@/server/http/errors';
import { signaturesMatch, webhookSignature } from './razorpay/signatures';
import { razorpayWebhookSchema, type RazorpayWebhook } from './razorpay/types';
import type { RefundsService } from './refunds';
import type { PaymentAsRead } from './apply';
import type { PaymentsService } from './service';

export const WEBHOOK_MESSAGES = {
  badSignature: 'The webhook signature does not match.',
  notAnEvent: 'The webhook body is not a Razorpay event.',
} as const;

/** The events about a payment of one of our orders. */
const PAYMENT_EVENTS = new Set(['payment.captured', 'order.paid', 'payment.failed']);

export type WebhookOutcome = 'handled' | 'duplicate' | 'ignored';

/**
 * Razorpay's webhooks: the signature is checked over the raw body, as sent; a delivery already
 * received before (its event id recorded) is acknowledged and skipped; unknown events are
 * acknowledged and ignored.
 */
export class PaymentWebhook {
  constructor(
    private readonly db: Database,
    private readonly payments: PaymentsService,
    private readonly webhookSecret: string,
    private readonly log: FastifyBaseLogger,
    private readonly refunds: RefundsService,
  ) {}

  async receive(rawBody: Buffer, signature: unknown, eventId: string | undefined) {
    if (!signaturesMatch(webhookSignature(rawBody, this.webhookSecret), signature)) {
      throw badRequest(WEBHOOK_MESSAGES.badSignature);
    }
    let body: unknown;
    try {
      body = JSON.parse(rawBody.toString('utf8'));
    } catch {
      throw badRequest(WEBHOOK_MESSAGES.notAnEvent);
    }
    const parsed = razorpayWebhookSchema.safeParse(body);
    if (!parsed.success) throw badRequest(WEBHOOK_MESSAGES.notAnEvent);
    const event = parsed.data;
    const order = await this.orderOf(event);
    if (order?.alreadyApplied) {
      // This very payment already paid its order (the browser's verify usually comes first):
      // the report changes nothing and is answered without recording its delivery, handling
      // it only counts it (no statement).
      await this.handle(event, order.row);
      return 'duplicate' satisfies WebhookOutcome;
    }
    if (eventId && !(await this.firstDelivery(eventId, event.event))) {
      return 'duplicate' satisfies WebhookOutcome;
    }
    try {
      return await this.handle(event, order?.row);
    } catch (error) {
      // Not handled: the delivery is forgotten, so that Razorpay's retry of it is handled.
      if (eventId) await this.db.delete(webhookEvents).where(eq(webhookEvents.eventId, eventId));
      throw error;
    }
  }

  /** For a payment's event, the row of its order, and whether this very payment paid it. */
  private async orderOf(event: RazorpayWebhook) {
    if (!PAYMENT_EVENTS.has(event.event)) return undefined;
    const reported = event.payload.payment?.entity;
    const order = reported?.order_id
      ? await this.payments.findByOrder(reported.order_id)
      : undefined;
    if (!order || !reported) return undefined;
    const { row } = order;
    return {
      row: order,
      alreadyApplied: isPaidState(row.state) && row.razorpayPaymentId === reported.id,
    };
  }

  /** Records the event's id; false when a delivery of it came before. */
  private async firstDelivery(eventId: string, event: string) {
    const recorded = await this.db
      .insert(webhookEvents)
      .values({ eventId, event })
      .onConflictDoNothing()
      .returning({ eventId: webhookEvents.eventId });
    return recorded.length > 0;
  }

  private async handle(
    event: RazorpayWebhook,
    row: PaymentAsRead | undefined,
  ): Promise<WebhookOutcome> {
    const reported = event.payload.payment?.entity;
    switch (event.event) {
      case 'payment.captured':
      case 'order.paid':
      case 'payment.failed': {
        if (!reported || !row) {
          this.log.warn(
            { event: event.event, payment: reported?.id },
            'webhook for an unknown order',
          );
          return 'ignored';
        }
        try {
          // The webhook never captures: the browser's verify or the reconciler does.
          await this.payments.applyReported(row, reported, { capture: false, via: 'webhook' });
        } catch (error) {
          // A failed payment or a mismatch is recorded or refused: Razorpay need not retry it.
          // Anything else (the database is down, say) fails the delivery, so Razorpay retries.
          if (!(error instanceof HttpError) || error.statusCode >= 500) throw error;
          this.log.info(
            { event: event.event, payment: reported.id, err: error },
            'webhook not applied',
          );
        }
        return 'handled';
      }
      case 'refund.processed':
      case 'refund.failed': {
        const refund = event.payload.refund?.entity;
        const outcome = !refund
          ? 'unknown'
          : event.event === 'refund.processed'
            ? await this.refunds.applyProcessed(refund)
            : await this.refunds.applyFailed(refund);
        if (outcome === 'unknown') {
          // A refund made in Razorpay's dashboard is not one of ours: the admin records it there.
          this.log.warn(
            { event: event.event, refund: refund?.id },
            'webhook for an unknown refund',
          );
          return 'ignored';
        }
        return 'handled';
      }
      default:
        return 'ignored';
    }
  }
}
