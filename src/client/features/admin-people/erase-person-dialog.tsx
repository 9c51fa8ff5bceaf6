import Typography from '@mui/material/Typography';
import type { AdminUser } from '@/domain/admin-schemas';
import type { RowDialogProps } from '@/client/components/admin/admin-dialog';
import { ConfirmDialog } from '@/client/components/admin/confirm-dialog';
import { useErasePerson } from './api/erase-person';

interface ErasePersonDialogProps extends RowDialogProps<Pick<AdminUser, 'email' | 'name'>> {
  /** Once they are gone (their row, and the button that had the focus, with them). */
  onErased: () => void;
}

/** An owner answers a person's request to be forgotten, after reading what it does. */
export function ErasePersonDialog({ onErased, ...dialog }: ErasePersonDialogProps) {
  const erase = useErasePerson();
  return (
    <ConfirmDialog
      id="erase-person"
      title="Erase a person's data"
      {...dialog}
      confirmLabel="Erase"
      pendingLabel="Erasing…"
      destructive
      action={(person) => erase.mutateAsync(person.email)}
      notice={(answer) => answer.message}
      onDone={onErased}
    >
      <Typography>
        Erase everything about <strong>{dialog.subject?.name}</strong> ({dialog.subject?.email})?
        Their account, contact queries and unpaid registrations are deleted. Registrations and
        donations they paid for stay in the books without their contact details; a paid donation
        keeps the name, PAN and address its 80G receipt needs.
      </Typography>
      <Typography>This cannot be undone. Export their data first if they asked for it.</Typography>
    </ConfirmDialog>
  );
}
