import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import useEmblaCarousel from 'embla-carousel-react';
import { useEffect, useId, useState, type FocusEvent } from 'react';
import type { Picture } from '../lib/artwork';
import {
  CONTROLS_GAP,
  CONTROLS_HEIGHT,
  mostPerView,
  slideSx,
  type SlidesPerView,
} from './gallery-layout';
import { pageControl } from '../lib/page-controls';
import { usePageTexts } from '../lib/page-texts/context';
import { fill } from '../lib/page-texts/fill';
import { useInertUntilHydrated } from '../lib/use-hydrated';
import { ArtworkImage } from './artwork-image';
import { visuallyHidden } from './visually-hidden';

export interface GalleryProps {
  slides: Picture[];
  /** Auto-advance period in milliseconds. */
  intervalMs: number;
  perView: SlidesPerView;
  /** Names the carousel for assistive technology ('Hostel life', say). */
  label: string;
  /** Each picture is a link that opens the full image in a new tab. */
  openInNewTab?: boolean;
  /**
   * The pictures shown first load with the page (the default), or, for a gallery far down the
   * page, only as the visitor scrolls towards it, like the rest.
   */
  loadFirstPictures?: 'at-once' | 'when-near';
}

const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia(REDUCED_MOTION_QUERY).matches;
}

/**
 * An auto-playing, looping picture carousel (Embla) with a visible pause control, previous and
 * next buttons, and no auto-play for visitors who ask for reduced motion. Auto-play also rests while the pointer is over the gallery or focus is inside it.
 */
export function Gallery({
  slides,
  intervalMs,
  perView,
  label,
  openInNewTab = false,
  loadFirstPictures = 'at-once',
}: GalleryProps) {
  const [emblaRef, emblaApi] = useEmblaCarousel({ loop: true, align: 'start' });
  const [playing, setPlaying] = useState(() => !prefersReducedMotion());
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [selected, setSelected] = useState(0);
  const slidesId = useId();
  const inertUntilHydrated = useInertUntilHydrated();
  const { gallery: texts } = usePageTexts();

  useEffect(() => {
    if (!emblaApi) return;
    const onSelect = () => setSelected(emblaApi.selectedScrollSnap());
    emblaApi.on('select', onSelect).on('reInit', onSelect);
    return () => {
      emblaApi.off('select', onSelect).off('reInit', onSelect);
    };
  }, [emblaApi]);

  const rotating = playing && !hovered && !focused;
  useEffect(() => {
    if (!emblaApi || !rotating) return;
    const timer = window.setInterval(() => emblaApi.scrollNext(), intervalMs);
    return () => window.clearInterval(timer);
  }, [emblaApi, rotating, intervalMs]);

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  };

  // The pictures that show first load at once; the rest wait until they are needed.
  const eagerCount = loadFirstPictures === 'at-once' ? mostPerView(perView) : 0;

  return (
    <Box
      component="section"
      aria-roledescription="carousel"
      aria-label={label}
      {...pageControl('gallery')}
      data-interval-ms={intervalMs}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <Box
        ref={emblaRef}
        {...pageControl('gallery-viewport')}
        sx={{ overflow: 'hidden', borderRadius: 3 }}
      >
        <Box
          id={slidesId}
          aria-live={rotating ? 'off' : 'polite'}
          sx={{ display: 'flex', touchAction: 'pan-y pinch-zoom', ml: -2 }}
        >
          {slides.map((slide, index) => {
            const image = (
              <ArtworkImage
                picture={slide}
                frame="slide"
                eager={index < eagerCount}
                draggable={false}
              />
            );
            return (
              <Box
                key={slide.src}
                role="group"
                aria-roledescription="slide"
                aria-label={fill(texts.slideOf, { number: index + 1, count: slides.length })}
                aria-current={index === selected ? 'true' : undefined}
                sx={slideSx(perView)}
              >
                {openInNewTab ? (
                  <Box
                    component="a"
                    href={slide.src}
                    target="_blank"
                    rel="noopener noreferrer"
                    sx={{
                      position: 'relative',
                      display: 'block',
                      borderRadius: 3,
                      '&:hover img': { filter: 'brightness(0.92)' },
                    }}
                  >
                    {image}
                    <Box
                      component="span"
                      aria-hidden="true"
                      sx={{
                        position: 'absolute',
                        right: 8,
                        bottom: 8,
                        display: 'grid',
                        placeItems: 'center',
                        width: 32,
                        height: 32,
                        borderRadius: '50%',
                        bgcolor: 'rgba(26, 35, 126, 0.85)',
                        color: '#FFFFFF',
                      }}
                    >
                      <OpenInNewIcon fontSize="small" />
                    </Box>
                    <Box component="span" sx={visuallyHidden}>
                      {` ${texts.opensInNewTab}`}
                    </Box>
                  </Box>
                ) : (
                  image
                )}
              </Box>
            );
          })}
        </Box>
      </Box>

      <Box
        sx={{
          mt: CONTROLS_GAP,
          minHeight: CONTROLS_HEIGHT,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          gap: 1,
        }}
      >
        <IconButton
          aria-label={texts.previous}
          aria-controls={slidesId}
          {...pageControl('gallery-previous')}
          {...inertUntilHydrated}
          onClick={() => emblaApi?.scrollPrev()}
          color="primary"
        >
          <ChevronLeftIcon />
        </IconButton>
        <Button
          variant="outlined"
          aria-controls={slidesId}
          {...pageControl('gallery-play')}
          // The visitor script says Play or Pause in the page's language from these.
          data-play={texts.play}
          data-pause={texts.pause}
          {...inertUntilHydrated}
          onClick={() => setPlaying((value) => !value)}
          startIcon={playing ? <PauseIcon /> : <PlayArrowIcon />}
          sx={{ minWidth: 176 }}
        >
          {playing ? texts.pause : texts.play}
        </Button>
        <IconButton
          aria-label={texts.next}
          aria-controls={slidesId}
          {...pageControl('gallery-next')}
          {...inertUntilHydrated}
          onClick={() => emblaApi?.scrollNext()}
          color="primary"
        >
          <ChevronRightIcon />
        </IconButton>
      </Box>
    </Box>
  );
}
