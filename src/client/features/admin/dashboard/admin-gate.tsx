import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useEffect, type ReactNode } from 'react';
import { endAdminSession } from '../../../lib/session';
import { useVerifyAdminToken } from '../api/verify-admin-token';

interface AdminGateProps {
  token: string;
  children: (username: string) => ReactNode;
}

/**
 * Verifies the stored admin token with the server before anything else loads. A refusal (or a
 * member's token) ends the admin session, and the route guard then goes to /admin/login.
 */
export function AdminGate({ token, children }: AdminGateProps) {
  const verification = useVerifyAdminToken(token);

  useEffect(() => {
    if (verification.isError) endAdminSession();
  }, [verification.isError]);

  if (verification.isSuccess) return children(verification.data.username);
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '60vh' }}>
      <CircularProgress aria-label="Checking your admin session" />
    </Box>
  );
}
