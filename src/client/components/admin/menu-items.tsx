import MenuItem from '@mui/material/MenuItem';

/** The choices of a select, one for each value, each shown by its label. */
export function menuItems<V extends string>(
  values: readonly V[],
  label: Readonly<Record<V, string>> | ((value: V) => string),
) {
  const labelOf = typeof label === 'function' ? label : (value: V) => label[value];
  return values.map((value) => (
    <MenuItem key={value} value={value}>
      {labelOf(value)}
    </MenuItem>
  ));
}
