import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { downloadReceipt } from '@/client/lib/api/download-receipt';
import { serverMessage } from '@/client/lib/server-message';

interface ReceiptDownloadButtonProps {
  receiptNumber: string;
  receiptUrl: string;
  auth?: 'user' | 'admin';
  variant?: 'text' | 'outlined' | 'contained';
}

/** Downloads a receipt's PDF, named after its number; says so if that fails. */
export function ReceiptDownloadButton({
  receiptNumber,
  receiptUrl,
  auth = 'user',
  variant = 'outlined',
}: ReceiptDownloadButtonProps) {
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setProblem(null);
    setBusy(true);
    try {
      await downloadReceipt(receiptUrl, `receipt-${receiptNumber.replace('/', '-')}.pdf`, auth);
    } catch (error) {
      setProblem(serverMessage(error, 'The receipt could not be downloaded. Please try again.'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button
        variant={variant}
        startIcon={<ReceiptLongOutlinedIcon />}
        onClick={() => void download()}
        disabled={busy}
        aria-label={`Download receipt ${receiptNumber}`}
      >
        Download receipt
      </Button>
      {problem && (
        <Typography role="alert" variant="body2" sx={{ color: 'error.main' }}>
          {problem}
        </Typography>
      )}
    </>
  );
}
