import type { z } from 'zod';
import { HttpError } from '@/server/http/errors';
import {
  razorpayCollectionSchema,
  razorpayOrderSchema,
  razorpayPaymentSchema,
  razorpayRefundSchema,
  type RazorpayOrder,
  type RazorpayPayment,
  type RazorpayRefund,
} from './types';

export interface RazorpayCredentials {
  apiUrl: string;
  keyId: string;
  keySecret: string;
}

/** Razorpay refused a call; `description` is Razorpay's own words. */
export class RazorpayError extends Error {
  override name = 'RazorpayError';
  constructor(
    readonly status: number,
    readonly description: string,
  ) {
    super(`Razorpay answered ${status}: ${description}`);
  }
}

/** What a member is told when Razorpay cannot be reached or answers nonsense. */
export const PROVIDER_UNAVAILABLE =
  'The payment service could not be reached. Please try again in a minute.';

const REQUEST_TIMEOUT_MS = 15_000;

/**
 * Razorpay's REST API through plain fetch (its SDK hard-codes the host): the same calls reach
 * the real service or the simulator, whichever `apiUrl` names.
 */
export class RazorpayClient {
  private readonly authorization: string;

  constructor(private readonly credentials: RazorpayCredentials) {
    const basic = Buffer.from(`${credentials.keyId}:${credentials.keySecret}`).toString('base64');
    this.authorization = `Basic ${basic}`;
  }

  createOrder(order: {
    amount: number;
    receipt: string;
    notes: Record<string, string>;
  }): Promise<RazorpayOrder> {
    return this.call(razorpayOrderSchema, 'POST', '/v1/orders', { currency: 'INR', ...order });
  }

  async orderPayments(orderId: string): Promise<RazorpayPayment[]> {
    const path = `/v1/orders/${encodeURIComponent(orderId)}/payments`;
    const collection = await this.call(
      razorpayCollectionSchema(razorpayPaymentSchema),
      'GET',
      path,
    );
    return collection.items;
  }

  fetchPayment(paymentId: string): Promise<RazorpayPayment> {
    return this.call(razorpayPaymentSchema, 'GET', `/v1/payments/${encodeURIComponent(paymentId)}`);
  }

  capture(paymentId: string, amount: number): Promise<RazorpayPayment> {
    const path = `/v1/payments/${encodeURIComponent(paymentId)}/capture`;
    return this.call(razorpayPaymentSchema, 'POST', path, { amount, currency: 'INR' });
  }

  /** The same idempotency key never refunds twice. */
  refund(
    paymentId: string,
    refund: { amount: number; notes: Record<string, string> },
    idempotencyKey: string,
  ): Promise<RazorpayRefund> {
    const path = `/v1/payments/${encodeURIComponent(paymentId)}/refund`;
    return this.call(razorpayRefundSchema, 'POST', path, refund, {
      'X-Refund-Idempotency': idempotencyKey,
    });
  }

  private async call<T extends z.ZodType>(
    schema: T,
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<z.infer<T>> {
    let response: Response;
    try {
      response = await fetch(`${this.credentials.apiUrl}${path}`, {
        method,
        headers: {
          authorization: this.authorization,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    } catch (cause) {
      throw new HttpError(502, PROVIDER_UNAVAILABLE, { cause });
    }
    const answer: unknown = await response.json().catch(() => undefined);
    if (!response.ok) {
      const description = (answer as { error?: { description?: unknown } } | undefined)?.error
        ?.description;
      throw new RazorpayError(
        response.status,
        typeof description === 'string' ? description : response.statusText,
      );
    }
    const parsed = schema.safeParse(answer);
    if (!parsed.success) {
      throw new HttpError(502, PROVIDER_UNAVAILABLE, { cause: parsed.error });
    }
    return parsed.data;
  }
}
