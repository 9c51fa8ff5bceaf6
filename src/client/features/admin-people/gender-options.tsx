import MenuItem from '@mui/material/MenuItem';
import { GENDER_CODES } from '@/domain/constants';
import { genderLabel } from '@/client/lib/admin/labels';

/** Gender choices for a select, shown as admin views show them (male, female, other). */
export function genderOptions(emptyLabel: string) {
  return [
    <MenuItem key="" value="">
      <em>{emptyLabel}</em>
    </MenuItem>,
    ...GENDER_CODES.map((code) => (
      <MenuItem key={code} value={code}>
        {genderLabel(code)}
      </MenuItem>
    )),
  ];
}
