import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { Controller, useFieldArray, useWatch, type Control } from 'react-hook-form';
import { MAX_QUESTIONS, QUESTION_KIND_LABELS, QUESTION_KINDS } from '@/domain/event-questions';
import { FormTextField } from '@/client/components/form-text-field';
import { menuItems } from '@/client/components/admin/menu-items';
import {
  NEW_QUESTION,
  newQuestionId,
  type EventFormOutput,
  type EventFormValues,
} from './event-form-schema';

interface EventQuestionsFieldProps {
  idPrefix: string;
  control: Control<EventFormValues, unknown, EventFormOutput>;
  takesTeams: boolean;
}

/** Questions of the event's own, asked in its registration form. */
export function EventQuestionsField({ idPrefix, control, takesTeams }: EventQuestionsFieldProps) {
  const { fields, append, remove } = useFieldArray({ control, name: 'questions', keyName: 'key' });
  const kinds = useWatch({ control, name: 'questions' }).map((question) => question.kind);

  return (
    <Box
      component="fieldset"
      sx={{ gridColumn: '1 / -1', border: 0, p: 0, m: 0, display: 'grid', gap: 2 }}
    >
      <Typography component="legend" sx={{ fontWeight: 600, mb: 1 }}>
        Questions of our own
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: -1 }}>
        Asked in the registration form (T-shirt size, food, a consent). Answers show in each
        registration&apos;s details and as columns of this event&apos;s CSV files.
      </Typography>
      {fields.map((field, index) => {
        const id = (name: string) => `${idPrefix}-question-${index + 1}-${name}`;
        const kind = kinds[index];
        const listed = kind === 'choice' || kind === 'choices';
        const check = (name: 'required' | 'perMember', label: string) => (
          <Controller
            name={`questions.${index}.${name}`}
            control={control}
            render={({ field: box }) => (
              <FormControlLabel
                control={
                  <Checkbox
                    id={id(name)}
                    checked={box.value}
                    onChange={(event) => box.onChange(event.target.checked)}
                    onBlur={box.onBlur}
                    slotProps={{ input: { ref: box.ref } }}
                  />
                }
                label={label}
              />
            )}
          />
        );
        return (
          <Box
            key={field.key}
            role="group"
            aria-label={`Question ${index + 1}`}
            sx={{
              display: 'grid',
              gap: 1.5,
              gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr auto' },
              alignItems: 'start',
              p: 1.5,
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
            }}
          >
            <FormTextField
              control={control}
              name={`questions.${index}.label`}
              id={id('label')}
              label={`Question ${index + 1}`}
              required
            />
            <FormTextField
              control={control}
              name={`questions.${index}.kind`}
              id={id('kind')}
              label="Answer"
              select
            >
              {menuItems(QUESTION_KINDS, QUESTION_KIND_LABELS)}
            </FormTextField>
            <IconButton
              aria-label={`Remove question ${index + 1}`}
              onClick={() => remove(index)}
              sx={{ mt: 1 }}
            >
              <DeleteOutlineIcon />
            </IconButton>
            {listed && (
              <FormTextField
                control={control}
                name={`questions.${index}.options`}
                id={id('options')}
                label="Choices"
                hint="One a line"
                multiline
                minRows={3}
                sx={{ gridColumn: '1 / -1' }}
              />
            )}
            <Box sx={{ gridColumn: '1 / -1', display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
              {check('required', 'Required')}
              {takesTeams && check('perMember', 'Ask each team member')}
            </Box>
          </Box>
        );
      })}
      {fields.length < MAX_QUESTIONS && (
        <Box>
          <Button
            startIcon={<AddIcon />}
            onClick={() => append({ ...NEW_QUESTION, id: newQuestionId() })}
          >
            Add a question
          </Button>
        </Box>
      )}
    </Box>
  );
}
