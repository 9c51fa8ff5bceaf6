import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** The buttons under a form: on the right at desktop, full width (primary first) on phones. */
export function FormActions({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        mt: 3,
        display: 'flex',
        flexDirection: { xs: 'column-reverse', sm: 'row' },
        justifyContent: 'flex-end',
        alignItems: { xs: 'stretch', sm: 'center' },
        gap: 1.5,
        '& > .MuiButton-root': { minWidth: { sm: 160 } },
      }}
    >
      {children}
    </Box>
  );
}
