import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import LogoutIcon from '@mui/icons-material/Logout';
import QrCodeScannerIcon from '@mui/icons-material/QrCodeScanner';
import Box from '@mui/material/Box';
import { headingRowSx } from '@/client/components/admin/tab-heading';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { ADMIN_ROLE_LABELS } from '@/domain/admin-roles';
import type { AdminSelf } from '@/domain/committee-schemas';
import { SignOutEverywhereDialog } from '@/client/features/admin-account/sign-out-everywhere-dialog';
import { TwoFactorDialog } from '@/client/features/admin-account/two-factor-dialog';
import { useCan } from '@/client/lib/admin/admin-self';
import { useAdminLogout } from '@/client/lib/admin/use-admin-logout';
import { ChangePasswordDialog } from './change-password-dialog';

type AccountDialog = 'password' | 'two-factor' | 'sign-out';

/**
 * The dashboard's heading, who is logged in and as what, Check-in (for those who may), their
 * account menu, and Log out.
 */
export function DashboardHeader({ self }: { self: AdminSelf }) {
  const logOut = useAdminLogout();
  const canCheckIn = useCan('checkins.write');
  const menuId = useId();
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const [dialog, setDialog] = useState<AccountDialog | null>(null);
  const open = (which: AccountDialog) => {
    setMenuAnchor(null);
    setDialog(which);
  };
  const close = () => setDialog(null);

  return (
    <Box sx={headingRowSx(2, 3)}>
      <Box>
        <Typography variant="h1">Admin Dashboard</Typography>
        <Typography sx={{ color: 'text.secondary' }}>
          Logged in as {self.username} · {ADMIN_ROLE_LABELS[self.role]}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {canCheckIn && (
          <Button
            component={RouterLink}
            to="/admin/check-in"
            variant="contained"
            startIcon={<QrCodeScannerIcon />}
          >
            Check-in
          </Button>
        )}
        <Button
          variant="outlined"
          startIcon={<AccountCircleIcon />}
          aria-haspopup="menu"
          aria-controls={menuAnchor ? menuId : undefined}
          aria-expanded={menuAnchor ? 'true' : undefined}
          onClick={(event) => setMenuAnchor(event.currentTarget)}
        >
          Your account
        </Button>
        <Button variant="outlined" startIcon={<LogoutIcon />} onClick={logOut}>
          Log out
        </Button>
      </Box>
      <Menu
        id={menuId}
        anchorEl={menuAnchor}
        open={menuAnchor !== null}
        onClose={() => setMenuAnchor(null)}
      >
        <MenuItem onClick={() => open('password')}>Change password</MenuItem>
        <MenuItem onClick={() => open('two-factor')}>
          Two-factor sign-in: {self.twoFactorEnabled ? 'on' : 'off'}
        </MenuItem>
        <MenuItem onClick={() => open('sign-out')}>Sign out everywhere</MenuItem>
      </Menu>
      <ChangePasswordDialog open={dialog === 'password'} onClose={close} />
      <TwoFactorDialog self={self} open={dialog === 'two-factor'} onClose={close} />
      <SignOutEverywhereDialog open={dialog === 'sign-out'} onClose={close} />
    </Box>
  );
}
