/** The Committee tab's query keys: under 'admin', so a logout drops them with the rest. */
export const committeeKeys = {
  all: ['admin', 'committee'] as const,
  admins: ['admin', 'committee', 'admins'] as const,
  settings: ['admin', 'committee', 'settings'] as const,
};
