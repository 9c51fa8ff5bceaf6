import type { IOptions } from 'sanitize-html';

/** The About page's sections, in the order the page shows them. */
export const ABOUT_SECTIONS = [
  { key: 'president', label: 'President', allowMultiple: false },
  { key: 'committee', label: 'Committee Members', allowMultiple: true },
  { key: 'administrators', label: 'Hostel Administrators', allowMultiple: true },
  { key: 'senior_association', label: 'Senior Student Association', allowMultiple: true },
  { key: 'reach_out', label: 'Reach Out To', allowMultiple: true },
  { key: 'contributors', label: 'Contributors', allowMultiple: true },
] as const;

export type AboutSectionKey = (typeof ABOUT_SECTIONS)[number]['key'];
export const ABOUT_SECTION_KEYS = ABOUT_SECTIONS.map((section) => section.key) as [
  AboutSectionKey,
  ...AboutSectionKey[],
];

export const aboutSectionDefinition = (key: AboutSectionKey) =>
  ABOUT_SECTIONS.find((section) => section.key === key) ?? ABOUT_SECTIONS[0];

/** Tags the About HTML may use, and `a` with `href` for links. */
export const ABOUT_ALLOWED_TAGS = [
  'h2',
  'h3',
  'p',
  'strong',
  'em',
  'ul',
  'ol',
  'li',
  'img',
  'a',
] as const;

/** An image the About page may show: one of our uploads (`/images/<id>`), or any https picture. */
export const SAFE_IMAGE_SRC = /^(https:\/\/[^\s"'<>]+|\/(api\/)?images\/[0-9a-f-]{36})$/i;

/**
 * The `rel` of every link in the About HTML: the page a link opens gets no hold on ours and is
 * not told where the visitor came from.
 */
export const ABOUT_LINK_REL = 'noopener noreferrer';

/** What the About HTML's links may point to, said to whoever types an address. */
export const ABOUT_LINK_RULE =
  'Enter an address that starts with https://, http://, mailto: or / (a page of this site).';

/**
 * Whether a link in the About HTML may point to `href`: an https, http or mailto address, or a
 * path of this site (`/events`). Nothing else: no javascript: or data:, and no whitespace,
 * control characters or backslashes anywhere, which browsers drop or read as slashes (so that
 * `/\evil.example` or `/<tab>/evil.example` would lead to another site, as `//evil.example` does).
 */
export function isAllowedAboutLink(href: string): boolean {
  if (/[\s\\\p{Cc}]/u.test(href)) return false;
  if (href.startsWith('/')) return !href.startsWith('//');
  if (/^mailto:./i.test(href)) return true;
  if (!/^https?:\/\/[^/?#]/i.test(href)) return false;
  try {
    new URL(href);
    return true;
  } catch {
    return false;
  }
}

/** Elements that leave the About HTML together with their content (the others leave their text). */
const ABOUT_REMOVED_WITH_CONTENT = [
  'script',
  'style',
  'textarea',
  'option',
  'noscript',
  'title',
  'iframe',
  'svg',
  'math',
  'template',
] as const;

export interface AboutImageRules {
  /** Whether an image may stay, judged by its source; the others go. */
  keepImage: (src: string) => boolean;
  /** Where an image is shown from, when that differs from its stored source. */
  imageSource?: (src: string) => string;
}

/**
 * The About HTML's rules for `sanitize-html`, shared by the cleaning on
 * save and server rendering: only the allowed tags; img with src and alt, https only; links with
 * an allowed `href` and our `rel` (a link to anywhere else leaves its text). Scripts and styles
 * go with their content, other tags leave their text.
 */
export function aboutSanitizeHtmlOptions({ keepImage, imageSource }: AboutImageRules): IOptions {
  return {
    allowedTags: [...ABOUT_ALLOWED_TAGS],
    allowedAttributes: { img: ['src', 'alt'], a: ['href', 'rel'] },
    allowedSchemes: ['https'],
    disallowedTagsMode: 'discard',
    nonTextTags: [...ABOUT_REMOVED_WITH_CONTENT],
    exclusiveFilter: (frame) => {
      if (frame.tag === 'img') return !keepImage(frame.attribs.src ?? '');
      // A link left without an address (below) goes, its content stays.
      if (frame.tag === 'a' && !frame.attribs.href) return 'excludeTag';
      return false;
    },
    transformTags: {
      a: (tagName, attribs) => {
        const href = attribs.href?.trim() ?? '';
        const kept: Record<string, string> = isAllowedAboutLink(href)
          ? { href, rel: ABOUT_LINK_REL }
          : {};
        return { tagName, attribs: kept };
      },
      ...(imageSource && {
        img: (tagName, attribs) => ({
          tagName,
          attribs: { src: imageSource(attribs.src?.trim() ?? ''), alt: attribs.alt ?? '' },
        }),
      }),
    },
  };
}
