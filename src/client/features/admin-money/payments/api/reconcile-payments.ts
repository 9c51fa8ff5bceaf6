import { useMutation, useQueryClient } from '@tanstack/react-query';
import { reconciliationSchema } from '@/domain/payments';
import { adminKeys } from '@/client/lib/admin/api/query-keys';
import { apiRequest } from '@/client/lib/api-client';
import { paymentKeys } from './query-keys';

/** `POST /api/admins/payments/reconcile`: asks Razorpay now about unpaid orders. */
export function reconcilePayments() {
  return apiRequest('/admins/payments/reconcile', {
    method: 'POST',
    auth: 'admin',
    schema: reconciliationSchema,
  });
}

export function useReconcilePayments() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reconcilePayments,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: paymentKeys.all }),
        queryClient.invalidateQueries({ queryKey: adminKeys.totalCollected }),
      ]);
    },
  });
}
