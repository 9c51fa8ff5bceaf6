import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { createContext, useContext, useState, type ComponentType, type ReactNode } from 'react';

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

/**
 * What a dialog is about (a payment, an admin), or `true` for a dialog about nothing in
 * particular; `null` or `false` while it is closed.
 */
export type DialogSubject<T> = T | null | false;

/** The subject of an open dialog; none while it is closed. */
export const openSubject = <T,>(subject: DialogSubject<T>): T | null =>
  subject === null || subject === false ? null : subject;

interface SubjectDialogProps<T> extends Omit<AdminDialogProps, 'open' | 'children'> {
  subject: DialogSubject<T>;
  /** False while the dialog closes with its subject kept (a row's: `useRowDialog`). */
  open?: boolean;
  /** Its content (a form), made afresh each time the dialog opens, so nothing typed before stays. */
  children: (subject: T) => ReactNode;
}

/** A dashboard dialog about its subject (a form, its details), open while it has one. */
export function SubjectDialog<T>({
  subject,
  open = true,
  children,
  ...dialog
}: SubjectDialogProps<T>) {
  const shown = open ? openSubject(subject) : null;
  return (
    <AdminDialog {...dialog} open={shown !== null}>
      {shown !== null && children(shown)}
    </AdminDialog>
  );
}

/** The props of a dialog about one row of a table (a payment, a user). */
export interface RowDialogProps<T> {
  /** The row; kept while the dialog closes, so what it shows stays till it is gone. */
  subject: T | null;
  open: boolean;
  onClose: () => void;
}

/** The state of a row's dialog: `props` for the dialog, `openFor(row)` for the row's button. */
export function useRowDialog<T>() {
  const [subject, setSubject] = useState<T | null>(null);
  const [open, setOpen] = useState(false);
  const openFor = (row: T) => {
    setSubject(row);
    setOpen(true);
  };
  const props: RowDialogProps<T> = { subject, open, onClose: () => setOpen(false) };
  return { props, openFor };
}

/** The props of a dialog about nothing in particular (a form of the admin's own). */
export type DialogProps = Omit<RowDialogProps<unknown>, 'subject'>;

/**
 * A dashboard dialog around a form of its own, made afresh each time the dialog opens; the
 * dialog's props other than `open` and `onClose` go to the form.
 */
export function formDialog<P extends object>(
  shell: Pick<AdminDialogProps, 'id' | 'title' | 'maxWidth'>,
  Form: ComponentType<P>,
) {
  return function FormDialog({ open, onClose, ...props }: P & DialogProps) {
    return (
      <SubjectDialog {...shell} subject={open} onClose={onClose}>
        {() => <Form {...(props as P)} />}
      </SubjectDialog>
    );
  };
}
