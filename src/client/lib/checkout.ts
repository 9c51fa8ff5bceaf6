import type { CheckoutResult, Payment, PaymentOrder } from '@/domain/payments';
import { ApiError } from './api-client';
import { verifyPayment } from './api/verify-payment';

interface CheckoutOptions {
  key: string;
  amount: number;
  currency: string;
  name: string;
  description: string;
  order_id: string;
  prefill: PaymentOrder['prefill'];
  theme?: { color: string };
  handler: (result: CheckoutResult) => void;
  modal: { ondismiss: () => void };
}

interface CheckoutInstance {
  open(): void;
  on(event: 'payment.failed', listener: (response: unknown) => void): void;
}

declare global {
  interface Window {
    Razorpay?: new (options: CheckoutOptions) => CheckoutInstance;
  }
}

/** The member paid (and the server applied it), or closed Checkout without paying. */
export type CheckoutOutcome = { kind: 'paid'; payment: Payment } | { kind: 'dismissed' };

/** The site's indigo, so Checkout's header matches the page. */
const CHECKOUT_COLOUR = '#283593';

let scriptLoading: Promise<void> | null = null;

/** Loads Checkout's script once per page (Razorpay's, or the simulator's outside production). */
function loadCheckoutScript(src: string): Promise<void> {
  if (window.Razorpay) return Promise.resolve();
  scriptLoading ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      scriptLoading = null;
      script.remove();
      reject(new Error('The payment window could not be loaded. Check your connection.'));
    };
    document.head.append(script);
  });
  return scriptLoading;
}

/**
 * Opens Checkout for an order and resolves once the server has applied the payment, or when
 * the member closes Checkout. A failed attempt leaves Checkout open to try again, as Razorpay
 * does; the webhook records it.
 */
export async function payThroughCheckout(
  order: PaymentOrder,
  scriptUrl: string,
): Promise<CheckoutOutcome> {
  await loadCheckoutScript(scriptUrl);
  const Razorpay = window.Razorpay;
  if (!Razorpay) throw new Error('The payment window could not be loaded.');
  return new Promise<CheckoutOutcome>((resolve, reject) => {
    const checkout = new Razorpay({
      key: order.keyId,
      amount: order.amount,
      currency: order.currency,
      name: order.name,
      description: order.description,
      order_id: order.orderId,
      prefill: order.prefill,
      theme: { color: CHECKOUT_COLOUR },
      handler: (result) => {
        verifyPayment(result).then(({ payment, notice }) => {
          // Money the server could not use (the registration was cancelled or made again
          // meanwhile) is being refunded: the member reads why, as a refusal.
          if (notice) reject(new ApiError(409, notice));
          else resolve({ kind: 'paid', payment });
        }, reject);
      },
      modal: { ondismiss: () => resolve({ kind: 'dismissed' }) },
    });
    checkout.open();
  });
}
