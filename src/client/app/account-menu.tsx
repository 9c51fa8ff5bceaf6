import Divider from '@mui/material/Divider';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Popover from '@mui/material/Popover';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { AccountSummary } from './account-summary';
import type { HeaderAccount } from './header-account';
import { useShellTexts } from '../lib/shell-texts/context';

interface AccountMenuProps {
  id: string;
  account: HeaderAccount;
  anchorEl: HTMLElement | null;
  onClose: () => void;
}

const itemSx = { minHeight: 44 } as const;

/**
 * The profile menu: who is signed in as a header outside the menu's items,
 * then their own pages (a member's Registered Events and Donation History) and the logout.
 */
export function AccountMenu({ id, account, anchorEl, onClose }: AccountMenuProps) {
  const texts = useShellTexts();
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
      <AccountSummary account={account} />
      <Divider />
      <MenuList key={openings} autoFocusItem aria-label={account.menuName} sx={{ py: 0.5 }}>
        {account.links.map((link) => (
          <MenuItem key={link.to} component={RouterLink} to={link.to} onClick={onClose} sx={itemSx}>
            {texts.nav[link.text]}
          </MenuItem>
        ))}
        <MenuItem
          onClick={() => {
            onClose();
            account.logOut();
          }}
          sx={itemSx}
        >
          {account.logoutLabel}
        </MenuItem>
      </MenuList>
    </Popover>
  );
}
