import { useEffect } from 'react';
import { SESSION_CHECK_INTERVAL_MS, SESSION_TIMEOUT_MS } from '../../domain/timing';
import { getLoginTime, useSession } from '../lib/session';
import { useLogout } from './use-logout';

/**
 * The session time-out of SPEC.md section 4: while a user is logged in, a check every 60
 * seconds (and when the tab comes back into view) logs out once more than 10 minutes have
 * passed since the login time. A session without a login time is logged out at once. Mounted
 * once, in the layout.
 */
export function useSessionTimeout(): void {
  const user = useSession();
  const logout = useLogout();
  const loggedIn = user !== null;

  useEffect(() => {
    if (!loggedIn) return;
    const check = () => {
      const loginTime = getLoginTime();
      if (loginTime === null || Date.now() - loginTime > SESSION_TIMEOUT_MS) logout();
    };
    const onVisibilityChange = () => {
      if (document.visibilityState === 'visible') check();
    };
    check();
    const timer = window.setInterval(check, SESSION_CHECK_INTERVAL_MS);
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisibilityChange);
    };
  }, [loggedIn, logout]);
}
