import sanitizeHtml from 'sanitize-html';
import { aboutSanitizeHtmlOptions, SAFE_IMAGE_SRC } from '@/domain/about';

/**
 * The About HTML as it may be stored and shown: only h2, h3, p, strong,
 * em, ul, ol, li, img (src and alt; src our own image or https) and a (an https, http, mailto or
 * site address, with `rel="noopener noreferrer"`). Scripts and styles go with their content;
 * other tags go, their text stays.
 */
export function sanitizeAboutHtml(html: string): string {
  return sanitizeHtml(html, {
    ...aboutSanitizeHtmlOptions({ keepImage: (src) => SAFE_IMAGE_SRC.test(src) }),
    allowedSchemesAppliedToAttributes: ['src'],
    allowProtocolRelative: false,
  }).trim();
}
