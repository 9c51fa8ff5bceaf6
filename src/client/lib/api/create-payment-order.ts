import type { DonationInput } from '@/domain/donation-schemas';
import { paymentOrderSchema } from '@/domain/payments';
import { apiRequest } from '../api-client';

export type PaymentOrderRequest = { registrationId: string } | { donation: DonationInput };

/** `POST /api/payments/orders`: a Razorpay order for the member's registration or a donation. */
export function createPaymentOrder(request: PaymentOrderRequest) {
  return apiRequest('/payments/orders', {
    method: 'POST',
    body: request,
    schema: paymentOrderSchema,
  });
}
