import { controlSelector, registerHref } from '../lib/page-controls';
import { shareLink } from '../lib/share-link';

/** Skip to main content: the focus goes to the page's main landmark (as the app's layout does). */
export function wireSkipLink(): void {
  const skip = document.querySelector<HTMLAnchorElement>(controlSelector('skip-link'));
  const main = document.querySelector('main');
  skip?.addEventListener('click', (event) => {
    event.preventDefault();
    main?.focus();
  });
}

/**
 * Show all / Show fewer under the landing page's event cards: the server's list holds every
 * card, those after the first few hidden (components/event-grid.tsx). The button carries both
 * words in the page's language (`data-show-all`, `data-show-fewer`).
 */
export function wireShowAllEvents(): void {
  const button = document.querySelector<HTMLElement>(controlSelector('show-all-events'));
  const list = button?.closest('section')?.querySelector('ul');
  if (!button || !list) return;
  const items = [...list.children].filter((item) => item instanceof HTMLElement);
  const folded = items.filter((item) => item.hidden);
  let showingAll = false;
  button.removeAttribute('aria-disabled');
  button.addEventListener('click', () => {
    showingAll = !showingAll;
    folded.forEach((item) => (item.hidden = !showingAll));
    button.setAttribute('aria-expanded', String(showingAll));
    button.textContent = (showingAll ? button.dataset.showFewer : button.dataset.showAll) ?? '';
  });
}

/**
 * Register goes to the event's registration page, where the app starts and asks a visitor to
 * log in or sign up first (features/registrations/register-page.tsx), as it does in the app.
 */
export function wireRegisterButtons(): void {
  document.querySelectorAll<HTMLElement>(controlSelector('register')).forEach((button) => {
    const eventId = button.dataset.eventId;
    if (!eventId) return;
    button.removeAttribute('aria-disabled');
    button.addEventListener('click', () => window.location.assign(registerHref(eventId)));
  });
}

/**
 * A festival video's poster button becomes its player, which takes the focus
 * (features/community/video-card.tsx): the clip loads only then.
 */
export function wireVideos(): void {
  document.querySelectorAll<HTMLElement>(controlSelector('play-video')).forEach((button) => {
    const { videoSrc, videoTitle } = button.dataset;
    const poster = button.querySelector('img');
    if (!videoSrc || !videoTitle || !poster) return;
    button.removeAttribute('aria-disabled');
    button.addEventListener('click', () => {
      const player = document.createElement('video');
      // The poster's frame: its size, shape and background.
      player.className = poster.className;
      Object.assign(player, {
        src: videoSrc,
        poster: poster.src,
        width: Number(poster.getAttribute('width')),
        height: Number(poster.getAttribute('height')),
        controls: true,
        autoplay: true,
        playsInline: true,
        preload: 'auto',
      });
      player.setAttribute('aria-label', videoTitle);
      button.replaceWith(player);
      player.focus();
    });
  });
}

/**
 * Share on an event's page: the share sheet, or the link copied, said in the status beside it
 * in the words the page gave the button (`data-copied`, `data-not-copied`: the page's language).
 */
export function wireShareButtons(): void {
  document.querySelectorAll<HTMLElement>(controlSelector('share')).forEach((button) => {
    const { shareTitle, copied, notCopied } = button.dataset;
    const status = button.parentElement?.querySelector('[role="status"]');
    button.removeAttribute('aria-disabled');
    button.addEventListener('click', () => {
      void shareLink(shareTitle ?? document.title, window.location.href).then((outcome) => {
        if (status)
          status.textContent = (outcome === 'copied' ? copied : outcome && notCopied) ?? '';
      });
    });
  });
}
