import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { Controller, type Control, type UseFormSetValue } from 'react-hook-form';
import type { RegistrationType } from '@/domain/constants';
import type { EventFormOutput, EventFormValues } from './event-form-schema';

type Choice = 'individual' | 'team' | 'both';

const CHOICES: Array<{ value: Choice; label: string; types: RegistrationType[] }> = [
  { value: 'individual', label: 'Individual', types: ['individual'] },
  { value: 'team', label: 'Team', types: ['team'] },
  { value: 'both', label: 'Both', types: ['individual', 'team'] },
];

function choiceOf(types: RegistrationType[]): Choice | null {
  const individual = types.includes('individual');
  const team = types.includes('team');
  if (individual && team) return 'both';
  if (individual) return 'individual';
  if (team) return 'team';
  return null;
}

interface RegistrationTypesFieldProps {
  control: Control<EventFormValues, unknown, EventFormOutput>;
  setValue: UseFormSetValue<EventFormValues>;
}

/**
 * Allowed Registration Types: Individual, Team or Both (individual and
 * team). Removing a type clears its fee.
 */
export function RegistrationTypesField({ control, setValue }: RegistrationTypesFieldProps) {
  return (
    <Controller
      name="allowedRegistrationTypes"
      control={control}
      render={({ field, fieldState }) => (
        <Box>
          <Typography
            id="event-types-label"
            component="span"
            sx={{ display: 'block', fontWeight: 600, mb: 1 }}
          >
            Allowed Registration Types
          </Typography>
          <ToggleButtonGroup
            exclusive
            color="primary"
            value={choiceOf(field.value)}
            aria-labelledby="event-types-label"
            onChange={(_event, choice: Choice | null) => {
              const next = CHOICES.find((option) => option.value === choice);
              if (!next) return;
              if (!next.types.includes('individual')) setValue('amountIndividual', '');
              if (!next.types.includes('team')) setValue('amountTeam', '');
              field.onChange(next.types);
            }}
            sx={{ flexWrap: 'wrap' }}
          >
            {CHOICES.map((option) => (
              <ToggleButton
                key={option.value}
                value={option.value}
                sx={{ minWidth: 96, minHeight: 44 }}
              >
                {option.label}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          {fieldState.error && <FormHelperText error>{fieldState.error.message}</FormHelperText>}
        </Box>
      )}
    />
  );
}
