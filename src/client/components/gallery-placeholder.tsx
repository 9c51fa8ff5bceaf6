import Box from '@mui/material/Box';
import {
  CONTROLS_GAP,
  CONTROLS_HEIGHT,
  mostPerView,
  slideSx,
  type SlidesPerView,
} from './gallery-layout';

interface GalleryPlaceholderProps {
  perView: SlidesPerView;
  /** The pictures' shape, `width / height`. */
  aspectRatio: string;
}

/**
 * Holds a gallery's place, exactly its size, until its code has loaded: the slides shown at
 * once and the row of controls below them. The page around it does not move when it arrives.
 */
export function GalleryPlaceholder({ perView, aspectRatio }: GalleryPlaceholderProps) {
  const slots = Array.from({ length: mostPerView(perView) }, (_, index) => index);
  return (
    <Box aria-hidden="true">
      <Box sx={{ display: 'flex', overflow: 'hidden', ml: -2 }}>
        {slots.map((slot) => (
          <Box key={slot} sx={slideSx(perView)}>
            <Box sx={{ aspectRatio, borderRadius: 3, bgcolor: 'grey.200' }} />
          </Box>
        ))}
      </Box>
      <Box sx={{ mt: CONTROLS_GAP, height: CONTROLS_HEIGHT }} />
    </Box>
  );
}
