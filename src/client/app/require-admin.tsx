import { Navigate, Outlet } from 'react-router';
import { useAdminToken } from '../lib/session';

/** Admin pages need a stored admin token, else /admin/login (the server verifies it). */
export function RequireAdmin() {
  const adminToken = useAdminToken();
  return adminToken ? <Outlet /> : <Navigate to="/admin/login" replace />;
}
