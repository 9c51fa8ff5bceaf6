import DOMPurify from 'dompurify';
import {
  ABOUT_ALLOWED_TAGS,
  ABOUT_LINK_REL,
  isAllowedAboutLink,
  SAFE_IMAGE_SRC,
} from '@/domain/about';
import { resolveImageUrl } from './api-client';

type Purifier = ReturnType<typeof DOMPurify>;

/** An image source the About HTML may use: the server's rule, one of our images or an https URL. */
export function isAllowedAboutImageSource(src: string): boolean {
  return SAFE_IMAGE_SRC.test(src);
}

let purifier: Purifier | null = null;
let sanitizerWithoutDom: ((html: string) => string) | null = null;

/**
 * Server rendering has no DOM for DOMPurify: it provides a sanitizer with the same rules (tags,
 * attributes, image sources resolved against the API base).
 */
export function provideSanitizerWithoutDom(sanitize: (html: string) => string): void {
  sanitizerWithoutDom = sanitize;
}

/**
 * A link to an allowed address gets our `rel`; any other leaves its text in its place. The text
 * goes in after the link, as DOMPurify moves the content of a refused element, so that it is
 * still sanitized.
 */
function keepAllowedLink(link: Element) {
  const href = link.getAttribute('href')?.trim() ?? '';
  if (isAllowedAboutLink(href)) {
    link.setAttribute('href', href);
    link.setAttribute('rel', ABOUT_LINK_REL);
    return;
  }
  const next = link.nextSibling;
  for (const child of Array.from(link.childNodes)) link.parentNode?.insertBefore(child, next);
  link.remove();
}

/** A DOMPurify instance of its own, so its hook never touches other sanitizing. */
function aboutPurifier(): Purifier {
  if (purifier) return purifier;
  const instance = DOMPurify(window);
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'A') keepAllowedLink(node);
    if (node.nodeName !== 'IMG') return;
    const src = node.getAttribute('src')?.trim() ?? '';
    if (!isAllowedAboutImageSource(src)) {
      node.remove();
      return;
    }
    node.setAttribute('src', resolveImageUrl(src));
    if (!node.hasAttribute('alt')) node.setAttribute('alt', '');
  });
  purifier = instance;
  return instance;
}

/**
 * Cleans the About HTML for display: only h2, h3, p, strong, em, ul,
 * ol, li, img and a; only `src` and `alt` on images, `href` (and our `rel`) on links; an image
 * only from our own `/images/` or https, its source resolved against the API base; a link only
 * to an https, http, mailto or site address. The server sanitizes on save; this is the second
 * line.
 */
export function sanitizeAboutHtml(html: string): string {
  if (typeof window === 'undefined') {
    if (!sanitizerWithoutDom) throw new Error('No sanitizer for rendering without a DOM');
    return sanitizerWithoutDom(html);
  }
  return aboutPurifier().sanitize(html, {
    ALLOWED_TAGS: [...ABOUT_ALLOWED_TAGS],
    ALLOWED_ATTR: ['src', 'alt', 'href'],
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    ALLOW_UNKNOWN_PROTOCOLS: false,
  });
}
