import Container from '@mui/material/Container';
import type { ReactNode } from 'react';

/** The content column of a page: at most 1200 px wide, with the page's vertical rhythm. */
export function PageContainer({ children }: { children: ReactNode }) {
  return <Container sx={{ py: { xs: 4, md: 6 } }}>{children}</Container>;
}
