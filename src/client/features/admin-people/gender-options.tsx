import MenuItem from '@mui/material/MenuItem';
import { GENDER_CODES } from '@/domain/constants';
import { genderLabel } from '@/client/lib/admin/labels';
import { menuItems } from '@/client/components/admin/menu-items';

/** Gender choices for a select, shown as admin views show them (male, female, other). */
export function genderOptions(emptyLabel: string) {
  return [
    <MenuItem key="" value="">
      <em>{emptyLabel}</em>
    </MenuItem>,
    ...menuItems(GENDER_CODES, genderLabel),
  ];
}
