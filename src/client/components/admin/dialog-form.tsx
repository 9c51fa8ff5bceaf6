import Box from '@mui/material/Box';
import type { FormEvent, ReactNode } from 'react';

interface DialogFormProps {
  /** The dialog title's id, which names the form. */
  labelledBy: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void> | void;
  /** DialogContent, then DialogFormActions. */
  children: ReactNode;
}

/**
 * The form of a dashboard dialog: fills the dialog so its content scrolls and its buttons stay
 * in view, and leaves checking to the form's own rules (no browser validation bubbles).
 */
export function DialogForm({ labelledBy, onSubmit, children }: DialogFormProps) {
  return (
    <Box
      component="form"
      noValidate
      aria-labelledby={labelledBy}
      onSubmit={(event: FormEvent<HTMLFormElement>) => {
        // A dialog opened from within another form (the About editor's) submits only itself:
        // React passes events from a portal up to the components it sits in.
        event.stopPropagation();
        void onSubmit(event);
      }}
      sx={{ display: 'flex', flexDirection: 'column', flex: '1 1 auto', minHeight: 0 }}
    >
      {children}
    </Box>
  );
}
