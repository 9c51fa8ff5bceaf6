import PaymentsOutlinedIcon from '@mui/icons-material/PaymentsOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import type { Registration } from '@/domain/registration-schemas';
import { useMemberTexts } from '@/client/lib/member-texts/context';
import { useFormat } from '@/client/lib/page-texts/format';
import { fill } from '@/client/lib/page-texts/fill';
import { serverMessage } from '@/client/lib/server-message';
import { usePayForRegistration } from './use-pay-for-registration';

/** Whether a registration still waits for its fee. */
export const awaitsPayment = (registration: Registration) =>
  registration.status === 'awaiting_payment' && registration.amount > 0;

/**
 * Pay now for a pending registration (My Registered Events, the registration page): opens
 * Checkout; once paid, /success shows the receipt. Says what happened otherwise.
 */
export function PayNowButton({ registration }: { registration: Registration }) {
  const texts = useMemberTexts().registrations;
  const format = useFormat();
  const payment = usePayForRegistration();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<{ severity: 'info' | 'error'; text: string } | null>(null);
  const pay = async () => {
    setProblem(null);
    setBusy(true);
    try {
      const outcome = await payment.pay(registration);
      if (outcome.kind === 'dismissed') {
        setProblem({ severity: 'info', text: texts.notCompleted });
      }
    } catch (error) {
      setProblem({
        severity: 'error',
        text: serverMessage(error, texts.payFailed),
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Button
        variant="contained"
        color="secondary"
        startIcon={<PaymentsOutlinedIcon />}
        onClick={() => void pay()}
        disabled={busy}
        sx={{ justifySelf: { xs: 'stretch', sm: 'start' } }}
      >
        {fill(texts.payNow, { amount: format.rupees(registration.amount) })}
      </Button>
      {problem && (
        <Alert severity={problem.severity} role={problem.severity === 'error' ? 'alert' : 'status'}>
          {problem.text}
        </Alert>
      )}
    </Box>
  );
}
