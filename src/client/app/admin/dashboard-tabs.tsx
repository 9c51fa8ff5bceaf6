import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import type { AdminPermission } from '@/domain/admin-roles';
import { AboutEditorTab } from '@/client/features/admin-about/about-editor-tab';
import { ActivityTab } from '@/client/features/admin-activity/activity-tab';
import { CommitteeTab } from '@/client/features/admin-committee/committee-tab';
import { DonationsTab } from '@/client/features/admin-money/donations/donations-tab';
import { EventsTab } from '@/client/features/admin-events/events-tab';
import { PaymentsTab } from '@/client/features/admin-money/payments/payments-tab';
import { QueriesTab } from '@/client/features/admin-queries/queries-tab';
import { QueriesTabLabel } from '@/client/features/admin-queries/queries-tab-label';
import { RegistrationsTab } from '@/client/features/admin-registrations/registrations-tab';
import { useAdminSelf } from '@/client/lib/admin/admin-self';
import { UsersTab } from '@/client/features/admin-people/users-tab';

/** Each tab, and the permissions that show it (any of them). */
const TABS = [
  {
    value: 'events',
    label: 'Events',
    shownTo: ['events.write', 'registrations.read'],
    panel: () => <EventsTab />,
  },
  { value: 'users', label: 'Users', shownTo: ['registrations.read'], panel: () => <UsersTab /> },
  {
    value: 'registrations',
    label: 'Registrations',
    shownTo: ['registrations.read'],
    panel: () => <RegistrationsTab />,
  },
  { value: 'about', label: 'About', shownTo: ['about.write'], panel: () => <AboutEditorTab /> },
  {
    value: 'donations',
    label: 'Donations',
    shownTo: ['money.read'],
    panel: () => <DonationsTab />,
  },
  { value: 'payments', label: 'Payments', shownTo: ['money.read'], panel: () => <PaymentsTab /> },
  {
    value: 'queries',
    label: <QueriesTabLabel />,
    shownTo: ['messages.read'],
    panel: () => <QueriesTab />,
  },
  {
    value: 'committee',
    label: 'Committee',
    shownTo: ['admins.read'],
    panel: () => <CommitteeTab />,
  },
  { value: 'activity', label: 'Activity', shownTo: ['audit.read'], panel: () => <ActivityTab /> },
] as const satisfies ReadonlyArray<{
  value: string;
  label: ReactNode;
  shownTo: readonly AdminPermission[];
  panel: () => ReactNode;
}>;

type Tab = (typeof TABS)[number];
type TabValue = Tab['value'];

/**
 * The dashboard's tabs that the admin's role may use (arrow keys move between them). The open
 * tab is kept in the address as `?tab=`, so a reload or a shared link opens the same tab.
 */
export function DashboardTabs() {
  const { permissions } = useAdminSelf();
  const [searchParams, setSearchParams] = useSearchParams();
  const tabs: Tab[] = TABS.filter((tab) =>
    tab.shownTo.some((permission) => permissions.includes(permission)),
  );
  const requested = searchParams.get('tab');
  const active = tabs.find((tab) => tab.value === requested) ?? tabs[0];
  if (!active) return null;
  const current = active.value;

  const select = (value: TabValue) => {
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.set('tab', value);
        return next;
      },
      { replace: true },
    );
  };

  return (
    <Box>
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}>
        <Tabs
          value={current}
          onChange={(_event, value: TabValue) => select(value)}
          aria-label="Dashboard sections"
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile
        >
          {tabs.map((tab) => (
            <Tab
              key={tab.value}
              value={tab.value}
              label={tab.label}
              id={`admin-tab-${tab.value}`}
              aria-controls={`admin-tabpanel-${tab.value}`}
              sx={{ minHeight: 48 }}
            />
          ))}
        </Tabs>
      </Box>
      <Box
        role="tabpanel"
        id={`admin-tabpanel-${active.value}`}
        aria-labelledby={`admin-tab-${active.value}`}
      >
        {active.panel()}
      </Box>
    </Box>
  );
}
