/**
 * The committee's roles and what each may do. The server checks a route's permission on every
 * call (each admin route declares the one it needs); the dashboard shows only what the role may
 * use, from the same table.
 */
export const ADMIN_ROLES = ['owner', 'manager', 'treasurer', 'editor', 'viewer'] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];

export const ADMIN_ROLE_LABELS: Record<AdminRole, string> = {
  owner: 'Owner',
  manager: 'Manager',
  treasurer: 'Treasurer',
  editor: 'Editor',
  viewer: 'Viewer',
};

export const ADMIN_ROLE_DESCRIPTIONS: Record<AdminRole, string> = {
  owner: 'Everything, including the committee’s accounts and settings.',
  manager: 'Events, registrations, people, check-in and messages.',
  treasurer: 'Donations, payments, refunds, money exports and totals.',
  editor: 'The About page.',
  viewer: 'Reads everything, changes nothing.',
};

/** A manager's: their own account, and the events' areas. */
const MANAGER_PERMISSIONS = [
  'account',
  'events.write',
  'registrations.read',
  'registrations.write',
  'checkins.write',
  'messages.read',
  'messages.write',
] as const;

/**
 * What a route may need. `account` is every signed-in admin's own account (password, two-factor,
 * signing out); a `.read` permission lets a role see an area, `.write` change it.
 */
export const ADMIN_PERMISSIONS = [
  ...MANAGER_PERMISSIONS,
  'money.read',
  'money.write',
  'about.write',
  'admins.read',
  'admins.write',
  'settings.write',
  'audit.read',
  'personal-data',
] as const;
export type AdminPermission = (typeof ADMIN_PERMISSIONS)[number];

const READS = ADMIN_PERMISSIONS.filter((permission) => permission.endsWith('.read'));

export const ROLE_PERMISSIONS: Record<AdminRole, readonly AdminPermission[]> = {
  owner: ADMIN_PERMISSIONS,
  manager: MANAGER_PERMISSIONS,
  treasurer: ['account', 'money.read', 'money.write'],
  editor: ['account', 'about.write'],
  viewer: ['account', ...READS],
};

export function can(role: AdminRole, permission: AdminPermission): boolean {
  return ROLE_PERMISSIONS[role].includes(permission);
}

export const ROLE_MESSAGES = {
  notAllowed: (role: AdminRole) =>
    `Your role (${ADMIN_ROLE_LABELS[role]}) cannot do this. Ask an owner if you need it.`,
  twoFactorRequired:
    'Two-factor sign-in is required for every admin. Turn it on under Your account first.',
  /** On a page the role may not use (a treasurer opening check-in), instead of an empty page. */
  pageNotAllowed: (role: AdminRole, page: string) =>
    `Your role (${ADMIN_ROLE_LABELS[role]}) cannot use ${page}. Owners and managers can; ask an owner if you need it.`,
} as const;
