import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import type { ReactNode } from 'react';
import { useAdminDialog } from './admin-dialog';

/** A dialog form's buttons: the primary action on the right, both full width on phones. */
export function DialogFormActions({ children }: { children: ReactNode }) {
  return (
    <DialogActions
      sx={{
        px: 3,
        py: 2,
        gap: 1,
        '& > :not(style) ~ :not(style)': { ml: 0 },
        '& > button': { flex: { xs: 1, sm: '0 0 auto' }, minHeight: 44 },
      }}
    >
      {children}
    </DialogActions>
  );
}

/** Closes the dashboard dialog it sits in without acting; it waits while the action runs. */
export function CancelButton({ busy = false }: { busy?: boolean }) {
  const { onClose } = useAdminDialog();
  return (
    <Button onClick={onClose} disabled={busy}>
      Cancel
    </Button>
  );
}

interface CancelAndSubmitProps {
  submitting: boolean;
  submitLabel: string;
  /** The action waits for something else as well (a picture still uploading). */
  waiting?: boolean;
  /** A red action, for what cannot be undone. */
  destructive?: boolean;
}

/** The usual pair of a dialog form: Cancel, then its action; both wait while it submits. */
export function CancelAndSubmit({
  submitting,
  submitLabel,
  waiting = false,
  destructive = false,
}: CancelAndSubmitProps) {
  return (
    <DialogFormActions>
      <CancelButton busy={submitting} />
      <Button
        type="submit"
        variant="contained"
        color={destructive ? 'error' : 'primary'}
        disabled={submitting || waiting}
      >
        {submitLabel}
      </Button>
    </DialogFormActions>
  );
}
