import type { AuditRecord } from '../audit/audit';

/** An admin account as the audit log names it. */
export const adminRecord = (id: string): AuditRecord => ({ type: 'admin', id });
