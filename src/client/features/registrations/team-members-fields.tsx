import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { useFieldArray, useFormState, type Control } from 'react-hook-form';
import type { TeamSize } from '@/domain/events';
import { FormTextField } from '@/client/components/form-text-field';
import { useMemberTexts } from '@/client/lib/member-texts/context';
import { fill } from '@/client/lib/page-texts/fill';
import {
  teammatesText,
  type RegistrationFormOutput,
  type RegistrationFormValues,
} from './registration-form-schema';

interface TeamMembersFieldsProps {
  control: Control<RegistrationFormValues, unknown, RegistrationFormOutput>;
  size: TeamSize;
}

const EMPTY_MEMBER = { name: '', email: '', contact: '' };

/**
 * The Team Members list: one group per member (name, e-mail and contact, all required) with a
 * remove button, and '+ Add Member' until the team reaches the event's largest size, when it
 * says the team is full instead.
 */
export function TeamMembersFields({ control, size }: TeamMembersFieldsProps) {
  const { fields, append, remove } = useFieldArray({ control, name: 'teamMembers' });
  const { registrations: labels, registerForm: texts } = useMemberTexts();
  const { errors, submitCount } = useFormState({ control, name: 'teamMembers' });
  const addButton = useRef<HTMLButtonElement>(null);
  const errorRef = useRef<HTMLDivElement>(null);
  const full = fields.length + 1 >= size.max;
  const listError = errors.teamMembers?.message ?? errors.teamMembers?.root?.message;
  // The list's own error has no field to focus: after each submit it takes the focus itself,
  // scrolled below the sticky header (the page's scroll padding).
  useEffect(() => {
    if (listError && submitCount > 0) errorRef.current?.focus();
  }, [listError, submitCount]);

  const removeMember = (index: number) => {
    remove(index);
    // The button that was pressed is gone: keep keyboard focus in the list.
    window.requestAnimationFrame(() => addButton.current?.focus());
  };

  return (
    <Box component="section" aria-labelledby="team-members-heading" sx={{ mt: 4 }}>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'baseline',
          justifyContent: 'space-between',
          gap: 1,
          mb: 1,
        }}
      >
        <Typography id="team-members-heading" variant="h2" sx={{ fontSize: '1.25rem' }}>
          {texts.teamMembers}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }} aria-live="polite">
          {fill(texts.teamSize, { count: fields.length + 1, max: size.max })}
        </Typography>
      </Box>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        {teammatesText(texts, size)}
      </Typography>

      <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}>
        {fields.map((field, index) => (
          <li key={field.id}>
            <Box
              component="fieldset"
              sx={{
                m: 0,
                p: { xs: 2, sm: 2.5 },
                pt: { xs: 1, sm: 1.5 },
                border: '1px solid',
                borderColor: 'divider',
                borderRadius: 3,
                bgcolor: 'background.default',
                minWidth: 0,
              }}
            >
              <Box
                component="legend"
                sx={{ px: 1, fontWeight: 700, color: 'primary.main', float: 'left', p: 0 }}
              >
                {fill(texts.member, { number: index + 1 })}
              </Box>
              <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1 }}>
                <IconButton
                  aria-label={fill(texts.removeMember, { number: index + 1 })}
                  onClick={() => removeMember(index)}
                  sx={{ mt: -0.5, mr: -1 }}
                >
                  <DeleteOutlineIcon />
                </IconButton>
              </Box>
              <Box
                sx={{
                  clear: 'both',
                  display: 'grid',
                  gap: 2,
                  gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(3, minmax(0, 1fr))' },
                }}
              >
                <FormTextField
                  control={control}
                  name={`teamMembers.${index}.name`}
                  id={`member-${field.id}-name`}
                  label={labels.name}
                  autoComplete="off"
                  required
                  maxLength={100}
                />
                <FormTextField
                  control={control}
                  name={`teamMembers.${index}.email`}
                  id={`member-${field.id}-email`}
                  label={labels.email}
                  type="email"
                  autoComplete="off"
                  required
                  maxLength={254}
                />
                <FormTextField
                  control={control}
                  name={`teamMembers.${index}.contact`}
                  id={`member-${field.id}-contact`}
                  label={labels.contact}
                  type="tel"
                  autoComplete="off"
                  inputMode="tel"
                  required
                  maxLength={20}
                />
              </Box>
            </Box>
          </li>
        ))}
      </Box>

      {listError && (
        <Alert ref={errorRef} tabIndex={-1} severity="error" role="alert" sx={{ mt: 2 }}>
          {listError}
        </Alert>
      )}

      <Box sx={{ mt: 2 }}>
        {full ? (
          <Alert severity="info" role="status">
            {fill(texts.teamFull, { max: size.max })}
          </Alert>
        ) : (
          <Button
            ref={addButton}
            variant="outlined"
            onClick={() => append(EMPTY_MEMBER)}
            sx={{ width: { xs: '100%', sm: 'auto' } }}
          >
            {texts.addMember}
          </Button>
        )}
      </Box>
    </Box>
  );
}
