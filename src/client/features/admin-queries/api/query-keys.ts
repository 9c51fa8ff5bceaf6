/** The inbox's query keys: under 'admin', so a logout drops them with the rest of the dashboard. */
export const inboxKeys = {
  all: ['admin', 'queries'] as const,
  newCount: ['admin', 'queries', 'new-count'] as const,
};
