import { sharedKeys } from '../../api/query-keys';

/**
 * Query keys of the admin dashboard. Everything sits under 'admin' so a logout can drop it all;
 * the events list sits under the public events key so the public pages refresh after an edit.
 */
export const adminKeys = {
  all: ['admin'] as const,
  verify: (token: string) => ['admin', 'verify', token] as const,
  totalCollected: ['admin', 'total-collected'] as const,
  events: [...sharedKeys.events, 'admin'] as const,
  registrations: ['admin', 'registrations'] as const,
  users: ['admin', 'users'] as const,
  donations: ['admin', 'donations'] as const,
  checkIns: ['admin', 'check-ins'] as const,
  checkInSummary: ['admin', 'check-ins', 'summary'] as const,
  eventMessages: (eventId: string) => ['admin', 'messages', eventId] as const,
};
