import { z } from 'zod';
import { ABOUT_LINK_RULE, ABOUT_SECTION_KEYS, isAllowedAboutLink } from './about';
import { LANGUAGES } from './i18n/languages';

export const aboutSectionKeySchema = z.enum(ABOUT_SECTION_KEYS);

export const aboutContentSchema = z.object({
  content: z.string(),
  images: z.array(z.string()),
  /** The language `content` is in: the reader's where the committee wrote it, else English. */
  language: z.enum(LANGUAGES).optional(),
  /** The committee's Hindi and Marathi texts, '' while not written (the editor's read and saves). */
  contentHi: z.string().optional(),
  contentMr: z.string().optional(),
});

export const aboutMemberSchema = z.object({
  name: z.string(),
  role: z.string(),
  description: z.string(),
  /** API-relative (`/images/<id>`) or an absolute https URL; empty for none. */
  image: z.string(),
});

export const aboutSectionSchema = z.object({
  sectionType: aboutSectionKeySchema,
  label: z.string(),
  title: z.string(),
  allowMultiple: z.boolean(),
  members: z.array(aboutMemberSchema),
});

export const aboutSectionListSchema = z.array(aboutSectionSchema);

export type AboutContent = z.infer<typeof aboutContentSchema>;
export type AboutMember = z.infer<typeof aboutMemberSchema>;
export type AboutSection = z.infer<typeof aboutSectionSchema>;

const field = (label: string, max: number) =>
  z.string().trim().max(max, `${label} is too long (at most ${max} characters).`).default('');

export const ABOUT_CONTENT_MAX = 100_000;

/**
 * The About editor's save: the HTML of one language (sanitized by the server; an empty Hindi or
 * Marathi text is "not written") and images, sent empty.
 */
export const aboutContentInputSchema = z.object({
  content: z.string().max(ABOUT_CONTENT_MAX, 'The About text is too long.'),
  images: z.array(z.string().max(500)).max(50).default([]),
  language: z.enum(LANGUAGES, { error: 'Choose English, Hindi or Marathi.' }).default('en'),
});

export const aboutMemberInputSchema = z.object({
  name: field('Name', 100),
  role: field('Role', 100),
  description: field('Description', 1000),
  image: field('Image', 500),
});

export const aboutSectionInputSchema = z.object({
  title: field('Title', 200),
  members: z.array(aboutMemberInputSchema).max(100, 'A section can have at most 100 members.'),
});

export const uploadAnswerSchema = z.object({ imageUrl: z.string() });

export type AboutSectionInput = z.input<typeof aboutSectionInputSchema>;

/**
 * An address as people type it, made whole: `www.example.org/fees` becomes
 * `https://www.example.org/fees` and `office@hostel.example` becomes `mailto:office@hostel.example`.
 */
function completeAddress(address: string): string {
  if (/^[^\s@/:]+@[^\s@/:]+\.[^\s@/:]+$/.test(address)) return `mailto:${address}`;
  if (/^[a-z0-9-]+(\.[a-z0-9-]+)+([/?#:]|$)/i.test(address)) return `https://${address}`;
  return address;
}

/** A link made in the About page's visual editor: where it goes, and its text when none is selected. */
export const aboutLinkFormSchema = z.object({
  href: z
    .string()
    .trim()
    .min(1, 'Enter the address the link goes to.')
    .transform(completeAddress)
    .refine(isAllowedAboutLink, ABOUT_LINK_RULE),
  text: z.string().trim().max(200, 'The link text is too long (at most 200 characters).'),
});

/** A picture put into the About page's text: the uploaded image and what it shows, in words. */
export const aboutPictureFormSchema = z.object({
  src: z.string().min(1, 'Choose a picture to upload.'),
  alt: z.string().trim().max(300, 'The description is too long (at most 300 characters).'),
});
