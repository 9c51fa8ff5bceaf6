import DialogActions from '@mui/material/DialogActions';
import type { ReactNode } from 'react';

/** A dialog form's buttons: the primary action on the right, both full width on phones. */
export function FormActions({ children }: { children: ReactNode }) {
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
