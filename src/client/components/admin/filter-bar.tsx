import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** The filters over a tab's list, as a search landmark; they wrap onto more lines on phones. */
export function FilterBar({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box role="search" aria-label={label} sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2 }}>
      {children}
    </Box>
  );
}
