import { registrationPage } from '@/domain/lifecycle';

/** Where a member sees one of their registrations: My Registered Events, its details open. */
export const registrationHref = (registrationId: string) => registrationPage(registrationId);
