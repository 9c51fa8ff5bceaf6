/**
 * An event's questions of its own (T-shirt size, food, a consent) and the answers a
 * registration gives them. A question is asked once of the registrant, or of every person of
 * the registration (`perMember`: the registrant and each team member).
 *
 * Answers are stored one set per person, in the order check-in numbers people: index 0 is the
 * registrant, index i is `teamMembers[i - 1]`. A question not answered has no key.
 */
import { z } from 'zod';

export const QUESTION_KINDS = ['text', 'choice', 'choices', 'yesno'] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

export const QUESTION_KIND_LABELS: Record<QuestionKind, string> = {
  text: 'Short text',
  choice: 'One choice of a list',
  choices: 'Several choices',
  yesno: 'Yes or no',
};

export const MAX_QUESTIONS = 20;
export const MAX_QUESTION_OPTIONS = 30;
export const MAX_TEXT_ANSWER = 500;

const QUESTION_ID = /^[a-z0-9-]{1,40}$/;

export const questionSchema = z
  .object({
    /** Stable while the question is edited, so answers stay with it. */
    id: z.string().regex(QUESTION_ID, 'A question id is 1 to 40 lower-case letters, digits or -.'),
    label: z
      .string({ error: 'Each question needs its wording.' })
      .trim()
      .min(1, 'Each question needs its wording.')
      .max(200, 'A question is too long (at most 200 characters).'),
    kind: z.enum(QUESTION_KINDS, { error: 'A question is short text, choice, choices or yesno.' }),
    /** The list to choose from (choice and choices only). */
    options: z
      .array(
        z
          .string()
          .trim()
          .min(1, 'A choice cannot be empty.')
          .max(100, 'A choice is too long (at most 100 characters).'),
      )
      .max(MAX_QUESTION_OPTIONS, `A question has at most ${MAX_QUESTION_OPTIONS} choices.`)
      .default([]),
    required: z.boolean({ error: 'required must be true or false.' }).default(false),
    /** Asked of each person of a team, the registrant included, instead of once. */
    perMember: z.boolean({ error: 'perMember must be true or false.' }).default(false),
  })
  .superRefine((question, ctx) => {
    const listed = question.kind === 'choice' || question.kind === 'choices';
    if (listed && question.options.length < 2) {
      ctx.addIssue({
        code: 'custom',
        path: ['options'],
        message: `"${question.label}" needs at least two choices.`,
      });
    }
    if (new Set(question.options).size !== question.options.length) {
      ctx.addIssue({
        code: 'custom',
        path: ['options'],
        message: `"${question.label}" lists a choice twice.`,
      });
    }
  })
  .transform((question) =>
    question.kind === 'choice' || question.kind === 'choices'
      ? question
      : { ...question, options: [] },
  );

export const questionListSchema = z
  .array(questionSchema)
  .max(MAX_QUESTIONS, `An event asks at most ${MAX_QUESTIONS} questions.`)
  .refine(
    (questions) => new Set(questions.map((question) => question.id)).size === questions.length,
    'Two questions have the same id.',
  )
  .default([]);

/** A question as the API answers it (already checked when it was stored). */
export const storedQuestionSchema = z.object({
  id: z.string(),
  label: z.string(),
  kind: z.enum(QUESTION_KINDS),
  options: z.array(z.string()),
  required: z.boolean(),
  perMember: z.boolean(),
});

export type EventQuestion = z.output<typeof questionSchema>;
export type EventQuestionInput = z.input<typeof questionSchema>;

export const answerValueSchema = z.union([
  z.string().max(MAX_TEXT_ANSWER, `An answer is too long (at most ${MAX_TEXT_ANSWER} characters).`),
  z.array(z.string().max(100)).max(MAX_QUESTION_OPTIONS),
  z.boolean(),
]);
export type AnswerValue = z.infer<typeof answerValueSchema>;

/** One person's answers, by question id. */
export const personAnswersSchema = z.record(z.string().max(40), answerValueSchema);
export type PersonAnswers = z.infer<typeof personAnswersSchema>;

/** What a registration sends and stores: one set per person (see the top of this file). */
export const registrationAnswersSchema = z
  .array(personAnswersSchema)
  .max(31, 'Too many answer sets.')
  .default([]);
export type RegistrationAnswers = z.output<typeof registrationAnswersSchema>;

/** Whether a person (0 the registrant) is asked the question. */
export const asks = (question: EventQuestion, person: number) => person === 0 || question.perMember;

const blank = (value: AnswerValue | undefined) =>
  value === undefined ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

/**
 * What a registration is told of an answer it cannot take, word for word in English. Each has a
 * stable code, `answer.<key>` (`chooseOne` is `answer.choose-one`), by which the API answers in
 * the request's language and the form shows its own translation (decision record 24).
 */
export const ANSWER_MESSAGES = {
  required: (label: string) => `Please answer "${label}".`,
  requiredOfYou: (label: string) => `Please answer "${label}" (you).`,
  requiredOfMember: (label: string, member: number) =>
    `Please answer "${label}" (team member ${member}).`,
  textExpected: (label: string) => `"${label}": write the answer as text.`,
  yesOrNo: (label: string) => `"${label}": answer yes or no.`,
  chooseOne: (label: string, options: string) => `"${label}": choose one of ${options}.`,
  chooseFrom: (label: string, options: string) => `"${label}": choose from ${options}.`,
} as const;

export type AnswerRefusal = keyof typeof ANSWER_MESSAGES;

/** A refused answer: which refusal, and its values by name (`{label}`, `{member}`, `{options}`). */
export interface AnswerProblem {
  refusal: AnswerRefusal;
  values: { label: string; member?: number; options?: string };
}

/** The English of a refused answer. */
export function answerProblemText({ refusal, values }: AnswerProblem): string {
  const { label, member = 0, options = '' } = values;
  switch (refusal) {
    case 'requiredOfMember':
      return ANSWER_MESSAGES.requiredOfMember(label, member);
    case 'chooseOne':
    case 'chooseFrom':
      return ANSWER_MESSAGES[refusal](label, options);
    default:
      return ANSWER_MESSAGES[refusal](label);
  }
}

type Checked = { value: AnswerValue } | { problem: AnswerProblem };

function checkOne(question: EventQuestion, value: AnswerValue): Checked {
  const label = question.label;
  const options = question.options.join(', ');
  switch (question.kind) {
    case 'text':
      return typeof value === 'string'
        ? { value: value.trim() }
        : { problem: { refusal: 'textExpected', values: { label } } };
    case 'yesno':
      return typeof value === 'boolean'
        ? { value }
        : { problem: { refusal: 'yesOrNo', values: { label } } };
    case 'choice':
      return typeof value === 'string' && question.options.includes(value)
        ? { value }
        : { problem: { refusal: 'chooseOne', values: { label, options } } };
    case 'choices':
      if (!Array.isArray(value) || value.some((choice) => !question.options.includes(choice))) {
        return { problem: { refusal: 'chooseFrom', values: { label, options } } };
      }
      // In the order the event lists them, each once.
      return { value: question.options.filter((option) => value.includes(option)) };
  }
}

/** A required question left unanswered, naming whose answer is missing on a team. */
function unanswered(question: EventQuestion, person: number, people: number): AnswerProblem {
  const label = question.label;
  if (people === 1 || !question.perMember) return { refusal: 'required', values: { label } };
  return person === 0
    ? { refusal: 'requiredOfYou', values: { label } }
    : { refusal: 'requiredOfMember', values: { label, member: person } };
}

export type AnswersCheck =
  | { ok: true; answers: RegistrationAnswers }
  | ({ ok: false; message: string; person: number; questionId: string } & AnswerProblem);

const refused = (problem: AnswerProblem, person: number, question: EventQuestion) =>
  ({
    ok: false,
    message: answerProblemText(problem),
    person,
    questionId: question.id,
    ...problem,
  }) as const;

/**
 * Checks a registration's answers against its event's questions, for `people` persons (the
 * registrant and the team members). Answers the stored form (trimmed text, choices in the
 * event's order, answers to questions the event does not ask dropped), or the first problem.
 */
export function checkAnswers(
  questions: readonly EventQuestion[],
  answers: readonly PersonAnswers[],
  people: number,
): AnswersCheck {
  const stored: RegistrationAnswers = [];
  for (let person = 0; person < people; person++) {
    const given = answers[person] ?? {};
    const kept: PersonAnswers = {};
    for (const question of questions) {
      if (!asks(question, person)) continue;
      const value = given[question.id];
      if (value === undefined || blank(value)) {
        if (!question.required) continue;
        return refused(unanswered(question, person, people), person, question);
      }
      const checked = checkOne(question, value);
      if ('problem' in checked) return refused(checked.problem, person, question);
      kept[question.id] = checked.value;
    }
    stored.push(kept);
  }
  return { ok: true, answers: questions.length === 0 ? [] : stored };
}

/**
 * A team's answers after its members change: the registrant's stay first, and each member who
 * stays keeps theirs (found by e-mail, whatever their place in the list); a newcomer has none yet.
 */
export function answersForTeam(
  answers: RegistrationAnswers,
  before: readonly { email: string }[],
  after: readonly { email: string }[],
): RegistrationAnswers {
  if (answers.length === 0) return answers;
  const key = (member: { email: string }) => member.email.trim().toLowerCase();
  const byMember = new Map(before.map((member, index) => [key(member), answers[index + 1] ?? {}]));
  return [answers[0] ?? {}, ...after.map((member) => byMember.get(key(member)) ?? {})];
}

/** An answer as a page or a CSV cell shows it. */
export function answerText(value: AnswerValue | undefined): string {
  if (value === undefined) return '';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) return value.join('; ');
  return value;
}
