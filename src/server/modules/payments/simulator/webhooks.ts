import { setTimeout as sleep } from 'node:timers/promises';
import type { Clock } from '@/server/clock';
import { webhookSignature } from '../razorpay/signatures';
import { razorpayId, unixSeconds } from './razorpay-format';

/** The account every simulated event comes from. */
export const SIMULATOR_ACCOUNT_ID = 'acc_simulator';

/** Waits between a failed delivery and its retries: short, so tests see retries quickly. */
export const DEFAULT_WEBHOOK_RETRY_DELAYS_MS = [100, 500, 2000] as const;

/** How long one delivery may take before it counts as failed. */
const DELIVERY_TIMEOUT_MS = 5000;

/** One try at delivering an event: the receiver's HTTP status, or why the request failed. */
export interface DeliveryAttempt {
  at: Date;
  outcome: number | string;
}

export interface WebhookEvent {
  /** Sent as x-razorpay-event-id, the same on every retry and replay. */
  id: string;
  event: string;
  /** The JSON body exactly as sent: the signature covers these bytes. */
  body: string;
  /**
   * held: not sent (webhooks were held, or no URL was set); sending; delivered: the last
   * delivery got a 2xx; failed: the last delivery ran out of retries.
   */
  status: 'held' | 'sending' | 'delivered' | 'failed';
  attempts: DeliveryAttempt[];
}

export interface WebhookOutboxOptions {
  clock: Clock;
  webhookSecret: string;
  url?: string;
  retryDelaysMs?: readonly number[];
}

/**
 * Razorpay's webhook side: each event is recorded, then POSTed (signed) to the webhook URL in
 * the background and retried on a non-2xx answer or a network error. Tests may hold events
 * and deliver any of them later, in any order and as often as they like.
 */
export class WebhookOutbox {
  private readonly records: WebhookEvent[] = [];
  private readonly inFlight = new Set<Promise<boolean>>();
  private readonly stopping = new AbortController();
  private readonly retryDelaysMs: readonly number[];
  private url: string | undefined;
  private held = false;

  constructor(private readonly options: WebhookOutboxOptions) {
    this.url = options.url;
    this.retryDelaysMs = options.retryDelaysMs ?? DEFAULT_WEBHOOK_RETRY_DELAYS_MS;
  }

  setUrl(url: string | undefined): void {
    this.url = url;
  }

  /** While held, new events are recorded but not sent; `deliver` sends any of them. */
  hold(held = true): void {
    this.held = held;
  }

  /** Records an event in Razorpay's envelope and sends it unless webhooks are held. */
  publish(event: string, entities: Record<string, object>): WebhookEvent {
    const envelope = {
      entity: 'event',
      account_id: SIMULATOR_ACCOUNT_ID,
      event,
      contains: Object.keys(entities),
      payload: Object.fromEntries(
        Object.entries(entities).map(([name, entity]) => [name, { entity }]),
      ),
      created_at: unixSeconds(this.options.clock.now()),
    };
    const record: WebhookEvent = {
      id: razorpayId(),
      event,
      body: JSON.stringify(envelope),
      status: 'held',
      attempts: [],
    };
    this.records.push(record);
    if (!this.held && this.url) void this.deliver(record.id);
    return snapshot(record);
  }

  /** The events so far, oldest first, optionally only those of one name. */
  events(event?: string): WebhookEvent[] {
    return this.records.filter((record) => !event || record.event === event).map(snapshot);
  }

  /**
   * Sends an event now (again, if it was sent before), with retries; resolves with whether it
   * was delivered. Never rejects.
   */
  deliver(eventId: string): Promise<boolean> {
    const record = this.records.find((candidate) => candidate.id === eventId);
    if (!record) throw new Error(`There is no webhook event ${eventId}`);
    const url = this.url;
    if (!url) throw new Error('Set a webhook URL before delivering events');
    const delivery = this.send(record, url).finally(() => this.inFlight.delete(delivery));
    this.inFlight.add(delivery);
    return delivery;
  }

  /** Resolves once no delivery is in progress (retries included). */
  async settled(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
  }

  /** Abandons retries and deliveries in progress. */
  close(): void {
    this.stopping.abort();
  }

  private async send(record: WebhookEvent, url: string): Promise<boolean> {
    record.status = 'sending';
    for (let attempt = 0; ; attempt++) {
      const outcome = await this.post(record, url);
      record.attempts.push({ at: this.options.clock.now(), outcome });
      if (typeof outcome === 'number' && outcome >= 200 && outcome < 300) {
        record.status = 'delivered';
        return true;
      }
      const delay = this.retryDelaysMs[attempt];
      if (delay === undefined || !(await this.wait(delay))) {
        record.status = 'failed';
        return false;
      }
    }
  }

  private async post(record: WebhookEvent, url: string): Promise<number | string> {
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-razorpay-signature': webhookSignature(record.body, this.options.webhookSecret),
          'x-razorpay-event-id': record.id,
        },
        body: record.body,
        signal: AbortSignal.any([this.stopping.signal, AbortSignal.timeout(DELIVERY_TIMEOUT_MS)]),
      });
      await response.body?.cancel();
      return response.status;
    } catch (error) {
      return failureReason(error);
    }
  }

  /** Resolves false when the outbox closes first. */
  private async wait(ms: number): Promise<boolean> {
    try {
      await sleep(ms, undefined, { signal: this.stopping.signal, ref: false });
      return true;
    } catch {
      return false;
    }
  }
}

/** fetch says only "fetch failed"; its cause says why (connection refused, timeout...). */
function failureReason(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  return error.cause instanceof Error ? error.cause.message : error.message;
}

const snapshot = (record: WebhookEvent): WebhookEvent => ({
  ...record,
  attempts: [...record.attempts],
});
