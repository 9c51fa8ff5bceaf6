import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { MESSAGES } from '@/domain/messages';

interface LoadFailedAlertProps {
  onRetry: () => void;
  retrying: boolean;
}

/** 'Failed to load About section' in the panel, with a way to try again. */
export function LoadFailedAlert({ onRetry, retrying }: LoadFailedAlertProps) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" onClick={onRetry} disabled={retrying} sx={{ minHeight: 36 }}>
          {retrying ? 'Trying again...' : 'Try again'}
        </Button>
      }
    >
      {MESSAGES.aboutLoadFailed}
    </Alert>
  );
}
