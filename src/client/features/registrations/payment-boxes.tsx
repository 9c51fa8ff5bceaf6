import PaymentsOutlinedIcon from '@mui/icons-material/PaymentsOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { RegistrationType } from '@/domain/constants';
import { useMemberTexts } from '@/client/lib/member-texts/context';
import { useFormat } from '@/client/lib/page-texts/format';

interface PaymentBoxesProps {
  /** The fee of the chosen type in rupees (0 for a free registration). */
  fee: number;
  type: RegistrationType;
  onPay: () => void;
  /** Pay Now is working: registering, or waiting for Checkout. */
  paying?: boolean;
  /** The site takes payments online; otherwise Pay Now says payment is coming soon. */
  online?: boolean;
}

function InfoBox({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box
      component="section"
      aria-labelledby={id}
      sx={{
        p: 2.5,
        borderRadius: 3,
        border: '1px solid',
        borderColor: 'divider',
        borderTop: '4px solid',
        borderTopColor: 'marigold.main',
        bgcolor: 'background.paper',
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
      }}
    >
      <Typography id={id} component="h2" variant="h3" sx={{ fontSize: '1.0625rem' }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/**
 * The fee box (the fee of the chosen type) and the registration amount box: what is due now and
 * the payment state. A paid registration gets Pay Now; a free one needs no payment.
 */
export function PaymentBoxes({
  fee,
  type,
  onPay,
  paying = false,
  online = false,
}: PaymentBoxesProps) {
  const texts = useMemberTexts().registrations;
  const format = useFormat();
  const paid = fee > 0;
  const feeText = paid ? format.rupees(fee) : texts.freeFee;
  return (
    <Box
      sx={{
        mt: 4,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
      }}
    >
      <InfoBox id="registration-fee-heading" title={texts.feeTitle}>
        <Typography sx={{ fontSize: '1.5rem', fontWeight: 700, lineHeight: 1.2 }}>
          {feeText}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {type === 'team' ? texts.forTeam : texts.forOne}
        </Typography>
      </InfoBox>
      <InfoBox id="registration-amount-heading" title={texts.amountTitle}>
        <Typography sx={{ fontSize: '1.5rem', fontWeight: 700, lineHeight: 1.2 }}>
          {paid ? feeText : format.rupees(0)}
        </Typography>
        {paid ? (
          <>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {online ? texts.pendingOnline : texts.pendingOffline}
            </Typography>
            <Button
              variant="contained"
              color="secondary"
              startIcon={<PaymentsOutlinedIcon />}
              onClick={onPay}
              disabled={paying}
              sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' }, mt: 0.5 }}
            >
              {texts.payNowBox}
            </Button>
          </>
        ) : (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {texts.freeNote}
          </Typography>
        )}
      </InfoBox>
    </Box>
  );
}
