import Typography from '@mui/material/Typography';
import type { AdminUser } from '@/domain/admin-schemas';
import { ConfirmDialog } from '@/client/components/admin/confirm-dialog';
import { useNotify } from '@/client/components/notifications';
import { useErasePerson } from './api/erase-person';

interface ErasePersonDialogProps {
  person: Pick<AdminUser, 'email' | 'name'> | null;
  open: boolean;
  onClose: () => void;
  /** Once they are gone (their row, and the button that had the focus, with them). */
  onErased: () => void;
}

/** An owner answers a person's request to be forgotten, after reading what it does. */
export function ErasePersonDialog({ person, open, onClose, onErased }: ErasePersonDialogProps) {
  const notify = useNotify();
  const erase = useErasePerson();
  return (
    <ConfirmDialog
      id="erase-person"
      title="Erase a person's data"
      open={open}
      onClose={onClose}
      confirmLabel="Erase"
      pendingLabel="Erasing…"
      destructive
      onConfirm={async () => {
        if (!person) return;
        notify((await erase.mutateAsync(person.email)).message, 'success');
        onClose();
        onErased();
      }}
    >
      <Typography>
        Erase everything about <strong>{person?.name}</strong> ({person?.email})? Their account,
        contact queries and unpaid registrations are deleted. Registrations and donations they paid
        for stay in the books without their contact details; a paid donation keeps the name, PAN and
        address its 80G receipt needs.
      </Typography>
      <Typography>This cannot be undone. Export their data first if they asked for it.</Typography>
    </ConfirmDialog>
  );
}
