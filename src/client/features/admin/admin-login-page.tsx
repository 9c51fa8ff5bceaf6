import { LoginForm } from './login/login-form';
import { AdminLoginLayout } from './login/admin-login-layout';

/** Admin login (/admin/login, /test-admin-login). */
export function AdminLoginPage() {
  return (
    <AdminLoginLayout>
      <LoginForm />
    </AdminLoginLayout>
  );
}
