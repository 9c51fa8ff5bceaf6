import Box from '@mui/material/Box';
import { resolveImageUrl } from '@/client/lib/api-client';
import { initialsOf } from '@/domain/names';
import { fill } from '@/client/lib/page-texts/fill';
import { useAboutTexts } from './texts';

interface MemberPortraitProps {
  name: string;
  image: string;
  /** Width and height in pixels. */
  size: number;
  /** Round for member cards, a rounded square for the president. */
  shape: 'circle' | 'rounded';
}

/** A member's portrait, or their initials on indigo when there is no picture. */
export function MemberPortrait({ name, image, size, shape }: MemberPortraitProps) {
  const { about } = useAboutTexts();
  const sx = {
    display: 'block',
    width: size,
    height: size,
    maxWidth: '100%',
    borderRadius: shape === 'circle' ? '50%' : 3,
    border: '4px solid',
    borderColor: 'marigold.main',
    flexShrink: 0,
  } as const;

  if (!image) {
    return (
      <Box
        aria-hidden="true"
        sx={{
          ...sx,
          display: 'grid',
          placeItems: 'center',
          bgcolor: 'primary.main',
          color: '#FFFFFF',
          fontWeight: 700,
          fontSize: size / 3,
        }}
      >
        {initialsOf(name)}
      </Box>
    );
  }
  return (
    <Box
      component="img"
      src={resolveImageUrl(image)}
      alt={fill(about.portrait, { name })}
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      sx={{ ...sx, objectFit: 'cover', bgcolor: 'grey.200' }}
    />
  );
}
