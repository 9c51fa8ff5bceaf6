import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { RefundStatus } from '@/domain/payments';
import type { MyRegistration } from '@/domain/registration-schemas';
import { ReceiptDownloadButton } from '@/client/components/receipt-download-button';
import { useMemberTexts } from '@/client/lib/member-texts/context';
import { useFormat } from '@/client/lib/page-texts/format';
import { fill } from '@/client/lib/page-texts/fill';
import { siteTimeZone } from '@/client/lib/site-settings';

const REFUND_KEYS = {
  pending: 'refundPending',
  processed: 'refundProcessed',
  failed: 'refundFailed',
} as const satisfies Record<RefundStatus, string>;

interface DetailsSectionProps {
  /** The heading's id, which names the section. */
  id: string;
  title: string;
  /** Room under the heading: less above a line of text than above a list. */
  headingMb?: number;
  children: ReactNode;
}

/** A part of a registration's details (its answers, payment, team), named by its heading. */
export function DetailsSection({ id, title, headingMb = 1.5, children }: DetailsSectionProps) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ mt: 3 }}>
      <Typography id={id} variant="h3" component="h3" sx={{ fontSize: '1.0625rem', mb: headingMb }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** What the member paid for a registration: amount, date, receipt to download, refunds. */
export function RegistrationMoney({ registration }: { registration: MyRegistration }) {
  const texts = useMemberTexts().registrations;
  const format = useFormat();
  const { money } = registration;
  const free = registration.amount === 0 && money.paid === 0;
  const paidOn = format.date(money.paidAt, siteTimeZone);
  return (
    <DetailsSection id="registration-money-heading" title={texts.payment} headingMb={1}>
      {free ? (
        <Typography>{texts.free}</Typography>
      ) : money.paid > 0 ? (
        <Typography>
          <strong>{texts.amountPaid}</strong> {format.rupees(money.paid)}
          {paidOn ? fill(texts.paidOn, { date: paidOn }) : ''}
        </Typography>
      ) : (
        <Typography>
          <strong>{texts.feeLabel}</strong>{' '}
          {fill(texts.notPaid, { amount: format.rupees(registration.amount) })}
        </Typography>
      )}
      {money.receiptNumber && money.receiptUrl && (
        <Box sx={{ mt: 1, display: 'grid', gap: 1, justifyItems: 'start' }}>
          <Typography>
            <strong>{texts.receiptLabel}</strong>{' '}
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
                {fill(texts.refund, {
                  amount: format.rupees(refund.amount),
                  date: format.date(refund.requestedAt, siteTimeZone) ?? '',
                  state: texts[REFUND_KEYS[refund.status]],
                })}
              </Typography>
            </li>
          ))}
        </Box>
      )}
    </DetailsSection>
  );
}
