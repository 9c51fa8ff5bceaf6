import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useState, type HTMLAttributes, type ReactNode } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';

interface FormTextFieldProps<T extends FieldValues, TOut> {
  control: Control<T, unknown, TOut>;
  name: Path<T>;
  id: string;
  label: string;
  type?: 'text' | 'email' | 'password';
  autoComplete?: string;
  required?: boolean;
  disabled?: boolean;
  /** A hint under the field, replaced by the error when there is one. */
  hint?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  maxLength?: number;
  /** Shown at the end of the field (a status icon, say). */
  endAdornment?: ReactNode;
}

/**
 * An outlined text field bound to react-hook-form: the label above the value, the required mark,
 * and the error (or a hint) under the field, tied to it by aria-describedby. A password field
 * has a button to show or hide what was typed.
 */
export function FormTextField<T extends FieldValues, TOut>({
  control,
  name,
  id,
  label,
  type = 'text',
  autoComplete,
  required,
  disabled,
  hint,
  inputMode,
  maxLength,
  endAdornment,
}: FormTextFieldProps<T, TOut>) {
  const [revealed, setRevealed] = useState(false);
  const isPassword = type === 'password';

  const adornment = isPassword ? (
    <InputAdornment position="end">
      <IconButton
        aria-label={revealed ? 'Hide password' : 'Show password'}
        onClick={() => setRevealed((shown) => !shown)}
        edge="end"
        disabled={disabled}
      >
        {revealed ? <VisibilityOff /> : <Visibility />}
      </IconButton>
    </InputAdornment>
  ) : endAdornment ? (
    <InputAdornment position="end">{endAdornment}</InputAdornment>
  ) : undefined;

  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <TextField
          name={field.name}
          value={field.value ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          id={id}
          label={label}
          type={isPassword && revealed ? 'text' : type}
          autoComplete={autoComplete}
          required={required}
          disabled={disabled}
          fullWidth
          error={fieldState.invalid}
          helperText={fieldState.error?.message ?? hint}
          slotProps={{
            input: { endAdornment: adornment },
            htmlInput: { inputMode, maxLength, spellCheck: isPassword ? false : undefined },
          }}
        />
      )}
    />
  );
}
