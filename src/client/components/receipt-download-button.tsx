import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { downloadReceipt } from '@/client/lib/api/download-receipt';
import { MEMBER_TEXTS_EN } from '@/client/lib/member-texts/en';
import { useMemberTexts } from '@/client/lib/member-texts/context';
import { fill } from '@/client/lib/page-texts/fill';
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
  const memberTexts = useMemberTexts().member;
  // The committee's dashboard stays English.
  const texts = auth === 'admin' ? MEMBER_TEXTS_EN.member : memberTexts;
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setProblem(null);
    setBusy(true);
    try {
      await downloadReceipt(receiptUrl, `receipt-${receiptNumber.replace('/', '-')}.pdf`, auth);
    } catch (error) {
      setProblem(serverMessage(error, texts.receiptFailed));
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
        aria-label={fill(texts.receiptDownloadOf, { number: receiptNumber })}
      >
        {texts.receiptDownload}
      </Button>
      {problem && (
        <Typography role="alert" variant="body2" sx={{ color: 'error.main' }}>
          {problem}
        </Typography>
      )}
    </>
  );
}
