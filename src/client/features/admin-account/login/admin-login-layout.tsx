import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { PageContainer } from '@/client/components/page-container';
import { usePageTitle } from '@/client/lib/use-page-title';

interface AdminLoginLayoutProps {
  title?: string;
  intro?: string;
  children: ReactNode;
}

/** The frame of the admin login (and of an invitation): a narrow card with the heading. */
export function AdminLoginLayout({
  title = 'Admin Login',
  intro = "For the hostel's administrators: manage events, registrations, donations and the About page.",
  children,
}: AdminLoginLayoutProps) {
  usePageTitle(title);
  return (
    <PageContainer>
      <Box sx={{ maxWidth: 440, mx: 'auto' }}>
        <Paper
          variant="outlined"
          sx={{ p: { xs: 2.5, sm: 4 }, borderRadius: 3, bgcolor: 'background.paper' }}
        >
          <Typography variant="h1" gutterBottom>
            {title}
          </Typography>
          <Typography sx={{ color: 'text.secondary', mb: 3 }}>{intro}</Typography>
          {children}
        </Paper>
      </Box>
    </PageContainer>
  );
}
