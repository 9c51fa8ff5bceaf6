import { draftStorageKey, readDraft, registrationDraftKey } from '../lib/form-draft';

/**
 * Where the member's draft of this page's registration form is kept (`/register?event=<id>`; the
 * app's form keeps and restores it under the same name), or null on any other page.
 */
export function registrationDraftStorageKey(email: string): string | null {
  if (window.location.pathname !== '/register') return null;
  const eventId = new URLSearchParams(window.location.search).get('event')?.trim();
  return eventId ? draftStorageKey(registrationDraftKey(eventId, email)) : null;
}

/**
 * Whether the member has a draft of this page's registration form in this tab (a login after
 * the session ended, a reload): the app restores drafts (`useFormDraft`), so the app makes that
 * page, not the server.
 */
export function keepsRegistrationDraft(email: string): boolean {
  const key = registrationDraftStorageKey(email);
  return key !== null && readDraft(key) !== null;
}
