import { MESSAGES } from '@/domain/messages';
import { createPaymentOrder, type PaymentOrderRequest } from './api/create-payment-order';
import { useSiteConfig } from './api/get-site-config';
import { payThroughCheckout, type CheckoutOutcome } from './checkout';

/** What became of Pay Now: paid, Checkout closed, or payments are not taken online here. */
export type PaymentOutcome = CheckoutOutcome | { kind: 'unavailable' };

/**
 * Pay Now for a registration or a donation: opens a Razorpay order for it and Checkout. Where
 * the site takes no payments online (production without Razorpay keys), it says payment is
 * coming soon.
 */
export function useStartPayment() {
  const config = useSiteConfig().data;
  const available = config?.paymentsLive === true;
  return {
    /** Whether Pay Now takes the payment here, rather than saying it is coming soon. */
    available,
    start: async (request: PaymentOrderRequest): Promise<PaymentOutcome> => {
      if (!available || !config) {
        window.alert(MESSAGES.paymentComingSoon);
        return { kind: 'unavailable' };
      }
      const order = await createPaymentOrder(request);
      return payThroughCheckout(order, config.payments.checkoutScriptUrl);
    },
  };
}
