import { createContext, useContext, type ReactNode } from 'react';
import type { AdminPermission } from '@/domain/admin-roles';
import type { AdminSelf } from '@/domain/committee-schemas';

const AdminSelfContext = createContext<AdminSelf | null>(null);

/** The signed-in admin as the server confirmed them, for every part of the dashboard. */
export function AdminSelfProvider({ self, children }: { self: AdminSelf; children: ReactNode }) {
  return <AdminSelfContext.Provider value={self}>{children}</AdminSelfContext.Provider>;
}

export function useAdminSelf(): AdminSelf {
  const self = useContext(AdminSelfContext);
  if (!self) throw new Error('useAdminSelf outside the admin dashboard');
  return self;
}

/**
 * Whether the signed-in admin's role may do this. The dashboard shows only what it allows; the
 * server refuses the rest (403) whatever the page shows.
 */
export function useCan(permission: AdminPermission): boolean {
  return useAdminSelf().permissions.includes(permission);
}
