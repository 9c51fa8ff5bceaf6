import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refundSchema, type RefundInput } from '@/domain/payments';
import { adminKeys } from '@/client/lib/admin/api/query-keys';
import { apiRequest } from '@/client/lib/api-client';
import { paymentKeys } from './query-keys';

export interface RefundPaymentVariables extends RefundInput {
  paymentId: string;
}

/** `POST /api/admins/payments/:paymentId/refunds`: asks Razorpay to refund part of a payment. */
export function refundPayment({ paymentId, amount, reason }: RefundPaymentVariables) {
  return apiRequest(`/admins/payments/${encodeURIComponent(paymentId)}/refunds`, {
    method: 'POST',
    body: { amount, reason },
    auth: 'admin',
    schema: refundSchema,
  });
}

export function useRefundPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refundPayment,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: paymentKeys.all }),
        queryClient.invalidateQueries({ queryKey: adminKeys.totalCollected }),
      ]);
    },
  });
}
