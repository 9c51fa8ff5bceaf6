import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import type { Video } from '@/client/lib/artwork';
import { fill } from '@/client/lib/page-texts/fill';
import { pageControl } from '@/client/lib/page-controls';
import { useInertUntilHydrated } from '@/client/lib/use-hydrated';
import { useCommunityTexts } from './texts';

/**
 * A festival video as its poster with a play button, titled in the page's language; the player
 * (and the video file) loads only when the visitor presses play.
 */
export function VideoCard({ video, title }: { video: Video; title: string }) {
  const texts = useCommunityTexts();
  const [playing, setPlaying] = useState(false);
  const player = useRef<HTMLVideoElement>(null);
  const inertUntilHydrated = useInertUntilHydrated();
  const { poster } = video;

  // Keyboard focus moves to the player that replaces the button.
  useEffect(() => {
    if (playing) player.current?.focus();
  }, [playing]);

  const frame = {
    display: 'block',
    width: '100%',
    height: 'auto',
    aspectRatio: `${poster.width} / ${poster.height}`,
    bgcolor: 'primary.dark',
  } as const;

  return (
    <Card component="article" sx={{ height: '100%' }}>
      {playing ? (
        <Box
          component="video"
          ref={player}
          src={video.src}
          poster={poster.src}
          width={poster.width}
          height={poster.height}
          controls
          autoPlay
          playsInline
          preload="auto"
          aria-label={title}
          sx={frame}
        />
      ) : (
        <ButtonBase
          aria-label={fill(texts.video.play, { title })}
          {...pageControl('play-video')}
          data-video-src={video.src}
          data-video-title={title}
          {...inertUntilHydrated}
          onClick={() => setPlaying(true)}
          sx={{
            position: 'relative',
            display: 'block',
            width: '100%',
            '&:hover .play-badge, &.Mui-focusVisible .play-badge': { transform: 'scale(1.1)' },
          }}
        >
          <Box
            component="img"
            src={poster.src}
            alt=""
            width={poster.width}
            height={poster.height}
            loading="lazy"
            decoding="async"
            sx={{ ...frame, objectFit: 'cover' }}
          />
          <Box
            className="play-badge"
            aria-hidden="true"
            sx={{
              position: 'absolute',
              top: '50%',
              left: '50%',
              width: 64,
              height: 64,
              mt: '-32px',
              ml: '-32px',
              display: 'grid',
              placeItems: 'center',
              borderRadius: '50%',
              bgcolor: 'rgba(26, 35, 126, 0.9)',
              color: '#FFFFFF',
              border: '3px solid',
              borderColor: 'marigold.main',
              transition: 'transform 150ms',
              '& svg': { fontSize: 36 },
            }}
          >
            <PlayArrowIcon />
          </Box>
        </ButtonBase>
      )}
      <Box sx={{ p: 2 }}>
        <Typography variant="h3" sx={{ fontSize: '1.0625rem' }}>
          {title}
        </Typography>
      </Box>
    </Card>
  );
}
