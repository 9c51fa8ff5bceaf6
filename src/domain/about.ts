import type { IOptions } from 'sanitize-html';

/** The About page's sections, in the order the page shows them (SPEC.md section 2). */
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

/** Tags the About HTML may use (DESIGN.md section 5.5). */
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
] as const;

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

/**
 * The About HTML's rules for `sanitize-html` (DESIGN.md section 5.5), shared by the cleaning on
 * save and server rendering: only the allowed tags, img with src and alt, https only; scripts
 * and styles go with their content, other tags leave their text. `keepImage` judges an image's
 * source.
 */
export function aboutSanitizeHtmlOptions(keepImage: (src: string) => boolean): IOptions {
  return {
    allowedTags: [...ABOUT_ALLOWED_TAGS],
    allowedAttributes: { img: ['src', 'alt'] },
    allowedSchemes: ['https'],
    disallowedTagsMode: 'discard',
    nonTextTags: [...ABOUT_REMOVED_WITH_CONTENT],
    exclusiveFilter: (frame) => frame.tag === 'img' && !keepImage(frame.attribs.src ?? ''),
  };
}
