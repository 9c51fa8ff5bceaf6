import { useAdminLogout } from '@/client/lib/admin/use-admin-logout';
import { usePageTexts } from '../lib/page-texts/context';
import { fill } from '../lib/page-texts/fill';
import { useAdminSession, useSession } from '../lib/session';
import { ACCOUNT_LINKS, ADMIN_LINK, mainNavLinks, type NavItem } from './nav-links';
import { useLogout } from './use-logout';

/** Who is signed in, as the header, its profile menu and the drawer show them. */
export interface HeaderAccount {
  kind: 'member' | 'admin';
  /** Tells one signed-in person from another, so menus close when it changes. */
  key: string;
  name: string;
  /** Lines under the name: a member's e-mail and student ID, or an admin's role. */
  details: readonly string[];
  /** Names the profile menu ('Account'); its button is the '… menu'. */
  menuName: string;
  /** Their own pages, in the profile menu and the drawer. */
  links: readonly NavItem[];
  logoutLabel: string;
  logOut: () => void;
}

/**
 * The navigation links and the account of the header: a member's (with Events), else an admin's
 * when only an admin is signed in (with the dashboard), else none, for a visitor.
 */
export function useHeaderAccount(): { navLinks: NavItem[]; account: HeaderAccount | null } {
  const user = useSession();
  const admin = useAdminSession();
  const logOut = useLogout();
  const logOutAdmin = useAdminLogout();
  const { frame } = usePageTexts();
  if (user) {
    return {
      navLinks: mainNavLinks(true),
      account: {
        kind: 'member',
        key: `member:${user.sub}`,
        name: user.name,
        details: [user.email, fill(frame.memberId, { id: user.id })],
        menuName: frame.accountMenu,
        links: ACCOUNT_LINKS,
        logoutLabel: frame.logout,
        logOut,
      },
    };
  }
  if (admin) {
    return {
      navLinks: [...mainNavLinks(false), ADMIN_LINK],
      account: {
        kind: 'admin',
        key: `admin:${admin.username}`,
        name: admin.username,
        details: [frame.administrator],
        menuName: frame.adminMenu,
        links: [],
        logoutLabel: frame.adminLogout,
        logOut: logOutAdmin,
      },
    };
  }
  return { navLinks: mainNavLinks(false), account: null };
}
