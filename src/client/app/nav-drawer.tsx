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
import { MARIGOLD } from './theme';
import { LOGIN_LINK, mainNavLinks, REGISTERED_EVENTS_LINK, type NavItem } from './nav-links';

interface NavDrawerProps {
  open: boolean;
  onClose: () => void;
  loggedIn: boolean;
  onLogout: () => void;
}

const itemSx = {
  minHeight: 48,
  borderLeft: '4px solid transparent',
  '&.active': { borderLeftColor: MARIGOLD, bgcolor: 'action.selected', fontWeight: 700 },
} as const;

/** The navigation of small screens: a drawer from the right; choosing a link closes it. */
export function NavDrawer({ open, onClose, loggedIn, onLogout }: NavDrawerProps) {
  const links: NavItem[] = [
    ...mainNavLinks(loggedIn),
    ...(loggedIn ? [REGISTERED_EVENTS_LINK] : [LOGIN_LINK]),
  ];

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { sx: { width: 280, maxWidth: '85vw' } } }}
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
        <Typography component="p" variant="h6">
          Menu
        </Typography>
        <IconButton aria-label="Close menu" onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Divider />
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
