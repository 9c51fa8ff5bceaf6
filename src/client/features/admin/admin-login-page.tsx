import { ComingSoon } from '../../components/coming-soon';

/** Admin login (/admin/login, /test-admin-login). */
export function AdminLoginPage() {
  return <ComingSoon title="Admin Login" />;
}
