import TextField from '@mui/material/TextField';
import type { SelectOption } from '../form-text-field';
import { FILTER_FIELD_WIDTH } from './filter-field-width';

interface SelectFieldProps {
  id: string;
  label: string;
  value: string;
  options: SelectOption[];
  onChange: (value: string) => void;
}

/** A labelled native select that filters or orders a list (light and familiar on phones). */
export function SelectField({ id, label, value, options, onChange }: SelectFieldProps) {
  return (
    <TextField
      id={id}
      select
      size="small"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      sx={{ width: FILTER_FIELD_WIDTH }}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </TextField>
  );
}
