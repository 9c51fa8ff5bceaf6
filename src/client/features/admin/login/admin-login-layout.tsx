import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { PageContainer } from '../../../components/page-container';
import { usePageTitle } from '../../../lib/use-page-title';

/** The frame of the admin login: a narrow card with the heading. */
export function AdminLoginLayout({ children }: { children: ReactNode }) {
  usePageTitle('Admin Login');
  return (
    <PageContainer>
      <Box sx={{ maxWidth: 440, mx: 'auto' }}>
        <Paper
          variant="outlined"
          sx={{ p: { xs: 2.5, sm: 4 }, borderRadius: 3, bgcolor: 'background.paper' }}
        >
          <Typography variant="h1" gutterBottom>
            Admin Login
          </Typography>
          <Typography sx={{ color: 'text.secondary', mb: 3 }}>
            For the hostel&apos;s administrators: manage events, registrations, donations and the
            About page.
          </Typography>
          {children}
        </Paper>
      </Box>
    </PageContainer>
  );
}
