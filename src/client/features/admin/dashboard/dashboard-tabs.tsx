import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { AboutEditorTab } from '../about-editor/about-editor-tab';
import { DonationsTab } from '../donations/donations-tab';
import { EventsTab } from '../events/events-tab';
import { RegistrationsTab } from '../registrations/registrations-tab';
import { UsersTab } from '../users/users-tab';

const TABS = [
  { value: 'events', label: 'Events', panel: () => <EventsTab /> },
  { value: 'users', label: 'Users', panel: () => <UsersTab /> },
  { value: 'registrations', label: 'Registrations', panel: () => <RegistrationsTab /> },
  { value: 'about', label: 'About', panel: () => <AboutEditorTab /> },
  { value: 'donations', label: 'Donations', panel: () => <DonationsTab /> },
] as const satisfies ReadonlyArray<{ value: string; label: string; panel: () => ReactNode }>;

type TabValue = (typeof TABS)[number]['value'];

function isTabValue(value: string | null): value is TabValue {
  return TABS.some((tab) => tab.value === value);
}

/**
 * The five tabs (arrow keys move between them). The open tab is kept in the address as
 * `?tab=`, so a reload or a shared link opens the same tab.
 */
export function DashboardTabs() {
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const current: TabValue = isTabValue(requested) ? requested : 'events';
  const active = TABS.find((tab) => tab.value === current) ?? TABS[0];

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
          {TABS.map((tab) => (
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
