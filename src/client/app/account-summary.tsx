import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { HeaderAccount } from './header-account';

/**
 * Who is signed in: a member's name, e-mail and student ID, or an admin's username and role, at
 * the top of the profile menu and drawer.
 */
export function AccountSummary({ account }: { account: HeaderAccount }) {
  return (
    <Box sx={{ px: 2, py: 1.5, minWidth: 0 }}>
      <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{account.name}</Typography>
      {account.details.map((line) => (
        <Typography
          key={line}
          variant="body2"
          sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}
        >
          {line}
        </Typography>
      ))}
    </Box>
  );
}
