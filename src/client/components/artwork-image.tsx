import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { Picture } from '../lib/artwork';

const FRAMES = {
  /** Across the top of a card, a marigold line below it. */
  card: (picture: Picture) => ({
    aspectRatio: `${picture.width} / ${picture.height}`,
    objectFit: 'cover',
    borderBottom: '4px solid',
    borderBottomColor: 'marigold.main',
  }),
  /** On its own in the page: rounded, lifted by a shadow. */
  rounded: () => ({ borderRadius: 3, boxShadow: 2 }),
  /** A slide of a gallery: rounded, cropped to its own shape. */
  slide: (picture: Picture) => ({
    aspectRatio: `${picture.width} / ${picture.height}`,
    objectFit: 'cover',
    borderRadius: 3,
  }),
  /** Across the top of the page: its own shape on phones, a strip 480 px high on wide screens. */
  banner: (picture: Picture) => ({
    height: { xs: 'auto', md: 480 },
    aspectRatio: { xs: `${picture.width} / ${picture.height}`, md: 'auto' },
    objectFit: 'cover',
    bgcolor: 'primary.dark',
  }),
} satisfies Record<string, (picture: Picture) => SxProps<Theme>>;

interface ArtworkImageProps {
  picture: Picture;
  frame: keyof typeof FRAMES;
  /** The page's main picture, in view at once: fetched first. Others load lazily, unless eager. */
  priority?: boolean;
  eager?: boolean;
  /** False where dragging moves something else (a gallery's slides). */
  draggable?: boolean;
  sx?: SxProps<Theme>;
}

/**
 * One of the site's pictures, as wide as its box, its room kept (grey) before it loads. The
 * browser decodes it off the main thread.
 */
export function ArtworkImage({
  picture,
  frame,
  priority,
  eager,
  draggable,
  sx = [],
}: ArtworkImageProps) {
  return (
    <Box
      component="img"
      src={picture.src}
      alt={picture.alt}
      width={picture.width}
      height={picture.height}
      fetchPriority={priority ? 'high' : undefined}
      loading={priority ? undefined : eager ? 'eager' : 'lazy'}
      decoding="async"
      draggable={draggable}
      sx={[
        { display: 'block', width: '100%', height: 'auto', bgcolor: 'grey.200' },
        FRAMES[frame](picture),
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  );
}
