import { useQueryClient } from '@tanstack/react-query';
import { MESSAGES } from '@/domain/messages';
import type { SiteConfig } from '@/domain/site-config';
import { createPaymentOrder, type PaymentOrderRequest } from './api/create-payment-order';
import { siteConfigQuery, useSiteConfig } from './api/get-site-config';
import { payThroughCheckout, type CheckoutOutcome } from './checkout';

/** What became of Pay Now: paid, Checkout closed, or payments are not taken online here. */
export type PaymentOutcome = CheckoutOutcome | { kind: 'unavailable' };

/**
 * Pay Now for a registration or a donation: opens a Razorpay order for it and Checkout. Where
 * the site takes no payments online (production without Razorpay keys), it says payment is
 * coming soon. Pressed before the site's settings have arrived (a page the app has only just
 * taken over), it waits for them rather than taking them for 'not live'.
 */
export function useStartPayment() {
  const queryClient = useQueryClient();
  const config = useSiteConfig().data;
  const settings = (): Promise<SiteConfig> =>
    config ? Promise.resolve(config) : queryClient.fetchQuery(siteConfigQuery);
  return {
    /** Whether Pay Now takes the payment here, as far as the settings that have arrived say. */
    available: config?.paymentsLive === true,
    /** Whether Pay Now takes the payment here, once the settings are known. */
    live: async () => (await settings()).paymentsLive,
    start: async (request: PaymentOrderRequest): Promise<PaymentOutcome> => {
      const known = await settings();
      if (!known.paymentsLive) {
        window.alert(MESSAGES.paymentComingSoon);
        return { kind: 'unavailable' };
      }
      const order = await createPaymentOrder(request);
      return payThroughCheckout(order, known.payments.checkoutScriptUrl);
    },
  };
}
