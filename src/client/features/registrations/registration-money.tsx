import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatDate } from '@/domain/dates';
import { formatRupees } from '@/domain/money';
import type { RefundStatus } from '@/domain/payments';
import type { MyRegistration } from '@/domain/registration-schemas';
import { ReceiptDownloadButton } from '@/client/components/receipt-download-button';
import { siteTimeZone } from '@/client/lib/site-settings';

const REFUND_WORDS: Record<RefundStatus, string> = {
  pending: 'on its way back to you (your bank may take 5 to 7 working days)',
  processed: 'refunded',
  failed: 'could not be refunded; please write to us through the contact page',
};

/** What the member paid for a registration: amount, date, receipt to download, refunds. */
export function RegistrationMoney({ registration }: { registration: MyRegistration }) {
  const { money } = registration;
  const free = registration.amount === 0 && money.paid === 0;
  const paidOn = formatDate(money.paidAt, siteTimeZone);
  return (
    <Box component="section" aria-labelledby="registration-money-heading" sx={{ mt: 3 }}>
      <Typography
        id="registration-money-heading"
        variant="h3"
        component="h3"
        sx={{ fontSize: '1.0625rem', mb: 1 }}
      >
        Payment
      </Typography>
      {free ? (
        <Typography>This event is free: nothing to pay.</Typography>
      ) : money.paid > 0 ? (
        <Typography>
          <strong>Amount paid:</strong> {formatRupees(money.paid)}
          {paidOn ? ` on ${paidOn}` : ''}
        </Typography>
      ) : (
        <Typography>
          <strong>Fee:</strong> {formatRupees(registration.amount)}, not paid
        </Typography>
      )}
      {money.receiptNumber && money.receiptUrl && (
        <Box sx={{ mt: 1, display: 'grid', gap: 1, justifyItems: 'start' }}>
          <Typography>
            <strong>Receipt:</strong>{' '}
            <Box component="span" sx={{ fontFamily: 'monospace' }}>
              {money.receiptNumber}
            </Box>
          </Typography>
          <ReceiptDownloadButton
            receiptNumber={money.receiptNumber}
            receiptUrl={money.receiptUrl}
          />
        </Box>
      )}
      {money.refunds.length > 0 && (
        <Box component="ul" sx={{ mt: 1.5, mb: 0, pl: 3, display: 'grid', gap: 0.5 }}>
          {money.refunds.map((refund) => (
            <li key={refund.requestedAt}>
              <Typography>
                Refund of {formatRupees(refund.amount)}
                {` (asked on ${formatDate(refund.requestedAt, siteTimeZone) ?? ''}): `}
                {REFUND_WORDS[refund.status]}
              </Typography>
            </li>
          ))}
        </Box>
      )}
    </Box>
  );
}
