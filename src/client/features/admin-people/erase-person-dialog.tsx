import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogContent from '@mui/material/DialogContent';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { AdminUser } from '@/domain/admin-schemas';
import { MESSAGES } from '@/domain/messages';
import { useNotify } from '@/client/components/notifications';
import { serverMessage } from '@/client/lib/server-message';
import { useErasePerson } from './api/erase-person';
import { AdminDialog } from '@/client/components/admin/admin-dialog';
import { DialogFormActions } from '@/client/components/admin/dialog-form-actions';

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
  const [refusal, setRefusal] = useState<string | null>(null);

  const confirm = async () => {
    if (!person) return;
    setRefusal(null);
    try {
      notify((await erase.mutateAsync(person.email)).message, 'success');
      onClose();
      onErased();
    } catch (error) {
      setRefusal(serverMessage(error, MESSAGES.somethingWentWrong));
    }
  };

  return (
    <AdminDialog id="erase-person" title="Erase a person's data" open={open} onClose={onClose}>
      <DialogContent dividers sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
        <Typography>
          Erase everything about <strong>{person?.name}</strong> ({person?.email})? Their account,
          contact queries and unpaid registrations are deleted. Registrations and donations they
          paid for stay in the books without their contact details; a paid donation keeps the name,
          PAN and address its 80G receipt needs.
        </Typography>
        <Typography>
          This cannot be undone. Export their data first if they asked for it.
        </Typography>
        {refusal && (
          <Alert severity="error" role="alert">
            {refusal}
          </Alert>
        )}
      </DialogContent>
      <DialogFormActions>
        <Button onClick={onClose} disabled={erase.isPending}>
          Cancel
        </Button>
        <Button
          variant="contained"
          color="error"
          onClick={() => void confirm()}
          disabled={erase.isPending}
        >
          {erase.isPending ? 'Erasing…' : 'Erase'}
        </Button>
      </DialogFormActions>
    </AdminDialog>
  );
}
