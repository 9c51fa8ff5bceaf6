import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { GALLERY_TIMINGS } from '../../../domain/constants';
import { homeGallery } from '../../lib/artwork';

// The carousel library loads after the page's first paint.
const Gallery = lazy(async () => ({
  default: (await import('../../components/gallery')).Gallery,
}));

/** The 5-picture gallery of the landing page: 3 slides from 960 px, 2 from 600 px, else 1. */
export function HomeGallerySection() {
  const headingId = 'home-gallery-heading';
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h2" sx={{ mb: 3 }}>
        Moments from hostel life
      </Typography>
      <Suspense
        fallback={
          <Box
            sx={{
              // The space the gallery takes: its pictures (3:2) and the control row below.
              aspectRatio: { xs: '3 / 2', sm: '3 / 1', md: '9 / 2' },
              mb: '56px',
            }}
          />
        }
      >
        <Gallery
          slides={homeGallery}
          intervalMs={GALLERY_TIMINGS.home}
          perView={{ base: 1, sm: 2, md: 3 }}
          label="Moments from hostel life"
        />
      </Suspense>
    </Box>
  );
}
