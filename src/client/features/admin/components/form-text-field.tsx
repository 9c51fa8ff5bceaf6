import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';

type PassThrough = Pick<
  TextFieldProps,
  | 'label'
  | 'type'
  | 'autoComplete'
  | 'required'
  | 'disabled'
  | 'multiline'
  | 'minRows'
  | 'helperText'
  | 'select'
  | 'children'
  | 'slotProps'
  | 'sx'
>;

interface FormTextFieldProps<T extends FieldValues, TOut> extends PassThrough {
  control: Control<T, unknown, TOut>;
  name: Path<T>;
  id: string;
}

/**
 * An outlined field bound to react-hook-form: the error (or the helper text) under the field,
 * tied to it by aria-describedby. Also a select when `select` is set.
 */
export function FormTextField<T extends FieldValues, TOut>({
  control,
  name,
  id,
  helperText,
  ...props
}: FormTextFieldProps<T, TOut>) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <TextField
          {...props}
          name={field.name}
          value={field.value ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          id={id}
          fullWidth
          error={fieldState.invalid}
          helperText={fieldState.error?.message ?? helperText}
        />
      )}
    />
  );
}
