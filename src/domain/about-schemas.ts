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
