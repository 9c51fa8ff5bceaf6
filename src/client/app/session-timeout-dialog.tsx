import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { SESSION_TIMEOUT_MS } from '@/domain/timing';
import { useCountdown } from '../features/accounts/use-countdown';
import { usePageTexts } from '../lib/page-texts/context';
import { fill } from '../lib/page-texts/fill';

interface SessionTimeoutDialogProps {
  /** When the session ends (epoch milliseconds). */
  endingAt: number;
  /** Renews the session; false when the server could not be reached. */
  onStay: () => Promise<boolean>;
  onLogOut: () => void;
}

const TITLE_ID = 'session-timeout-title';
const DESCRIPTION_ID = 'session-timeout-description';

const minutesAndSeconds = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/**
 * The warning of the session's last minute, an alert dialog that takes the focus (to Stay signed
 * in) and is announced. Stay signed in, Escape or a click beside the dialog renew the session;
 * Log out ends it.
 */
export function SessionTimeoutDialog({ endingAt, onStay, onLogOut }: SessionTimeoutDialogProps) {
  const { secondsLeft, start } = useCountdown();
  const [staying, setStaying] = useState(false);
  const [failed, setFailed] = useState(false);
  const texts = usePageTexts().timeout;

  useEffect(() => start(endingAt - Date.now()), [endingAt, start]);

  const stay = async () => {
    if (staying) return;
    setStaying(true);
    setFailed(false);
    const renewed = await onStay();
    setStaying(false);
    setFailed(!renewed);
  };

  return (
    <Dialog
      open
      onClose={() => void stay()}
      aria-labelledby={TITLE_ID}
      aria-describedby={DESCRIPTION_ID}
      maxWidth="xs"
      fullWidth
      slotProps={{ paper: { role: 'alertdialog' } }}
    >
      <DialogTitle id={TITLE_ID}>{texts.title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={DESCRIPTION_ID}>
          {fill(texts.text, { minutes: SESSION_TIMEOUT_MS / 60_000 })}
        </DialogContentText>
        <Typography sx={{ mt: 2, fontWeight: 600 }}>
          {fill(texts.timeLeft, { time: minutesAndSeconds(secondsLeft) })}
        </Typography>
        {failed && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {texts.failed}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1, px: 3, pb: 2.5 }}>
        <Button onClick={onLogOut}>{texts.logOut}</Button>
        <Button variant="contained" autoFocus onClick={() => void stay()} disabled={staying}>
          {texts.stay}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
