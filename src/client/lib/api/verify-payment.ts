import { verifiedPaymentSchema, type CheckoutResult } from '@/domain/payments';
import { apiRequest } from '../api-client';

/** `POST /api/payments/verify`: hands Checkout's result to the server, which applies the payment. */
export function verifyPayment(result: CheckoutResult) {
  return apiRequest('/payments/verify', {
    method: 'POST',
    body: result,
    schema: verifiedPaymentSchema,
    auth: 'none',
  });
}
