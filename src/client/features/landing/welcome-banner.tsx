import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { ArtworkImage } from '@/client/components/artwork-image';
import { banner } from '@/client/lib/artwork';
import { useShellTexts } from '@/client/lib/shell-texts/context';
import { withSiteName } from '@/client/lib/shell-texts/load';
import { siteName } from '@/client/lib/site-settings';

/**
 * The welcome banner: the hostel picture with a greeting and Learn More (to /history). On
 * phones the text sits below the picture; on wide screens over its left side.
 */
export function WelcomeBanner() {
  const { landing } = useShellTexts();
  return (
    <Box
      sx={{
        position: 'relative',
        bgcolor: 'primary.dark',
        borderBottom: '4px solid',
        borderBottomColor: 'marigold.main',
      }}
    >
      <ArtworkImage picture={banner} frame="banner" priority />
      <Box
        sx={{
          position: { xs: 'static', md: 'absolute' },
          inset: 0,
          display: 'flex',
          alignItems: 'center',
          background: {
            md: 'linear-gradient(90deg, rgba(26, 35, 126, 0.94) 0%, rgba(26, 35, 126, 0.86) 42%, rgba(26, 35, 126, 0) 72%)',
          },
        }}
      >
        <Container sx={{ py: { xs: 4, md: 0 } }}>
          <Box sx={{ maxWidth: { md: 520 }, color: '#FFFFFF' }}>
            <Typography
              component="p"
              sx={{
                color: 'marigold.main',
                fontWeight: 700,
                letterSpacing: '0.08em',
                textTransform: 'uppercase',
                fontSize: '0.875rem',
                mb: 1,
              }}
            >
              {landing.tagline}
            </Typography>
            <Typography variant="h1" sx={{ color: '#FFFFFF', mb: 2 }}>
              {withSiteName(landing.welcome, siteName)}
            </Typography>
            <Typography sx={{ mb: 3, fontSize: { md: '1.125rem' } }}>{landing.intro}</Typography>
            <Button
              component={RouterLink}
              to="/history"
              variant="contained"
              size="large"
              sx={{
                bgcolor: '#FFFFFF',
                color: 'primary.dark',
                px: 3,
                '&:hover': { bgcolor: '#E8EAF6' },
              }}
            >
              {landing.learnMore}
            </Button>
          </Box>
        </Container>
      </Box>
    </Box>
  );
}
