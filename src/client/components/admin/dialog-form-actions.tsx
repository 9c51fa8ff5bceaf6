import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import type { ReactNode } from 'react';

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

interface CancelAndSubmitProps {
  onCancel: () => void;
  submitting: boolean;
  submitLabel: string;
  /** The action waits for something else as well (a picture still uploading). */
  waiting?: boolean;
}

/** The usual pair of a dialog form: Cancel, then its action; both wait while it submits. */
export function CancelAndSubmit({
  onCancel,
  submitting,
  submitLabel,
  waiting = false,
}: CancelAndSubmitProps) {
  return (
    <DialogFormActions>
      <Button onClick={onCancel} disabled={submitting}>
        Cancel
      </Button>
      <Button type="submit" variant="contained" disabled={submitting || waiting}>
        {submitLabel}
      </Button>
    </DialogFormActions>
  );
}
