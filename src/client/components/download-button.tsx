import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { serverMessage } from '@/client/lib/server-message';

interface DownloadButtonProps {
  /** Fetches the file and hands it to the browser. */
  download: () => Promise<void>;
  /** Said under the button when the download fails and the server gives no reason. */
  failed: string;
  label: string;
  /** The button's name for screen readers: which file it is. */
  ariaLabel: string;
  icon: ReactNode;
  variant?: 'text' | 'outlined' | 'contained';
}

/** Downloads a file of the member's (a receipt, a calendar entry); says so if that fails. */
export function DownloadButton({
  download,
  failed,
  label,
  ariaLabel,
  icon,
  variant = 'outlined',
}: DownloadButtonProps) {
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const start = async () => {
    setProblem(null);
    setBusy(true);
    try {
      await download();
    } catch (error) {
      setProblem(serverMessage(error, failed));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button
        variant={variant}
        startIcon={icon}
        onClick={() => void start()}
        disabled={busy}
        aria-label={ariaLabel}
      >
        {label}
      </Button>
      {problem && (
        <Typography role="alert" variant="body2" sx={{ color: 'error.main' }}>
          {problem}
        </Typography>
      )}
    </>
  );
}
