import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import { downloadReceipt } from '@/client/lib/api/download-receipt';
import { MEMBER_TEXTS_EN } from '@/client/lib/member-texts/en';
import { useMemberTexts } from '@/client/lib/member-texts/context';
import { fill } from '@/client/lib/page-texts/fill';
import { DownloadButton } from './download-button';

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
  variant,
}: ReceiptDownloadButtonProps) {
  const memberTexts = useMemberTexts().member;
  // The committee's dashboard stays English.
  const texts = auth === 'admin' ? MEMBER_TEXTS_EN.member : memberTexts;
  return (
    <DownloadButton
      download={() =>
        downloadReceipt(receiptUrl, `receipt-${receiptNumber.replace('/', '-')}.pdf`, auth)
      }
      failed={texts.receiptFailed}
      label={texts.receiptDownload}
      ariaLabel={fill(texts.receiptDownloadOf, { number: receiptNumber })}
      icon={<ReceiptLongOutlinedIcon />}
      variant={variant}
    />
  );
}
