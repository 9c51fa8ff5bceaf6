import { useEffect, useRef } from 'react';
import { useLocation, useMatches, useNavigate } from 'react-router';
import { returnAfterLogin } from '../lib/post-login-redirect';
import { getSessionEndReason, useSession } from '../lib/session';
import { MEMBER_PAGES_ROUTE_ID } from './require-user';

/**
 * When the member's session ends by itself (timed out, or its token refused), in this tab or
 * another, goes to /login saying why, to come back to this page after the login. Member pages
 * do it themselves (RequireUser); a logout goes to /login on its own; the admin pages do not
 * use the member's session, so an admin working there stays.
 */
export function useSessionEndRedirect(): void {
  const user = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const onMemberPage = useMatches().some((match) => match.id === MEMBER_PAGES_ROUTE_ID);
  const hadUser = useRef(user !== null);

  useEffect(() => {
    const ended = hadUser.current && user === null;
    hadUser.current = user !== null;
    const reason = getSessionEndReason();
    if (!ended || onMemberPage || location.pathname.startsWith('/admin/')) return;
    if (reason !== 'timeout' && reason !== 'refused') return;
    void navigate('/login', { replace: true, state: returnAfterLogin(location, reason) });
  }, [user, location, navigate, onMemberPage]);
}
