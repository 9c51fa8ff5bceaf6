import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { DetailList } from '@/client/components/detail-list';
import { ReceiptDownloadButton } from '@/client/components/receipt-download-button';
import { useMemberTexts } from '@/client/lib/member-texts/context';
import { usePageTexts } from '@/client/lib/page-texts/context';
import { useFormat } from '@/client/lib/page-texts/format';
import { fill } from '@/client/lib/page-texts/fill';

/** What the dialog shows of a completed donation. */
export interface CompletedDonation {
  name: string;
  email: string;
  phone: string;
  amount: number;
  receiptNumber: string | null;
  receiptUrl: string | null;
}

interface DonationSuccessDialogProps {
  open: boolean;
  /** Kept while the dialog fades out. */
  donation: CompletedDonation | null;
  onClose: () => void;
}

/**
 * The thank-you dialog: name, email, phone, amount and a note that the
 * confirmation (with the receipt) went to the e-mail, and the receipt to download. Opened by the
 * donation form once the payment is applied.
 */
export function DonationSuccessDialog({ open, donation, onClose }: DonationSuccessDialogProps) {
  const texts = useMemberTexts().donationHistory;
  const { common } = usePageTexts();
  const format = useFormat();
  return (
    <Dialog
      open={open && donation !== null}
      onClose={onClose}
      fullWidth
      maxWidth="xs"
      aria-labelledby="donation-success-title"
      aria-describedby="donation-success-note"
    >
      <DialogTitle
        id="donation-success-title"
        sx={{ display: 'flex', alignItems: 'center', gap: 1 }}
      >
        <CheckCircleIcon aria-hidden="true" sx={{ color: 'success.main' }} />
        {texts.thanks}
      </DialogTitle>
      {donation && (
        <DialogContent dividers tabIndex={0}>
          <DetailList
            items={[
              { label: texts.name, value: donation.name },
              { label: texts.email, value: donation.email },
              { label: texts.phone, value: donation.phone },
              { label: texts.amount, value: format.rupees(donation.amount) },
            ]}
          />
          <Box sx={{ mt: 2, display: 'grid', gap: 1.5, justifyItems: 'start' }}>
            <Typography id="donation-success-note" variant="body2">
              {donation.receiptNumber
                ? fill(texts.sentToWithReceipt, {
                    email: donation.email,
                    number: donation.receiptNumber,
                  })
                : fill(texts.sentTo, { email: donation.email })}
            </Typography>
            {donation.receiptNumber && donation.receiptUrl && (
              <ReceiptDownloadButton
                receiptNumber={donation.receiptNumber}
                receiptUrl={donation.receiptUrl}
              />
            )}
          </Box>
        </DialogContent>
      )}
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button variant="contained" onClick={onClose} sx={{ width: { xs: '100%', sm: 'auto' } }}>
          {common.close}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
