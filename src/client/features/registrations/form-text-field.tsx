import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import type { HTMLAttributes, ReactNode } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';

export interface SelectOption {
  value: string;
  label: string;
}

interface FormTextFieldProps<T extends FieldValues, TOut> {
  control: Control<T, unknown, TOut>;
  name: Path<T>;
  id: string;
  label: string;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  required?: boolean;
  /** Shown but not editable (the member's own e-mail, say); still sent with the form. */
  readOnly?: boolean;
  /** A hint under the field, replaced by the error when there is one. */
  hint?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  maxLength?: number;
  /** Rows of a multi-line field. */
  rows?: number;
  /** A native select (light and familiar on phones) with these options after a blank one. */
  options?: SelectOption[];
  /** The text of the blank first option of a select. */
  placeholderOption?: string;
  /** Shown before the value (₹, say). */
  startAdornment?: ReactNode;
}

/**
 * An outlined field bound to react-hook-form: the label on the field's border (above the value),
 * the required mark, and the error (or a hint) under the field, tied to it by aria-describedby.
 */
export function FormTextField<T extends FieldValues, TOut>({
  control,
  name,
  id,
  label,
  type = 'text',
  autoComplete,
  required,
  readOnly,
  hint,
  inputMode,
  maxLength,
  rows,
  options,
  placeholderOption = 'Choose…',
  startAdornment,
}: FormTextFieldProps<T, TOut>) {
  const isSelect = options !== undefined;
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
          type={isSelect ? undefined : type}
          autoComplete={autoComplete}
          required={required}
          fullWidth
          select={isSelect}
          multiline={rows !== undefined}
          minRows={rows}
          error={fieldState.invalid}
          helperText={fieldState.error?.message ?? hint}
          slotProps={{
            input: {
              readOnly,
              startAdornment: startAdornment ? (
                <InputAdornment position="start">{startAdornment}</InputAdornment>
              ) : undefined,
              sx: readOnly ? { bgcolor: 'action.hover' } : undefined,
            },
            htmlInput: { inputMode, maxLength },
            select: isSelect ? { native: true } : undefined,
            inputLabel: isSelect ? { shrink: true } : undefined,
          }}
        >
          {isSelect && (
            <>
              <option value="">{placeholderOption}</option>
              {options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </>
          )}
        </TextField>
      )}
    />
  );
}
