import { Navigate, Outlet } from 'react-router';
import { useSession } from '../lib/session';

/** Pages for logged-in users; visitors go to /login. */
export function RequireUser() {
  const user = useSession();
  return user ? <Outlet /> : <Navigate to="/login" replace />;
}
