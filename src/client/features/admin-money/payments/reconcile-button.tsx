import SyncIcon from '@mui/icons-material/Sync';
import Button from '@mui/material/Button';
import type { Reconciliation } from '@/domain/payments';
import { useNotify } from '@/client/components/notifications';
import { serverMessage } from '@/client/lib/server-message';
import { useReconcilePayments } from './api/reconcile-payments';

function outcomeText({ checked, applied, failed, skipped }: Reconciliation): string {
  if (skipped) return 'Another server is checking with Razorpay just now. Try again in a minute.';
  const orders = checked === 1 ? '1 unpaid order' : `${checked} unpaid orders`;
  const found =
    applied === 1
      ? '1 payment was found and applied'
      : `${applied} payments were found and applied`;
  const problems =
    failed === 0
      ? ''
      : ` ${failed === 1 ? '1 order' : `${failed} orders`} could not be checked; see the Books panel and the server log.`;
  return `Checked ${orders} with Razorpay: ${found}.${problems}`;
}

/** Asks Razorpay at once about unpaid orders (the site also does so every five minutes). */
export function ReconcileButton() {
  const notify = useNotify();
  const reconcile = useReconcilePayments();
  const check = async () => {
    try {
      const outcome = await reconcile.mutateAsync();
      notify(outcomeText(outcome), outcome.failed > 0 ? 'warning' : 'success');
    } catch (error) {
      notify(
        serverMessage(error, 'Razorpay could not be asked just now. Please try again.'),
        'error',
      );
    }
  };
  return (
    <Button
      variant="outlined"
      startIcon={<SyncIcon />}
      onClick={() => void check()}
      disabled={reconcile.isPending}
    >
      Check with Razorpay
    </Button>
  );
}
