import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

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
      {children}
    </Dialog>
  );
}
