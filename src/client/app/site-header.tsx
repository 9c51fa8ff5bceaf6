import AccountCircle from '@mui/icons-material/AccountCircle';
import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink, NavLink } from 'react-router';
import { useSession } from '../lib/session';
import { useInertUntilHydrated } from '../lib/use-hydrated';
import { siteName } from '../lib/site-settings';
import { LOGIN_LINK, mainNavLinks } from './nav-links';
import { MARIGOLD } from './theme';
import { useLogout } from './use-logout';

const navButtonSx = {
  px: 1.5,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  borderRadius: 1,
  '&.active': { boxShadow: `inset 0 -3px 0 ${MARIGOLD}` },
} as const;

// Loaded on first use: most visits never open the drawer or the profile menu.
const NavDrawer = lazy(async () => ({ default: (await import('./nav-drawer')).NavDrawer }));
const AccountMenu = lazy(async () => ({ default: (await import('./account-menu')).AccountMenu }));

const ACCOUNT_MENU_ID = 'account-menu';

/**
 * The navigation bar: buttons from the `md` breakpoint up, a drawer from the right below it. A
 * logged-in user gets the profile menu (desktop) or the account items in the drawer (phones).
 */
export function SiteHeader() {
  const user = useSession();
  const logout = useLogout();
  const inertUntilHydrated = useInertUntilHydrated();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerUsed, setDrawerUsed] = useState(false);
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const [menuUsed, setMenuUsed] = useState(false);
  const [shownUser, setShownUser] = useState(user);
  const loggedIn = user !== null;

  // However the session ends (Logout, the time-out, a refused token), menu and drawer close.
  if (shownUser !== user) {
    setShownUser(user);
    if (!user) {
      setDrawerOpen(false);
      setMenuAnchor(null);
    }
  }

  return (
    <AppBar
      position="sticky"
      elevation={0}
      className="on-indigo"
      sx={{ borderBottom: `4px solid ${MARIGOLD}` }}
    >
      <Container>
        <Toolbar disableGutters sx={{ gap: 1, minHeight: { xs: 60, md: 68 } }}>
          <Typography
            component={RouterLink}
            to="/"
            variant="h6"
            noWrap
            sx={{
              color: 'inherit',
              textDecoration: 'none',
              fontSize: { xs: '1.125rem', md: '1.25rem' },
              minWidth: 0,
              minHeight: 44,
              lineHeight: '44px',
              mr: 'auto',
            }}
          >
            {siteName}
          </Typography>

          <Box
            component="nav"
            aria-label="Main"
            sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5 }}
          >
            {mainNavLinks(loggedIn).map((link) => (
              <Button
                key={link.to}
                component={NavLink}
                to={link.to}
                end
                color="inherit"
                sx={navButtonSx}
              >
                {link.label}
              </Button>
            ))}
            {!loggedIn && (
              <Button component={NavLink} to={LOGIN_LINK.to} end color="inherit" sx={navButtonSx}>
                {LOGIN_LINK.label}
              </Button>
            )}
          </Box>

          {user && (
            <IconButton
              color="inherit"
              aria-label="Account menu"
              aria-haspopup="true"
              aria-expanded={menuAnchor !== null}
              aria-controls={menuAnchor ? ACCOUNT_MENU_ID : undefined}
              onClick={(event) => {
                setMenuUsed(true);
                setMenuAnchor(event.currentTarget);
              }}
              sx={{ display: { xs: 'none', md: 'inline-flex' } }}
            >
              <AccountCircle fontSize="large" />
            </IconButton>
          )}

          <IconButton
            color="inherit"
            aria-label="Open menu"
            aria-expanded={drawerOpen}
            {...inertUntilHydrated}
            onClick={() => {
              setDrawerUsed(true);
              setDrawerOpen(true);
            }}
            sx={{ display: { md: 'none' } }}
          >
            <MenuIcon />
          </IconButton>
        </Toolbar>
      </Container>
      {drawerUsed && (
        <Suspense fallback={null}>
          <NavDrawer
            open={drawerOpen}
            onClose={() => setDrawerOpen(false)}
            user={user}
            onLogout={logout}
          />
        </Suspense>
      )}
      {user && menuUsed && (
        <Suspense fallback={null}>
          <AccountMenu
            id={ACCOUNT_MENU_ID}
            user={user}
            anchorEl={menuAnchor}
            onClose={() => setMenuAnchor(null)}
            onLogout={logout}
          />
        </Suspense>
      )}
    </AppBar>
  );
}
