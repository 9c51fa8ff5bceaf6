import type { PaymentState } from '@/domain/payments';

export const PAYMENT_STATE_LABELS: Record<PaymentState, string> = {
  created: 'Created',
  attempted: 'Attempted',
  failed: 'Failed',
  paid: 'Paid',
  partially_refunded: 'Partially refunded',
  refunded: 'Refunded',
};
