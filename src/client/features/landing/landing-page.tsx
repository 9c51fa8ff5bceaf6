import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useShellTexts } from '@/client/lib/shell-texts/context';
import { usePageTitle } from '@/client/lib/use-page-title';
import { ExploreCards } from './explore-cards';
import { HomeGallerySection } from './home-gallery-section';
import { LoginSuccessBanner } from './login-success-banner';
import { UpcomingEventsSection } from './upcoming-events-section';
import { WelcomeBanner } from './welcome-banner';

/**
 * The landing page (/): welcome banner, the 'Login successful' banner slot, upcoming events,
 * the three cards and the gallery. The only page in the first script, so it stays lean: no zod,
 * and the cards' and the gallery's code load on their own.
 */
export function LandingPage() {
  usePageTitle();
  const { landing } = useShellTexts();
  return (
    <>
      <WelcomeBanner />
      <Container sx={{ py: { xs: 4, md: 6 } }}>
        <LoginSuccessBanner />
        <UpcomingEventsSection />
        <Box component="section" aria-labelledby="explore-heading" sx={{ mb: { xs: 6, md: 8 } }}>
          <Typography id="explore-heading" variant="h2" sx={{ mb: 3 }}>
            {landing.exploreHeading}
          </Typography>
          <ExploreCards />
        </Box>
        <HomeGallerySection />
      </Container>
    </>
  );
}
