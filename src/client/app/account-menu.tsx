import Divider from '@mui/material/Divider';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Popover from '@mui/material/Popover';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import type { SessionUser } from '../lib/session';
import { AccountSummary } from './account-summary';
import { ACCOUNT_LINKS } from './nav-links';

interface AccountMenuProps {
  id: string;
  user: SessionUser;
  anchorEl: HTMLElement | null;
  onClose: () => void;
  onLogout: () => void;
}

const itemSx = { minHeight: 44 } as const;

/**
 * The profile menu of a logged-in user (SPEC.md section 2): name, e-mail and ID as a header
 * outside the menu's items, then Registered Events, Donation History and Logout.
 */
export function AccountMenu({ id, user, anchorEl, onClose, onLogout }: AccountMenuProps) {
  const open = anchorEl !== null;
  // Each opening counts, so the list starts afresh with the focus on its first item, even when
  // the menu opens again while it is still closing (and so was never taken down).
  const [openings, setOpenings] = useState(open ? 1 : 0);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setOpenings((count) => count + 1);
  }
  return (
    <Popover
      id={id}
      open={open}
      anchorEl={anchorEl}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ paper: { sx: { mt: 1, minWidth: 260, maxWidth: 340 } } }}
    >
      <AccountSummary user={user} />
      <Divider />
      <MenuList key={openings} autoFocusItem aria-label="Account" sx={{ py: 0.5 }}>
        {ACCOUNT_LINKS.map((link) => (
          <MenuItem key={link.to} component={RouterLink} to={link.to} onClick={onClose} sx={itemSx}>
            {link.label}
          </MenuItem>
        ))}
        <MenuItem
          onClick={() => {
            onClose();
            onLogout();
          }}
          sx={itemSx}
        >
          Logout
        </MenuItem>
      </MenuList>
    </Popover>
  );
}
