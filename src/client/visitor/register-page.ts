import { draftStorageKey, readDraft, registrationDraftKey } from '../lib/form-draft';

/**
 * Whether this is `/register?event=<id>` and the member has a draft of its form in this tab (a
 * login after the session ended, a reload): the app restores drafts (`useFormDraft`), so the app
 * makes that page, not the server.
 */
export function keepsRegistrationDraft(email: string): boolean {
  if (window.location.pathname !== '/register') return false;
  const eventId = new URLSearchParams(window.location.search).get('event')?.trim();
  return (
    Boolean(eventId) &&
    readDraft(draftStorageKey(registrationDraftKey(eventId ?? '', email))) !== null
  );
}
