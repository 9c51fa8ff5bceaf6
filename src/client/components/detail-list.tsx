import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

export interface DetailItem {
  label: string;
  value: ReactNode;
}

/** Label and value pairs as a description list: two columns, stacked on narrow phones. */
export function DetailList({ items }: { items: DetailItem[] }) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'minmax(160px, auto) minmax(0, 1fr)' },
        columnGap: 3,
        rowGap: { xs: 0.25, sm: 1.25 },
        '& dt': { fontWeight: 700, color: 'text.secondary' },
        '& dd': { m: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-line', mb: { xs: 1.25, sm: 0 } },
      }}
    >
      {items.map((item) => (
        <Box key={item.label} sx={{ display: 'contents' }}>
          <dt>{item.label}</dt>
          <dd>{item.value === '' || item.value === null ? '—' : item.value}</dd>
        </Box>
      ))}
    </Box>
  );
}
