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
export const ABOUT_REMOVED_WITH_CONTENT = [
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
