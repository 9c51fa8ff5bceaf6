import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { endSession } from '../lib/session';

/**
 * Ends the user session (token and login time) and goes to /login. The header closes its menu
 * and drawer by itself when the session ends.
 */
export function useLogout(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    endSession();
    void navigate('/login');
  }, [navigate]);
}
