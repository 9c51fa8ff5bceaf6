import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { SessionUser } from '../lib/session';

/** Who is logged in: name, e-mail and student ID, at the top of the profile menu and drawer. */
export function AccountSummary({ user }: { user: SessionUser }) {
  return (
    <Box sx={{ px: 2, py: 1.5, minWidth: 0 }}>
      <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{user.name}</Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
        {user.email}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        ID: {user.id}
      </Typography>
    </Box>
  );
}
