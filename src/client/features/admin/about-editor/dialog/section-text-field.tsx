import TextField from '@mui/material/TextField';
import { Controller, type Control, type FieldPath } from 'react-hook-form';
import type { SectionFormOutput, SectionFormValues } from './section-form-schema';

interface SectionTextFieldProps {
  control: Control<SectionFormValues, unknown, SectionFormOutput>;
  name: FieldPath<SectionFormValues>;
  id: string;
  label: string;
  required?: boolean;
  multiline?: boolean;
  disabled: boolean;
}

/** An outlined text field of the dialog, its error under it (tied by aria-describedby). */
export function SectionTextField({
  control,
  name,
  id,
  label,
  required,
  multiline,
  disabled,
}: SectionTextFieldProps) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <TextField
          id={id}
          name={field.name}
          value={typeof field.value === 'string' ? field.value : ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          label={label}
          required={required}
          disabled={disabled}
          multiline={multiline}
          minRows={multiline ? 3 : undefined}
          fullWidth
          error={fieldState.invalid}
          helperText={fieldState.error?.message}
        />
      )}
    />
  );
}
