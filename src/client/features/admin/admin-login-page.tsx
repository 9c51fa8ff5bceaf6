import { useLocation } from 'react-router';
import { LoginForm } from './login/login-form';
import { AdminLoginLayout } from './login/admin-login-layout';

/** What a page that sends the admin here may say above the form (an accepted invitation). */
function noticeOf(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  const { notice } = state as { notice?: unknown };
  return typeof notice === 'string' ? notice : undefined;
}

/** Admin login (/admin/login, /test-admin-login). */
export function AdminLoginPage() {
  const location = useLocation();
  return (
    <AdminLoginLayout>
      <LoginForm notice={noticeOf(location.state)} />
    </AdminLoginLayout>
  );
}
