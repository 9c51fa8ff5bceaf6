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
import type { SessionUser } from '../lib/session';
import { AccountSummary } from './account-summary';
import { MARIGOLD } from './theme';
import { ACCOUNT_LINKS, LOGIN_LINK, mainNavLinks, type NavItem } from './nav-links';

interface NavDrawerProps {
  open: boolean;
  onClose: () => void;
  /** The logged-in user, or null for a visitor. */
  user: SessionUser | null;
  onLogout: () => void;
}

const TITLE_ID = 'nav-drawer-title';

const itemSx = {
  minHeight: 48,
  borderLeft: '4px solid transparent',
  '&.active': { borderLeftColor: MARIGOLD, bgcolor: 'action.selected', fontWeight: 700 },
} as const;

/**
 * The navigation of small screens: a drawer from the right; choosing a link closes it. A
 * logged-in user sees who they are (name, e-mail, ID), their Registered Events and Donation
 * History, and Logout.
 */
export function NavDrawer({ open, onClose, user, onLogout }: NavDrawerProps) {
  const loggedIn = user !== null;
  const links: NavItem[] = [
    ...mainNavLinks(loggedIn),
    ...(loggedIn ? ACCOUNT_LINKS : [LOGIN_LINK]),
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
          Menu
        </Typography>
        <IconButton aria-label="Close menu" onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Divider />
      {user && (
        <>
          <Box aria-label="Your account" role="group">
            <AccountSummary user={user} />
          </Box>
          <Divider />
        </>
      )}
      <Box component="nav" aria-label="Main menu">
        <List>
          {links.map((link) => (
            <ListItem key={link.to} disablePadding>
              <ListItemButton component={NavLink} to={link.to} end onClick={onClose} sx={itemSx}>
                <ListItemText
                  primary={link.label}
                  slotProps={{ primary: { sx: { fontWeight: 'inherit' } } }}
                />
              </ListItemButton>
            </ListItem>
          ))}
          {loggedIn && (
            <ListItem disablePadding>
              <ListItemButton
                onClick={() => {
                  onClose();
                  onLogout();
                }}
                sx={itemSx}
              >
                <ListItemText primary="Logout" />
              </ListItemButton>
            </ListItem>
          )}
        </List>
      </Box>
    </Drawer>
  );
}
