import { z } from 'zod';
import {
  aboutMemberInputSchema,
  aboutSectionInputSchema,
  type AboutMember,
  type AboutSection,
} from '@/domain/about-schemas';

/** What the dialog edits: every field a plain string, as the inputs hold them. */
export interface SectionFormValues {
  title: string;
  members: AboutMember[];
}

export type SectionFormOutput = z.output<typeof sectionFormValuesSchema>;

export const EMPTY_MEMBER: AboutMember = { name: '', role: '', description: '', image: '' };

/** The members a section starts with when it has none: one empty member for a single one. */
export function defaultMembers(allowMultiple: boolean): AboutMember[] {
  return allowMultiple ? [] : [{ ...EMPTY_MEMBER }];
}

/** The dialog's starting values: the section as saved, or the default when it has no members. */
export function sectionFormDefaults(section: AboutSection): SectionFormValues {
  return {
    title: section.title,
    members:
      section.members.length > 0
        ? section.members.map((member) => ({ ...member }))
        : defaultMembers(section.allowMultiple),
  };
}

const isBlank = (member: AboutMember) =>
  [member.name, member.role, member.description, member.image].every(
    (value) => value.trim() === '',
  );

// The shared rules (trimmed, at most so many characters) without their defaults: the inputs
// always hold strings. The server refuses more than 100 members with its own message.
const memberFields = aboutMemberInputSchema.shape;
const memberFormSchema = z.object({
  name: memberFields.name.unwrap(),
  role: memberFields.role.unwrap(),
  description: memberFields.description.unwrap(),
  image: memberFields.image.unwrap(),
});
const sectionFormValuesSchema = z.object({
  title: aboutSectionInputSchema.shape.title.unwrap(),
  members: z.array(memberFormSchema),
});

/**
 * The section's rules, plus: a member needs a name,
 * except the empty single member of a one-member section (which leaves the section empty).
 */
export function sectionFormSchema(allowMultiple: boolean) {
  return sectionFormValuesSchema.superRefine((section, context) => {
    if (!allowMultiple && section.members.length > 1) {
      context.addIssue({
        code: 'custom',
        path: ['members'],
        message: 'This section has one member.',
      });
    }
    section.members.forEach((member, index) => {
      const mayBeEmpty = !allowMultiple && isBlank(member);
      if (member.name === '' && !mayBeEmpty) {
        context.addIssue({
          code: 'custom',
          path: ['members', index, 'name'],
          message: "Enter the member's name.",
        });
      }
    });
  });
}
