import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useRef } from 'react';
import { GALLERY_TIMINGS } from '@/domain/constants';
import { GalleryPlaceholder } from '@/client/components/gallery-placeholder';
import { homeGallery } from '@/client/lib/artwork';
import { useNearViewport } from '@/client/lib/use-near-viewport';

// The carousel and its pictures load when the visitor scrolls towards them; until then (and in
// the server-rendered page) their place is held.
const Gallery = lazy(async () => ({
  default: (await import('@/client/components/gallery')).Gallery,
}));

const PER_VIEW = { base: 1, sm: 2, md: 3 };
const [firstPicture] = homeGallery;
const ASPECT_RATIO = firstPicture ? `${firstPicture.width} / ${firstPicture.height}` : '3 / 2';

/** The 5-picture gallery of the landing page: 3 slides from 960 px, 2 from 600 px, else 1. */
export function HomeGallerySection() {
  const section = useRef<HTMLElement>(null);
  const near = useNearViewport(section);
  const headingId = 'home-gallery-heading';
  return (
    <Box component="section" ref={section} aria-labelledby={headingId}>
      <Typography id={headingId} variant="h2" sx={{ mb: 3 }}>
        Moments from hostel life
      </Typography>
      <Suspense fallback={<GalleryPlaceholder perView={PER_VIEW} aspectRatio={ASPECT_RATIO} />}>
        {near ? (
          <Gallery
            slides={homeGallery}
            intervalMs={GALLERY_TIMINGS.home}
            perView={PER_VIEW}
            label="Moments from hostel life"
          />
        ) : (
          <GalleryPlaceholder perView={PER_VIEW} aspectRatio={ASPECT_RATIO} />
        )}
      </Suspense>
    </Box>
  );
}
