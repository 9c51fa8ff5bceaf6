import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useState, type HTMLAttributes, type ReactNode } from 'react';
import { pageControl } from '@/client/lib/page-controls';
import { usePageTexts } from '@/client/lib/page-texts/context';
import { useInertUntilHydrated } from '@/client/lib/use-hydrated';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';

export interface SelectOption {
  value: string;
  label: string;
}

/** What the form binds: value, events, the error state and the text under the field. */
type BoundByForm =
  | 'name'
  | 'value'
  | 'defaultValue'
  | 'onChange'
  | 'onBlur'
  | 'inputRef'
  | 'error'
  | 'id'
  | 'helperText'
  | 'slotProps';

export interface FormTextFieldProps<T extends FieldValues, TOut> extends Omit<
  TextFieldProps,
  BoundByForm
> {
  control: Control<T, unknown, TOut>;
  name: Path<T>;
  id: string;
  /** A hint under the field, replaced by the error when there is one. */
  hint?: ReactNode;
  /** Shown but not editable (the member's own e-mail, say); still sent with the form. */
  readOnly?: boolean;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  maxLength?: number;
  /** The bounds and step of a number field. */
  min?: number;
  step?: number;
  /** Shown before the value (₹, say). */
  startAdornment?: ReactNode;
  /** Shown at the end of the field (a status icon, say). */
  endAdornment?: ReactNode;
  /** A native select (light and familiar on phones) with these options after a blank one. */
  options?: SelectOption[];
  /** The text of the blank first option of `options`. */
  placeholderOption?: string;
}

/** The show/hide button of a password field. */
function RevealButton(props: { revealed: boolean; disabled?: boolean; onToggle: () => void }) {
  const inert = useInertUntilHydrated();
  const texts = usePageTexts().account;
  return (
    <IconButton
      {...pageControl('reveal-password')}
      {...inert}
      aria-label={props.revealed ? texts.hidePassword : texts.showPassword}
      // Both words in the page, for a visitor's script to switch between (visitor/form-field.ts).
      data-labels={`${texts.showPassword}|${texts.hidePassword}`}
      onClick={props.onToggle}
      edge="end"
      disabled={props.disabled}
    >
      {props.revealed ? <VisibilityOff /> : <Visibility />}
    </IconButton>
  );
}

const adorned = (position: 'start' | 'end', content: ReactNode) =>
  content ? <InputAdornment position={position}>{content}</InputAdornment> : undefined;

/**
 * An outlined field bound to react-hook-form: the label on the field's border, the required
 * mark, and the error (or the hint) under the field, tied to it by aria-describedby. A password
 * field has a button to show or hide what was typed; `options` make it a native select, and
 * `select` with MenuItem children an MUI one.
 */
export function FormTextField<T extends FieldValues, TOut>({
  control,
  name,
  id,
  hint,
  readOnly,
  inputMode,
  maxLength,
  min,
  step,
  startAdornment,
  endAdornment,
  options,
  placeholderOption = 'Choose…',
  type,
  children,
  ...props
}: FormTextFieldProps<T, TOut>) {
  const [revealed, setRevealed] = useState(false);
  const isPassword = type === 'password';
  const isNativeSelect = options !== undefined;
  const end = isPassword ? (
    <RevealButton
      revealed={revealed}
      disabled={props.disabled}
      onToggle={() => setRevealed((shown) => !shown)}
    />
  ) : (
    endAdornment
  );
  const input = {
    ...(readOnly && { readOnly, sx: { bgcolor: 'action.hover' } }),
    ...(startAdornment !== undefined && { startAdornment: adorned('start', startAdornment) }),
    ...(end !== undefined && { endAdornment: adorned('end', end) }),
  };
  const htmlInput = {
    ...(inputMode && { inputMode }),
    ...(maxLength !== undefined && { maxLength }),
    ...(min !== undefined && { min }),
    ...(step !== undefined && { step }),
    ...(isPassword && { spellCheck: false }),
  };
  // The browser shows its own placeholder in these (dd/mm/yyyy, say): the label sits above it.
  const labelAbove = isNativeSelect || type === 'date' || type === 'time';

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
          type={isPassword && revealed ? 'text' : type}
          select={props.select ?? isNativeSelect}
          fullWidth
          error={fieldState.invalid}
          helperText={fieldState.error?.message ?? hint}
          slotProps={{
            input,
            htmlInput,
            ...(labelAbove && { inputLabel: { shrink: true } }),
            ...(isNativeSelect && { select: { native: true } }),
          }}
        >
          {isNativeSelect ? (
            <>
              <option value="">{placeholderOption}</option>
              {options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </>
          ) : (
            children
          )}
        </TextField>
      )}
    />
  );
}

/**
 * The props that tie a form's fields to it, as `register` does for a plain input:
 * `<FormTextField {...field('email')} label="E-mail" />` gets the form's control, the name, and
 * an id made of `idPrefix` and the name.
 */
export function formFieldsOf<T extends FieldValues, TOut>(
  control: Control<T, unknown, TOut>,
  idPrefix: string,
) {
  return (name: Path<T>) => ({ control, name, id: `${idPrefix}-${name}` });
}
