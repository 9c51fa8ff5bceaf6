import type { NavText } from '../lib/shell-texts/en';

/** A link of the navigation; its words are the shell texts' `nav[text]` in the page's language. */
export interface NavItem {
  to: string;
  text: NavText;
}

/** The links of the navigation bar; Events only for a logged-in user. */
export function mainNavLinks(loggedIn: boolean): NavItem[] {
  return [
    { to: '/', text: 'home' },
    { to: '/about', text: 'about' },
    { to: '/contact', text: 'contact' },
    ...(loggedIn ? [{ to: '/events', text: 'events' } as const] : []),
  ];
}

/** For an admin signed in on the site (and no member): their dashboard. */
export const ADMIN_LINK: NavItem = { to: '/admin/dashboard', text: 'admin' };

/** For visitors, in place of Logout. */
export const LOGIN_LINK: NavItem = { to: '/login', text: 'login' };

/** A visitor's drawer also lists the pages the landing page's cards lead to, and Donate. */
export const VISITOR_DRAWER_LINKS: readonly NavItem[] = [
  { to: '/donations', text: 'donate' },
  { to: '/se', text: 'sports' },
  { to: '/gc', text: 'ganeshChaturthi' },
  { to: '/ac', text: 'alumni' },
  { to: '/history', text: 'history' },
];

/** A logged-in user's own pages: in the profile menu and, on small screens, the drawer. */
const REGISTERED_EVENTS_LINK: NavItem = {
  to: '/users/registrations',
  text: 'registeredEvents',
};

const DONATION_HISTORY_LINK: NavItem = {
  to: '/donation/history',
  text: 'donationHistory',
};

const PROFILE_LINK: NavItem = { to: '/profile', text: 'profile' };

export const ACCOUNT_LINKS: readonly NavItem[] = [
  PROFILE_LINK,
  REGISTERED_EVENTS_LINK,
  DONATION_HISTORY_LINK,
  { to: '/account/data', text: 'yourData' },
  { to: '/account/sign-out-everywhere', text: 'signOutEverywhere' },
];

export const POLICY_LINKS: readonly NavItem[] = [
  { to: '/terms-and-conditions', text: 'terms' },
  { to: '/privacy-policy', text: 'privacy' },
  { to: '/refund-policy', text: 'refund' },
];
