import { z } from 'zod';
import type { RegistrationType } from '@/domain/constants';
import { registrationTypeSchema } from '@/domain/event-schemas';
import type { TeamSize } from '@/domain/events';
import {
  checkAnswers,
  personAnswersSchema,
  type EventQuestion,
  type PersonAnswers,
} from '@/domain/event-questions';
import { registrationInputSchema, teamMemberSchema } from '@/domain/registration-schemas';
import { MEMBER_TEXTS_EN, type MemberTexts } from '@/client/lib/member-texts/en';
import { fill } from '@/client/lib/page-texts/fill';

const shape = registrationInputSchema.shape;

/** A team member row as typed into the form. */
export interface TeamMemberValues {
  name: string;
  email: string;
  contact: string;
}

/** What the registration form holds while it is filled in (the gender starts blank). */
export interface RegistrationFormValues {
  name: string;
  email: string;
  contact: string;
  hostel: string;
  hostelAddress: string;
  gender: string;
  registrationType: RegistrationType;
  teamMembers: TeamMemberValues[];
  /** Answers to the event's questions: yours first, then each team member's. */
  answers: PersonAnswers[];
}

/** How many people a registrant adds besides themselves. */
export function teammatesText(texts: MemberTexts['registerForm'], { min, max }: TeamSize) {
  if (min !== max) return fill(texts.addTeammatesRange, { min: min - 1, max: max - 1 });
  return min === 2 ? texts.addPartner : fill(texts.addTeammates, { count: min - 1 });
}

/**
 * The form's rules: the fields of the registration payload (registrationInputSchema, all
 * required), and the team rules for this event: its team size, the registrant included, and a
 * different e-mail for everyone; its own refusals in `texts`' language, and the answers' in
 * `refusals`' (the server's by their code, `ANSWER_MESSAGES`).
 */
export function registrationFormSchema(
  size: TeamSize,
  questions: readonly EventQuestion[] = [],
  texts: MemberTexts['registerForm'] = MEMBER_TEXTS_EN.registerForm,
  refusals: MemberTexts['answerRefusals'] = MEMBER_TEXTS_EN.answerRefusals,
) {
  return z
    .object({
      name: shape.name,
      email: shape.email,
      contact: shape.contact,
      hostel: shape.hostel,
      hostelAddress: shape.hostelAddress,
      gender: z.string().min(1, texts.genderRequired).pipe(shape.gender),
      registrationType: registrationTypeSchema,
      teamMembers: z.array(teamMemberSchema),
      answers: z.array(personAnswersSchema),
    })
    .superRefine((values, context) => {
      // The answers as the server checks them, the first problem under its question.
      const answering = values.registrationType === 'team' ? values.teamMembers.length + 1 : 1;
      const checked = checkAnswers(questions, values.answers, answering);
      if (!checked.ok) {
        context.addIssue({
          code: 'custom',
          path: ['answers', checked.person, checked.questionId],
          message: fill(refusals[checked.refusal], checked.values),
        });
      }
      if (values.registrationType !== 'team') return;
      const people = values.teamMembers.length + 1;
      if (values.teamMembers.length === 0) {
        context.addIssue({
          code: 'custom',
          path: ['teamMembers'],
          message: texts.addOneMember,
        });
      } else if (people < size.min) {
        context.addIssue({
          code: 'custom',
          path: ['teamMembers'],
          message: fill(texts.teamAtLeast, { min: size.min }),
        });
      }
      if (people > size.max) {
        context.addIssue({
          code: 'custom',
          path: ['teamMembers'],
          message: fill(texts.teamAtMost, { max: size.max }),
        });
      }
      const seen = new Set([values.email]);
      values.teamMembers.forEach((member, index) => {
        if (seen.has(member.email)) {
          context.addIssue({
            code: 'custom',
            path: ['teamMembers', index, 'email'],
            message: texts.differentEmails,
          });
        }
        seen.add(member.email);
      });
    });
}

export type RegistrationFormOutput = z.output<ReturnType<typeof registrationFormSchema>>;
