import { ComingSoon } from '../../components/coming-soon';

/** The admin dashboard (/admin/dashboard). */
export function AdminDashboardPage() {
  return <ComingSoon title="Admin Dashboard" />;
}
