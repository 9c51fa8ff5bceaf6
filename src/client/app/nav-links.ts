export interface NavItem {
  to: string;
  label: string;
}

/** The links of the navigation bar; Events only for a logged-in user. */
export function mainNavLinks(loggedIn: boolean): NavItem[] {
  return [
    { to: '/', label: 'Home' },
    { to: '/about', label: 'About' },
    { to: '/contact', label: 'Contact' },
    ...(loggedIn ? [{ to: '/events', label: 'Events' }] : []),
  ];
}

/** The drawer of small screens, in the app and on a visitor's server-rendered page. */
export const DRAWER_TEXTS = {
  title: 'Menu',
  close: 'Close menu',
  navigation: 'Main menu',
} as const;

/** For an admin signed in on the site (and no member): their dashboard. */
export const ADMIN_LINK: NavItem = { to: '/admin/dashboard', label: 'Admin' };

/** For visitors, in place of Logout. */
export const LOGIN_LINK: NavItem = { to: '/login', label: 'LOGIN / SIGNUP' };

/** A logged-in user's own pages: in the profile menu and, on small screens, the drawer. */
const REGISTERED_EVENTS_LINK: NavItem = {
  to: '/users/registrations',
  label: 'Registered Events',
};

const DONATION_HISTORY_LINK: NavItem = {
  to: '/donation/history',
  label: 'Donation History',
};

export const ACCOUNT_LINKS: readonly NavItem[] = [REGISTERED_EVENTS_LINK, DONATION_HISTORY_LINK];

export const POLICY_LINKS: readonly NavItem[] = [
  { to: '/terms-and-conditions', label: 'Terms and Conditions' },
  { to: '/privacy-policy', label: 'Privacy Policy' },
  { to: '/refund-policy', label: 'Refund Policy' },
];
