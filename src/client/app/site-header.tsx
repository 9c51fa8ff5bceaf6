import AccountCircle from '@mui/icons-material/AccountCircle';
import AdminPanelSettings from '@mui/icons-material/AdminPanelSettings';
import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import type { Theme } from '@mui/material/styles';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink, NavLink } from 'react-router';
import { pageControl } from '../lib/page-controls';
import { useInertUntilHydrated } from '../lib/use-hydrated';
import { siteName } from '../lib/site-settings';
import { useHeaderAccount } from './header-account';
import { LanguageSwitcher } from './language-switcher';
import { LOGIN_LINK } from './nav-links';
import { useShellTexts } from '../lib/shell-texts/context';
import { usePageTexts } from '../lib/page-texts/context';
import { fill } from '../lib/page-texts/fill';

const navButtonSx = {
  px: 1.5,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  borderRadius: 1,
  '&.active': { boxShadow: (theme: Theme) => `inset 0 -3px 0 ${theme.palette.marigold.main}` },
} as const;

// Loaded on first use: most visits never open the drawer or the profile menu.
const NavDrawer = lazy(async () => ({ default: (await import('./nav-drawer')).NavDrawer }));
const AccountMenu = lazy(async () => ({ default: (await import('./account-menu')).AccountMenu }));

const ACCOUNT_MENU_ID = 'account-menu';

/**
 * The navigation bar: buttons from the `md` breakpoint up, a drawer from the right below it. A
 * logged-in member gets the profile menu (desktop) or the account items in the drawer (phones);
 * so does an admin signed in on the site, with a link to the dashboard instead of LOGIN / SIGNUP.
 */
export function SiteHeader() {
  const { navLinks, account } = useHeaderAccount();
  const texts = useShellTexts();
  const { frame } = usePageTexts();
  const inertUntilHydrated = useInertUntilHydrated();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerUsed, setDrawerUsed] = useState(false);
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const [menuUsed, setMenuUsed] = useState(false);
  const accountKey = account?.key ?? null;
  const [shownAccountKey, setShownAccountKey] = useState(accountKey);

  // However a session ends (Logout, the time-out, a refused token), menu and drawer close.
  if (shownAccountKey !== accountKey) {
    setShownAccountKey(accountKey);
    setDrawerOpen(false);
    setMenuAnchor(null);
  }

  return (
    <AppBar
      position="sticky"
      elevation={0}
      className="on-indigo"
      sx={{ borderBottom: '4px solid', borderBottomColor: 'marigold.main' }}
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
            aria-label={texts.header.main}
            sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5 }}
          >
            {navLinks.map((link) => (
              <Button
                key={link.to}
                component={NavLink}
                to={link.to}
                end
                color="inherit"
                sx={navButtonSx}
              >
                {texts.nav[link.text]}
              </Button>
            ))}
            {!account && (
              <Button component={NavLink} to={LOGIN_LINK.to} end color="inherit" sx={navButtonSx}>
                {texts.nav[LOGIN_LINK.text]}
              </Button>
            )}
          </Box>

          <LanguageSwitcher />

          {account && (
            <IconButton
              color="inherit"
              aria-label={fill(frame.menuButton, { name: account.menuName })}
              aria-haspopup="true"
              aria-expanded={menuAnchor !== null}
              aria-controls={menuAnchor ? ACCOUNT_MENU_ID : undefined}
              onClick={(event) => {
                setMenuUsed(true);
                setMenuAnchor(event.currentTarget);
              }}
              sx={{ display: { xs: 'none', md: 'inline-flex' } }}
            >
              {account.kind === 'admin' ? (
                <AdminPanelSettings fontSize="large" />
              ) : (
                <AccountCircle fontSize="large" />
              )}
            </IconButton>
          )}

          <IconButton
            color="inherit"
            aria-label={texts.header.openMenu}
            aria-expanded={drawerOpen}
            {...pageControl('open-menu')}
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
            navLinks={navLinks}
            account={account}
          />
        </Suspense>
      )}
      {account && menuUsed && (
        <Suspense fallback={null}>
          <AccountMenu
            id={ACCOUNT_MENU_ID}
            account={account}
            anchorEl={menuAnchor}
            onClose={() => setMenuAnchor(null)}
          />
        </Suspense>
      )}
    </AppBar>
  );
}
