import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { endSession } from '../lib/session';

/** Ends the user session and goes to /login. */
export function useLogout(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    endSession();
    void navigate('/login');
  }, [navigate]);
}
