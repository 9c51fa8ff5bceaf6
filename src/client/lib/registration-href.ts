/** Where a member sees one of their registrations: My Registered Events, its details open. */
export const registrationHref = (registrationId: string) =>
  `/users/registrations?registration=${encodeURIComponent(registrationId)}`;
