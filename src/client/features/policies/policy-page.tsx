import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { PageContainer } from '@/client/components/page-container';
import { usePageTitle } from '@/client/lib/use-page-title';

/** The frame of a policy page: its title and readable-width text. */
export function PolicyPage({ title, children }: { title: string; children: ReactNode }) {
  usePageTitle(title);
  return (
    <PageContainer>
      <Box
        component="article"
        sx={{
          maxWidth: '75ch',
          '& h2': { mt: 4, mb: 1.5 },
          '& p': { mb: 2 },
          '& ul': { pl: 3, mt: 0, mb: 2 },
          '& li': { mb: 1 },
        }}
      >
        <Typography variant="h1" gutterBottom>
          {title}
        </Typography>
        {children}
      </Box>
    </PageContainer>
  );
}
