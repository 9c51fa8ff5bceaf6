import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { createContext, useContext, type ReactNode } from 'react';

interface AdminDialogProps {
  /** Used for the title's id (`{id}-title`). */
  id: string;
  title: string;
  open: boolean;
  onClose: () => void;
  maxWidth?: 'sm' | 'md';
  /** DialogContent and DialogActions, or a form around them. */
  children: ReactNode;
}

const DialogOf = createContext<{ id: string; onClose: () => void } | null>(null);

/** The dashboard dialog a form sits in: its id (which names it) and how it closes. */
export function useAdminDialog() {
  const dialog = useContext(DialogOf);
  if (!dialog) throw new Error('useAdminDialog is for the content of an AdminDialog.');
  return dialog;
}

/** A dialog of the dashboard: titled, full screen on phones. */
export function AdminDialog({
  id,
  title,
  open,
  onClose,
  maxWidth = 'sm',
  children,
}: AdminDialogProps) {
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth={maxWidth}
      aria-labelledby={`${id}-title`}
    >
      <DialogTitle
        id={`${id}-title`}
        component="h2"
        sx={{ color: 'primary.main', fontWeight: 700 }}
      >
        {title}
      </DialogTitle>
      <DialogOf.Provider value={{ id, onClose }}>{children}</DialogOf.Provider>
    </Dialog>
  );
}
