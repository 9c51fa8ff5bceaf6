import Button from '@mui/material/Button';
import DialogContent from '@mui/material/DialogContent';
import { useState, type ReactNode } from 'react';
import { MESSAGES } from '@/domain/messages';
import { serverMessage } from '@/client/lib/server-message';
import { AdminDialog } from './admin-dialog';
import { DialogFormActions } from './dialog-form-actions';
import { RefusalAlert } from '@/client/components/refusal-alert';

interface ConfirmDialogProps {
  /** Used for the title's id (`{id}-title`). */
  id: string;
  title: string;
  open: boolean;
  onClose: () => void;
  /** What confirming does, in words the admin reads before they act. */
  children: ReactNode;
  confirmLabel: string;
  /** The button's label while the action runs ("Erasing…"). */
  pendingLabel: string;
  /** A red button, for what cannot be undone. */
  destructive?: boolean;
  /** The action; when the server refuses, its message is shown in the dialog, which stays open. */
  onConfirm: () => Promise<void>;
}

/** A dashboard dialog that asks before an action: what it does, Cancel, and the action. */
export function ConfirmDialog({
  id,
  title,
  open,
  onClose,
  children,
  confirmLabel,
  pendingLabel,
  destructive = false,
  onConfirm,
}: ConfirmDialogProps) {
  const [pending, setPending] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  const confirm = async () => {
    setRefusal(null);
    setPending(true);
    try {
      await onConfirm();
    } catch (error) {
      setRefusal(serverMessage(error, MESSAGES.somethingWentWrong));
    } finally {
      setPending(false);
    }
  };

  return (
    <AdminDialog id={id} title={title} open={open} onClose={onClose}>
      <DialogContent dividers sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
        {children}
        <RefusalAlert message={refusal} />
      </DialogContent>
      <DialogFormActions>
        <Button onClick={onClose} disabled={pending}>
          Cancel
        </Button>
        <Button
          variant="contained"
          color={destructive ? 'error' : 'primary'}
          onClick={() => void confirm()}
          disabled={pending}
        >
          {pending ? pendingLabel : confirmLabel}
        </Button>
      </DialogFormActions>
    </AdminDialog>
  );
}
