import PersonIcon from '@mui/icons-material/Person';
import Avatar from '@mui/material/Avatar';
import { resolveImageUrl } from '@/client/lib/api-client';
import { initialsOf } from '@/domain/names';

interface MemberAvatarProps {
  name: string;
  image: string;
  /** Width and height in pixels. */
  size: number;
  /** The picture's text alternative; empty when the name is shown beside it. */
  alt: string;
}

/** A member's picture, else their initials (or a silhouette when there is no name yet). */
export function MemberAvatar({ name, image, size, alt }: MemberAvatarProps) {
  const letters = initialsOf(name);
  return (
    <Avatar
      src={image ? resolveImageUrl(image) : undefined}
      alt={alt}
      slotProps={{ img: { width: size, height: size, loading: 'lazy' } }}
      sx={{
        width: size,
        height: size,
        bgcolor: 'primary.main',
        color: '#FFFFFF',
        fontWeight: 700,
        fontSize: size / 2.6,
        flexShrink: 0,
      }}
    >
      {letters ? (
        <span aria-hidden="true">{letters}</span>
      ) : (
        <PersonIcon aria-hidden sx={{ fontSize: size * 0.6 }} />
      )}
    </Avatar>
  );
}
