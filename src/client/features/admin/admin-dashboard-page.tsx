import { PageContainer } from '../../components/page-container';
import { useAdminToken } from '../../lib/session';
import { usePageTitle } from '../../lib/use-page-title';
import { TotalCollectedBanner } from './collections/total-collected-banner';
import { AdminGate } from './dashboard/admin-gate';
import { DashboardHeader } from './dashboard/dashboard-header';
import { DashboardTabs } from './dashboard/dashboard-tabs';

/**
 * The admin dashboard (/admin/dashboard): once the server has confirmed the admin token, the
 * money collected, then the tabs Events, Users, Registrations, About and Donations.
 */
export function AdminDashboardPage() {
  usePageTitle('Admin Dashboard');
  const token = useAdminToken();
  if (!token) return null;

  return (
    <AdminGate token={token}>
      {(username) => (
        <PageContainer>
          <DashboardHeader username={username} />
          <TotalCollectedBanner />
          <DashboardTabs />
        </PageContainer>
      )}
    </AdminGate>
  );
}
