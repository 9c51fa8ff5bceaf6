import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

interface FormActionsProps {
  /** Each button's least width beside the others (px). */
  buttonMinWidth?: number;
  /** The space above the buttons (spacing units). */
  spacingAbove?: number;
  children: ReactNode;
}

/** The buttons under a form: on the right at desktop, full width (primary first) on phones. */
export function FormActions({
  buttonMinWidth = 160,
  spacingAbove = 3,
  children,
}: FormActionsProps) {
  return (
    <Box
      sx={{
        mt: spacingAbove,
        display: 'flex',
        flexDirection: { xs: 'column-reverse', sm: 'row' },
        justifyContent: 'flex-end',
        alignItems: { xs: 'stretch', sm: 'center' },
        gap: 1.5,
        '& > .MuiButton-root': { minWidth: { sm: buttonMinWidth } },
      }}
    >
      {children}
    </Box>
  );
}
