import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { endSession } from '../lib/session';
import { clearFormDrafts } from '../lib/form-draft';

/**
 * Ends the user session (token and login time) and goes to /login. The member chose to leave,
 * so the drafts of their forms go too. The header closes its menu and drawer by itself when the
 * session ends.
 */
export function useLogout(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    endSession('logout');
    clearFormDrafts();
    void navigate('/login');
  }, [navigate]);
}
