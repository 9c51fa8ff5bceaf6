import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { NavLink } from 'react-router';
import { AccountSummary } from './account-summary';
import type { HeaderAccount } from './header-account';
import { LanguageSwitcher } from './language-switcher';
import { LOGIN_LINK, type NavItem, VISITOR_DRAWER_LINKS } from './nav-links';
import { useShellTexts } from '../lib/shell-texts/context';

interface NavDrawerProps {
  open: boolean;
  onClose: () => void;
  navLinks: readonly NavItem[];
  /** Who is signed in, or null for a visitor. */
  account: HeaderAccount | null;
}

const TITLE_ID = 'nav-drawer-title';

const itemSx = {
  minHeight: 48,
  borderLeft: '4px solid transparent',
  '&.active': { borderLeftColor: 'marigold.main', bgcolor: 'action.selected', fontWeight: 700 },
} as const;

/**
 * The navigation of small screens: a drawer from the right; choosing a link closes it. A
 * logged-in member sees who they are (name, e-mail, ID), their Registered Events and Donation
 * History, and Logout; an admin signed in on the site sees their username and the logout of the
 * admin session.
 */
export function NavDrawer({ open, onClose, navLinks, account }: NavDrawerProps) {
  const texts = useShellTexts();
  const links: NavItem[] = [
    ...navLinks,
    ...(account ? account.links : [...VISITOR_DRAWER_LINKS, LOGIN_LINK]),
  ];

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: { 'aria-labelledby': TITLE_ID, sx: { width: 280, maxWidth: '85vw' } },
      }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          px: 2,
          py: 1,
        }}
      >
        <Typography id={TITLE_ID} component="p" variant="h6">
          {texts.drawer.title}
        </Typography>
        <IconButton aria-label={texts.drawer.close} onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Divider />
      {account && (
        <>
          <Box aria-label={texts.drawer.account} role="group">
            <AccountSummary account={account} />
          </Box>
          <Divider />
        </>
      )}
      <Box component="nav" aria-label={texts.drawer.navigation}>
        <List>
          {links.map((link) => (
            <ListItem key={link.to} disablePadding>
              <ListItemButton component={NavLink} to={link.to} end onClick={onClose} sx={itemSx}>
                <ListItemText
                  primary={texts.nav[link.text]}
                  slotProps={{ primary: { sx: { fontWeight: 'inherit' } } }}
                />
              </ListItemButton>
            </ListItem>
          ))}
          {account && (
            <ListItem disablePadding>
              <ListItemButton
                onClick={() => {
                  onClose();
                  account.logOut();
                }}
                sx={itemSx}
              >
                <ListItemText primary={account.logoutLabel} />
              </ListItemButton>
            </ListItem>
          )}
        </List>
      </Box>
      <Divider />
      <LanguageSwitcher inDrawer />
    </Drawer>
  );
}
