import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { PageContainer } from '../components/page-container';
import { usePageTitle } from '../lib/use-page-title';

/** Shown in place of a page that failed to load or render (often a dropped connection). */
export function RouteError() {
  usePageTitle('Something went wrong');
  return (
    <PageContainer>
      <Typography variant="h1" gutterBottom>
        Something went wrong
      </Typography>
      <Typography sx={{ mb: 3 }}>
        This page could not be shown. Please check your connection and reload the page.
      </Typography>
      <Button variant="contained" onClick={() => window.location.reload()}>
        Reload page
      </Button>
    </PageContainer>
  );
}
