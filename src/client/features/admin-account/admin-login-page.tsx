import { useLocation } from 'react-router';
import { LoginForm } from './login/login-form';
import { AdminLoginLayout } from './login/admin-login-layout';

/**
 * What a page that sends the admin here may pass on: a notice above the form and the username
 * to fill in (an accepted invitation).
 */
function fromState(state: unknown, key: 'notice' | 'username'): string | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  const value = (state as Record<string, unknown>)[key];
  return typeof value === 'string' ? value : undefined;
}

/** Admin login (/admin/login, /test-admin-login). */
export function AdminLoginPage() {
  const location = useLocation();
  return (
    <AdminLoginLayout>
      <LoginForm
        notice={fromState(location.state, 'notice')}
        username={fromState(location.state, 'username')}
      />
    </AdminLoginLayout>
  );
}
