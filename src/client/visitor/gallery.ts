import EmblaCarousel from 'embla-carousel';
import { controlSelector, type PageControl } from '../lib/page-controls';
import { ICON_PATHS } from './dom';

const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/**
 * One server-rendered gallery (components/gallery.tsx) brought to life as the app does it: it
 * turns by itself every `data-interval-ms` unless the visitor asked for reduced motion, rests
 * while the pointer is over it or the focus inside it, and has Previous, Next and Pause / Play.
 */
function wireGallery(gallery: HTMLElement): void {
  const viewport = gallery.querySelector<HTMLElement>(controlSelector('gallery-viewport'));
  const slidesRow = viewport?.firstElementChild;
  const control = (name: PageControl) =>
    gallery.querySelector<HTMLButtonElement>(controlSelector(name));
  const previous = control('gallery-previous');
  const next = control('gallery-next');
  const play = control('gallery-play');
  if (!viewport || !slidesRow || !previous || !next || !play) return;

  const embla = EmblaCarousel(viewport, { loop: true, align: 'start' });
  const slides = [...slidesRow.children];
  const intervalMs = Number(gallery.dataset.intervalMs) || 1_000;
  let playing = !window.matchMedia(REDUCED_MOTION_QUERY).matches;
  let hovered = false;
  let focused = false;
  let timer: number | undefined;

  const showSelected = () => {
    const selected = embla.selectedScrollSnap();
    slides.forEach((slide, index) => {
      if (index === selected) slide.setAttribute('aria-current', 'true');
      else slide.removeAttribute('aria-current');
    });
  };

  const update = () => {
    const rotating = playing && !hovered && !focused;
    slidesRow.setAttribute('aria-live', rotating ? 'off' : 'polite');
    window.clearInterval(timer);
    timer = rotating ? window.setInterval(() => embla.scrollNext(), intervalMs) : undefined;
    // The words the page was rendered with, in its language (components/gallery.tsx).
    const label = (playing ? play.dataset.pause : play.dataset.play) ?? '';
    const text = [...play.childNodes].find((node) => node.nodeType === Node.TEXT_NODE);
    if (text) text.textContent = label;
    else play.append(label);
    play.querySelector('path')?.setAttribute('d', playing ? ICON_PATHS.pause : ICON_PATHS.play);
  };

  embla.on('select', showSelected).on('reInit', showSelected);
  previous.addEventListener('click', () => embla.scrollPrev());
  next.addEventListener('click', () => embla.scrollNext());
  play.addEventListener('click', () => {
    playing = !playing;
    update();
  });
  gallery.addEventListener('mouseenter', () => {
    hovered = true;
    update();
  });
  gallery.addEventListener('mouseleave', () => {
    hovered = false;
    update();
  });
  gallery.addEventListener('focusin', () => {
    focused = true;
    update();
  });
  gallery.addEventListener('focusout', (event) => {
    if (event.relatedTarget instanceof Node && gallery.contains(event.relatedTarget)) return;
    focused = false;
    update();
  });
  for (const button of [previous, play, next]) button.removeAttribute('aria-disabled');
  showSelected();
  update();
}

export function wireGalleries(): void {
  document.querySelectorAll<HTMLElement>(controlSelector('gallery')).forEach(wireGallery);
}
