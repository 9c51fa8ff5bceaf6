import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import type { ChangeEvent } from 'react';
import { Controller, type Control } from 'react-hook-form';
import { MIN_FEE } from '@/domain/constants';
import type { EventFormOutput, EventFormValues } from './event-form-schema';

interface FeeFieldProps {
  control: Control<EventFormValues, unknown, EventFormOutput>;
  name: 'amountIndividual' | 'amountTeam';
  id: string;
  label: string;
  /** Off when the event does not offer this registration type. */
  offered: boolean;
}

/**
 * A fee in whole rupees; empty is allowed and means no fee. A negative fee, or text the browser
 * cannot read as a number, is kept as typed (or as invalid), so saving says 'Invalid payment
 * amount' instead of silently making it free.
 */
export function FeeField({ control, name, id, label, offered }: FeeFieldProps) {
  const read = (event: ChangeEvent<HTMLInputElement>): string => {
    const { value, validity } = event.target;
    return validity.badInput ? 'invalid' : value;
  };

  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <TextField
          id={id}
          name={field.name}
          label={label}
          type="number"
          value={field.value === 'invalid' ? '' : field.value}
          onChange={(event: ChangeEvent<HTMLInputElement>) => field.onChange(read(event))}
          onBlur={field.onBlur}
          inputRef={field.ref}
          disabled={!offered}
          fullWidth
          error={fieldState.invalid}
          helperText={
            fieldState.error?.message ??
            (offered ? 'Whole rupees; leave empty for free' : 'Not offered for this event')
          }
          slotProps={{
            input: { startAdornment: <InputAdornment position="start">₹</InputAdornment> },
            htmlInput: { min: MIN_FEE, step: 1, inputMode: 'numeric' },
          }}
        />
      )}
    />
  );
}
