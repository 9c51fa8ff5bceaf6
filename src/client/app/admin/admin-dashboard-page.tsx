import { PageContainer } from '@/client/components/page-container';
import { useAdminToken } from '@/client/lib/session';
import { usePageTitle } from '@/client/lib/use-page-title';
import { TwoFactorRequired } from '@/client/features/admin-account/two-factor-required';
import { TotalCollectedBanner } from '@/client/features/admin-money/collections/total-collected-banner';
import { AdminGate } from './admin-gate';
import { DashboardHeader } from './dashboard-header';
import { DashboardTabs } from './dashboard-tabs';

/**
 * The admin dashboard (/admin/dashboard): once the server has confirmed the admin token, the
 * money collected (for roles that see money), then the tabs the admin's role may use.
 */
export function AdminDashboardPage() {
  usePageTitle('Admin Dashboard');
  const token = useAdminToken();
  if (!token) return null;

  return (
    <AdminGate token={token}>
      {(self) => (
        <PageContainer>
          <DashboardHeader self={self} />
          {self.twoFactorRequired && !self.twoFactorEnabled ? (
            <TwoFactorRequired self={self} />
          ) : (
            <>
              {self.permissions.includes('money.read') && <TotalCollectedBanner />}
              <DashboardTabs />
            </>
          )}
        </PageContainer>
      )}
    </AdminGate>
  );
}
