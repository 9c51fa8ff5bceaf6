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

/** A visitor's drawer also lists the pages the landing page's cards lead to, and Donate. */
export const VISITOR_DRAWER_LINKS: readonly NavItem[] = [
  { to: '/donations', label: 'Donate' },
  { to: '/se', label: 'Sports' },
  { to: '/gc', label: 'Ganesh Chaturthi' },
  { to: '/ac', label: 'Alumni' },
  { to: '/history', label: 'History' },
];

/** A logged-in user's own pages: in the profile menu and, on small screens, the drawer. */
const REGISTERED_EVENTS_LINK: NavItem = {
  to: '/users/registrations',
  label: 'Registered Events',
};

const DONATION_HISTORY_LINK: NavItem = {
  to: '/donation/history',
  label: 'Donation History',
};

const PROFILE_LINK: NavItem = { to: '/profile', label: 'Profile' };

export const ACCOUNT_LINKS: readonly NavItem[] = [
  PROFILE_LINK,
  REGISTERED_EVENTS_LINK,
  DONATION_HISTORY_LINK,
  { to: '/account/data', label: 'Your data' },
  { to: '/account/sign-out-everywhere', label: 'Sign out everywhere' },
];

export const POLICY_LINKS: readonly NavItem[] = [
  { to: '/terms-and-conditions', label: 'Terms and Conditions' },
  { to: '/privacy-policy', label: 'Privacy Policy' },
  { to: '/refund-policy', label: 'Refund Policy' },
];
