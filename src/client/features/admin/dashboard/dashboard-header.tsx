import LogoutIcon from '@mui/icons-material/Logout';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { endAdminSession } from '../../../lib/session';
import { adminKeys } from '../api/query-keys';

/** The dashboard's heading, who is logged in, and Log out. */
export function DashboardHeader({ username }: { username: string }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const logOut = () => {
    endAdminSession();
    queryClient.removeQueries({ queryKey: adminKeys.all });
    void navigate('/admin/login', { replace: true });
  };

  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 2,
        mb: 3,
      }}
    >
      <Box>
        <Typography variant="h1">Admin Dashboard</Typography>
        <Typography sx={{ color: 'text.secondary' }}>Logged in as {username}</Typography>
      </Box>
      <Button variant="outlined" startIcon={<LogoutIcon />} onClick={logOut}>
        Log out
      </Button>
    </Box>
  );
}
