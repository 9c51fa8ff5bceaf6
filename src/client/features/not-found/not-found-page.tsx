import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { PageContainer } from '@/client/components/page-container';
import { usePageTitle } from '@/client/lib/use-page-title';

export function NotFoundPage() {
  usePageTitle('Page not found');
  return (
    <PageContainer>
      <Typography variant="h1" gutterBottom>
        Page not found
      </Typography>
      <Typography sx={{ mb: 2 }}>
        We couldn’t find that page. It may have moved, or the link may be mistyped.
      </Typography>
      <Link component={RouterLink} to="/">
        Go to the home page
      </Link>
    </PageContainer>
  );
}
