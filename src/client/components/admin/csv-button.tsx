import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useState } from 'react';
import { useNotify } from '../notifications';
import { downloadCsv } from '@/client/lib/admin/api/download-csv';

interface CsvButtonProps {
  label: string;
  /** The export under /api, e.g. '/admins/exports/users.csv'. */
  path: string;
  query?: Record<string, string | undefined>;
  /** Used when the server gives no file name. */
  fileName: string;
  /** A longer accessible name when several buttons share a label. */
  ariaLabel?: string;
}

/** Downloads one of the server's CSV exports. */
export function CsvButton({ label, path, query = {}, fileName, ariaLabel }: CsvButtonProps) {
  const notify = useNotify();
  const [busy, setBusy] = useState(false);

  const download = async () => {
    setBusy(true);
    try {
      await downloadCsv(path, query, fileName);
    } catch {
      notify('The CSV file could not be downloaded. Please try again.', 'error');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button
      variant="outlined"
      onClick={() => void download()}
      disabled={busy}
      aria-label={ariaLabel}
      startIcon={busy ? <CircularProgress size={18} aria-hidden /> : <DownloadIcon />}
    >
      {label}
    </Button>
  );
}
