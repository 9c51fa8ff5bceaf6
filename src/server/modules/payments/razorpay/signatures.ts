import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Hex HMAC-SHA256. With no secret (payments switched off) there is no signature: the empty
 * string, which `signaturesMatch` never accepts, so nothing signed with an empty key verifies.
 */
const hmacHex = (secret: string, message: string | Buffer) =>
  secret === '' ? '' : createHmac('sha256', secret).update(message).digest('hex');

/** What Checkout hands the browser after a payment: hex HMAC-SHA256 of `order|payment`. */
export const paymentSignature = (orderId: string, paymentId: string, keySecret: string) =>
  hmacHex(keySecret, `${orderId}|${paymentId}`);

/** What Razorpay puts in X-Razorpay-Signature: hex HMAC-SHA256 of the raw body, as sent. */
export const webhookSignature = (rawBody: string | Buffer, webhookSecret: string) =>
  hmacHex(webhookSecret, rawBody);

/** Compares two hex signatures in constant time; anything malformed simply does not match. */
export function signaturesMatch(expected: string, given: unknown): boolean {
  if (typeof given !== 'string' || !/^[0-9a-f]+$/i.test(given)) return false;
  const a = Buffer.from(expected, 'hex');
  const b = Buffer.from(given.toLowerCase(), 'hex');
  return a.length === b.length && a.length > 0 && timingSafeEqual(a, b);
}
