import { z } from 'zod';
import { ABOUT_SECTION_KEYS } from './about';

export const aboutSectionKeySchema = z.enum(ABOUT_SECTION_KEYS);

export const aboutContentSchema = z.object({
  content: z.string(),
  images: z.array(z.string()),
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
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;

/** The About editor's save: the HTML (sanitized by the server) and images, sent empty. */
export const aboutContentInputSchema = z.object({
  content: z.string().max(ABOUT_CONTENT_MAX, 'The About text is too long.'),
  images: z.array(z.string().max(500)).max(50).default([]),
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
