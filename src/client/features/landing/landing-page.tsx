import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { PageContainer } from '../../components/page-container';
import { siteName } from '../../lib/site-settings';
import { usePageTitle } from '../../lib/use-page-title';

/** The landing page (/): a welcome for now; the full page comes later. */
export function LandingPage() {
  usePageTitle();
  return (
    <PageContainer>
      <Typography variant="h1" gutterBottom>
        {siteName}
      </Typography>
      <Typography sx={{ mb: 3, maxWidth: '60ch' }}>
        Welcome! For over a hundred years our hostel has been a home away from home for students,
        with festivals, sports and friendships that last a lifetime.
      </Typography>
      <Button component={RouterLink} to="/history" variant="contained">
        Learn More
      </Button>
    </PageContainer>
  );
}
