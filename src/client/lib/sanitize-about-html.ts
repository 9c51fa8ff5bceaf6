import DOMPurify from 'dompurify';
import { ABOUT_ALLOWED_TAGS } from '../../domain/about';
import { API_BASE, resolveImageUrl } from './api-client';

type Purifier = ReturnType<typeof DOMPurify>;

/** Our own uploaded images (`/images/<id>`, or already under the API base). */
const OWN_IMAGE = /^\/images\/[A-Za-z0-9_-]+$/;

/** An image source the About HTML may use: one of our images or an https URL. */
export function isAllowedAboutImageSource(src: string): boolean {
  if (OWN_IMAGE.test(src)) return true;
  if (src.startsWith(`${API_BASE}/images/`) && OWN_IMAGE.test(src.slice(API_BASE.length))) {
    return true;
  }
  try {
    return new URL(src).protocol === 'https:';
  } catch {
    return false;
  }
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

/** A DOMPurify instance of its own, so its hook never touches other sanitizing. */
function aboutPurifier(): Purifier {
  if (purifier) return purifier;
  const instance = DOMPurify(window);
  instance.addHook('afterSanitizeAttributes', (node) => {
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
 * Cleans the About HTML for display (DESIGN.md section 5.5): only h2, h3, p, strong, em, ul,
 * ol, li and img; only `src` and `alt`; an image only from our own `/images/` or https, its
 * source resolved against the API base. The server sanitizes on save; this is the second line.
 */
export function sanitizeAboutHtml(html: string): string {
  if (typeof window === 'undefined') {
    if (!sanitizerWithoutDom) throw new Error('No sanitizer for rendering without a DOM');
    return sanitizerWithoutDom(html);
  }
  return aboutPurifier().sanitize(html, {
    ALLOWED_TAGS: [...ABOUT_ALLOWED_TAGS],
    ALLOWED_ATTR: ['src', 'alt'],
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    ALLOW_UNKNOWN_PROTOCOLS: false,
  });
}
