import { Navigate, Outlet, useLocation } from 'react-router';
import { loginReasonAfter, returnAfterLogin } from '../lib/post-login-redirect';
import { getSessionEndReason, useSession } from '../lib/session';

/** The id of the route of member pages (`useMatches` finds it). */
export const MEMBER_PAGES_ROUTE_ID = 'member-pages';

/**
 * Pages for logged-in users; visitors go to /login, which says why and brings them back here.
 */
export function RequireUser() {
  const user = useSession();
  const location = useLocation();
  if (user) return <Outlet />;
  const state = returnAfterLogin(location, loginReasonAfter(getSessionEndReason()));
  return <Navigate to="/login" replace state={state} />;
}
