import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { endAdminSession } from '../session';
import { adminKeys } from './api/query-keys';

/** Ends the admin session, drops what the dashboard fetched, and goes to the admin login. */
export function useAdminLogout(): () => void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(() => {
    endAdminSession();
    queryClient.removeQueries({ queryKey: adminKeys.all });
    void navigate('/admin/login', { replace: true });
  }, [navigate, queryClient]);
}
