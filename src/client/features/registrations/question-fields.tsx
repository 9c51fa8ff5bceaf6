import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Controller, useWatch, type Control } from 'react-hook-form';
import {
  asks,
  MAX_TEXT_ANSWER,
  type AnswerValue,
  type EventQuestion,
} from '@/domain/event-questions';
import { useMemberTexts } from '@/client/lib/member-texts/context';
import { fill } from '@/client/lib/page-texts/fill';
import type { RegistrationFormOutput, RegistrationFormValues } from './registration-form-schema';

interface QuestionFieldsProps {
  questions: readonly EventQuestion[];
  control: Control<RegistrationFormValues, unknown, RegistrationFormOutput>;
  team: boolean;
}

/**
 * The event's own questions: all of them for the registrant, and those asked of each team
 * member once more for every member, under their name.
 */
export function QuestionFields({ questions, control, team }: QuestionFieldsProps) {
  const members = useWatch({ control, name: 'teamMembers' });
  const { registrations, registerForm: texts } = useMemberTexts();
  if (questions.length === 0) return null;
  const people = [
    { person: 0, heading: registrations.answers },
    ...(team
      ? members.map((member, index) => ({
          person: index + 1,
          heading: member.name
            ? fill(texts.teamMemberNamed, { number: index + 1, name: member.name })
            : fill(texts.teamMember, { number: index + 1 }),
        }))
      : []),
  ];
  return (
    <Box component="section" aria-labelledby="registration-questions" sx={{ mt: 3 }}>
      <Typography id="registration-questions" variant="h3" sx={{ mb: 1.5 }}>
        {texts.questions}
      </Typography>
      {people.map(({ person, heading }) => {
        const asked = questions.filter((question) => asks(question, person));
        if (asked.length === 0) return null;
        return (
          <Box
            key={person}
            role="group"
            aria-label={heading}
            sx={{ display: 'grid', gap: 2, mb: 2.5 }}
          >
            {team && <Typography sx={{ fontWeight: 700 }}>{heading}</Typography>}
            {asked.map((question) => (
              <QuestionField
                key={question.id}
                question={question}
                person={person}
                control={control}
              />
            ))}
          </Box>
        );
      })}
    </Box>
  );
}

function QuestionField({
  question,
  person,
  control,
}: {
  question: EventQuestion;
  person: number;
  control: Control<RegistrationFormValues, unknown, RegistrationFormOutput>;
}) {
  const id = `registration-answer-${person}-${question.id}`;
  const texts = useMemberTexts().registerForm;
  return (
    <Controller
      control={control}
      name={`answers.${person}.${question.id}`}
      render={({ field, fieldState }) => {
        const value = field.value as AnswerValue | undefined;
        const error = fieldState.error?.message;
        if (question.kind === 'text') {
          return (
            <TextField
              id={id}
              name={field.name}
              label={question.label}
              required={question.required}
              value={typeof value === 'string' ? value : ''}
              onChange={(event) => field.onChange(event.target.value)}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={error !== undefined}
              helperText={error}
              slotProps={{ htmlInput: { maxLength: MAX_TEXT_ANSWER } }}
            />
          );
        }
        const options =
          question.kind === 'yesno'
            ? [
                { value: 'yes', label: texts.yes },
                { value: 'no', label: texts.no },
              ]
            : question.options.map((option) => ({ value: option, label: option }));
        const chosen = Array.isArray(value) ? value : [];
        return (
          <FormControl
            component="fieldset"
            required={question.required}
            error={error !== undefined}
          >
            <FormLabel component="legend">{question.label}</FormLabel>
            {question.kind === 'choices' ? (
              <FormGroup row>
                {options.map((option) => (
                  <FormControlLabel
                    key={option.value}
                    label={option.label}
                    control={
                      <Checkbox
                        checked={chosen.includes(option.value)}
                        onChange={(event) =>
                          field.onChange(
                            event.target.checked
                              ? [...chosen, option.value]
                              : chosen.filter((item) => item !== option.value),
                          )
                        }
                      />
                    }
                  />
                ))}
              </FormGroup>
            ) : (
              <RadioGroup
                row
                name={id}
                value={
                  question.kind === 'yesno'
                    ? value === true
                      ? 'yes'
                      : value === false
                        ? 'no'
                        : ''
                    : typeof value === 'string'
                      ? value
                      : ''
                }
                onChange={(event) =>
                  field.onChange(
                    question.kind === 'yesno' ? event.target.value === 'yes' : event.target.value,
                  )
                }
              >
                {options.map((option) => (
                  <FormControlLabel
                    key={option.value}
                    value={option.value}
                    label={option.label}
                    control={<Radio />}
                  />
                ))}
              </RadioGroup>
            )}
            {error && <FormHelperText>{error}</FormHelperText>}
          </FormControl>
        );
      }}
    />
  );
}
