import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { PageContainer } from '@/client/components/page-container';
import { usePageTitle } from '@/client/lib/use-page-title';

interface AccountPageProps {
  title: string;
  intro?: ReactNode;
  /** Narrow forms (login) or the wider three-step sign-up. */
  width?: number;
  children: ReactNode;
}

/** The frame of the account pages: a centred card with the page's heading and a short intro. */
export function AccountPage({ title, intro, width = 480, children }: AccountPageProps) {
  usePageTitle(title);
  return (
    <PageContainer>
      <Card sx={{ maxWidth: width, mx: 'auto', p: { xs: 2.5, sm: 4 } }}>
        <Typography variant="h1" sx={{ mb: intro ? 1 : 3 }}>
          {title}
        </Typography>
        {intro && (
          <Typography component="div" sx={{ color: 'text.secondary', mb: 3 }}>
            {intro}
          </Typography>
        )}
        {children}
      </Card>
    </PageContainer>
  );
}
