import { describe, expect, it } from 'vitest';
import { paymentSignature, signaturesMatch, webhookSignature } from './signatures';

// Razorpay's published test vectors.
describe('Razorpay signatures', () => {
  it('signs a payment as order|payment with the key secret', () => {
    expect(
      paymentSignature('order_IEIaMR65cu6nz3', 'pay_IH4NVgf4Dreq1l', 'EnLs21M47BllR3X8PSFtjtbd'),
    ).toBe('0d4e745a1838664ad6c9c9902212a32d627d68e917290b0ad5f08ff4561bc50f');
  });

  it('signs a webhook over its raw body with the webhook secret', () => {
    expect(webhookSignature('{"a":1,"b":2,"c":{"d":3}}', '123456')).toBe(
      '2fe04e22977002e6c7cb553adab8b460cb9e2a4970d5953cb27a8472752e3bbc',
    );
  });

  it('matches only the same signature, whatever its case', () => {
    const signature = webhookSignature('body', 'secret');
    expect(signaturesMatch(signature, signature)).toBe(true);
    expect(signaturesMatch(signature, signature.toUpperCase())).toBe(true);
    expect(signaturesMatch(signature, webhookSignature('body ', 'secret'))).toBe(false);
    expect(signaturesMatch(signature, signature.slice(0, -2))).toBe(false);
    expect(signaturesMatch(signature, '')).toBe(false);
    expect(signaturesMatch(signature, 'zz')).toBe(false);
    expect(signaturesMatch(signature, undefined)).toBe(false);
    expect(signaturesMatch(signature, ['x'])).toBe(false);
  });
});
