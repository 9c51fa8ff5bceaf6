import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminPaymentListSchema, type PaymentPurpose, type PaymentState } from '@/domain/payments';
import { pagedRequest, type PageQuery } from '@/client/lib/admin/api/paged-request';
import { paymentKeys } from './query-keys';

export interface PaymentsQuery extends Omit<PageQuery, 'sort'> {
  state?: PaymentState;
  purpose?: PaymentPurpose;
}

/** `GET /api/admins/payments`: one page of payments, newest first, searched and filtered. */
export function getPayments(query: PaymentsQuery, signal?: AbortSignal) {
  return pagedRequest('/admins/payments', {
    query: { ...query },
    schema: adminPaymentListSchema,
    signal,
  });
}

export function usePayments(query: PaymentsQuery) {
  return useQuery({
    queryKey: [...paymentKeys.all, 'list', query] as const,
    queryFn: ({ signal }) => getPayments(query, signal),
    placeholderData: keepPreviousData,
  });
}
