import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { GALLERY_TIMINGS } from '@/domain/constants';
import { Gallery } from '@/client/components/gallery';
import { homeGallery } from '@/client/lib/artwork';
import { useShellTexts } from '@/client/lib/shell-texts/context';

const PER_VIEW = { base: 1, sm: 2, md: 3 };

/**
 * The 5-picture gallery of the landing page: 3 slides from 960 px, 2 from 600 px, else 1. It is
 * in the server's page, its pictures loading only as the visitor scrolls towards them.
 */
export function HomeGallerySection() {
  const headingId = 'home-gallery-heading';
  const { landing } = useShellTexts();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h2" sx={{ mb: 3 }}>
        {landing.galleryHeading}
      </Typography>
      <Gallery
        slides={homeGallery}
        intervalMs={GALLERY_TIMINGS.home}
        perView={PER_VIEW}
        label={landing.galleryHeading}
        loadFirstPictures="when-near"
      />
    </Box>
  );
}
