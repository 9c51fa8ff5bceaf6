/**
 * Query keys of the data several parts of the site read or refresh. Every event query sits under
 * 'events', so a change made in the dashboard refreshes the public lists too.
 */
export const sharedKeys = {
  events: ['events'] as const,
  upcomingEvents: ['events', 'upcoming'] as const,
  event: (eventId: string) => ['events', 'one', eventId] as const,
  aboutContent: ['about'] as const,
  aboutSections: ['about-sections'] as const,
  siteConfig: ['site-config'] as const,
  registrations: ['registrations'] as const,
  myRegistrations: (email: string) => ['registrations', 'mine', email] as const,
};
