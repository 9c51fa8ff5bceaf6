import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useEffect, type ReactNode } from 'react';
import type { AdminSelf } from '@/domain/committee-schemas';
import { endAdminSession } from '@/client/lib/session';
import { useVerifyAdminToken } from '@/client/lib/admin/api/verify-admin-token';
import { AdminSelfProvider } from '@/client/lib/admin/admin-self';

interface AdminGateProps {
  token: string;
  children: (self: AdminSelf) => ReactNode;
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

  if (verification.isSuccess) {
    return (
      <AdminSelfProvider self={verification.data}>{children(verification.data)}</AdminSelfProvider>
    );
  }
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '60vh' }}>
      <CircularProgress aria-label="Checking your admin session" />
    </Box>
  );
}
