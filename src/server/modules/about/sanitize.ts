import sanitizeHtml from 'sanitize-html';
import { aboutSanitizeHtmlOptions } from '../../../domain/about';

/** Our own uploaded images, or any https picture. */
export const SAFE_IMAGE_SRC = /^(https:\/\/[^\s"'<>]+|\/(api\/)?images\/[0-9a-f-]{36})$/i;

/**
 * The About HTML as it may be stored and shown (DESIGN.md section 5.5): only h2, h3, p, strong,
 * em, ul, ol, li and img (src and alt; src our own image or https). Scripts and styles go with
 * their content; other tags go, their text stays.
 */
export function sanitizeAboutHtml(html: string): string {
  return sanitizeHtml(html, {
    ...aboutSanitizeHtmlOptions((src) => SAFE_IMAGE_SRC.test(src)),
    allowedSchemesAppliedToAttributes: ['src'],
    allowProtocolRelative: false,
  }).trim();
}
