import Typography from '@mui/material/Typography';
import { PageContainer } from '@/client/components/page-container';
import { usePageTitle } from '@/client/lib/use-page-title';

/** Any unknown path under /admin. */
export function AdminNotFoundPage() {
  usePageTitle('404 Page Not Found');
  return (
    <PageContainer>
      <Typography variant="h1">404 Page Not Found</Typography>
    </PageContainer>
  );
}
