import { useState, type ReactNode } from 'react';
import { MESSAGES } from '@/domain/messages';
import { useNotify } from '@/client/components/notifications';
import { serverMessage } from '@/client/lib/server-message';
import { AdminDialog, openSubject, type DialogSubject } from './admin-dialog';
import { FormDialogBody } from './form-dialog-body';
import { afterSuccess, submitOnce } from './use-dialog-form';

interface ConfirmDialogProps<TSubject, TAnswer> {
  /** Used for the title's id (`{id}-title`). */
  id: string;
  title: string;
  /** What the action is done to (an admin, a person); the dialog is open while there is one. */
  subject: DialogSubject<TSubject>;
  /** False while the dialog closes with its subject kept (a row's: `useRowDialog`). */
  open?: boolean;
  onClose: () => void;
  /** What confirming does, in words the admin reads before they act. */
  children: ReactNode;
  confirmLabel: string;
  /** The button's label while the action runs ("Erasing…"). */
  pendingLabel: string;
  /** A red button, for what cannot be undone. */
  destructive?: boolean;
  /** The action; when the server refuses, its message is shown in the dialog, which stays open. */
  action: (subject: TSubject) => Promise<TAnswer>;
  /** The success notice, from the server's answer; none if not given. */
  notice?: (answer: TAnswer, subject: TSubject) => string | null;
  /** What follows a success, once the dialog has closed. */
  onDone?: () => void;
}

/** A dashboard dialog that asks before an action: what it does, Cancel, and the action (a form of no fields). */
export function ConfirmDialog<TSubject, TAnswer>({
  id,
  title,
  subject,
  open: opened = true,
  onClose,
  children,
  confirmLabel,
  pendingLabel,
  destructive = false,
  action,
  notice,
  onDone,
}: ConfirmDialogProps<TSubject, TAnswer>) {
  const [pending, setPending] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const notify = useNotify();
  const open = opened ? openSubject(subject) : null;

  const confirm = async (confirmed: TSubject) => {
    setPending(true);
    const close = () => {
      onClose();
      onDone?.();
    };
    try {
      await submitOnce(action, confirmed, {
        clear: () => setRefusal(null),
        refuse: (error) => setRefusal(serverMessage(error, MESSAGES.somethingWentWrong)),
        succeed: afterSuccess({ notice }, notify, close),
      });
    } finally {
      setPending(false);
    }
  };

  return (
    <AdminDialog id={id} title={title} open={open !== null} onClose={onClose}>
      <FormDialogBody
        onSubmit={(event) => {
          event.preventDefault();
          if (open !== null) void confirm(open);
        }}
        refusal={refusal}
        submitting={pending}
        submitLabel={confirmLabel}
        pendingLabel={pendingLabel}
        destructive={destructive}
      >
        {children}
      </FormDialogBody>
    </AdminDialog>
  );
}
