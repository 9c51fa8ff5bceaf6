import type { FieldValues } from 'react-hook-form';
import { sessionStore } from './safe-storage';

/**
 * Drafts of forms being filled in, kept in sessionStorage: they belong to this tab, survive a
 * trip through the login page (or a reload), and go when the tab is closed.
 */
const DRAFT_PREFIX = 'formDraft:';

/** Where the draft of the form called `key` is kept. */
export const draftStorageKey = (key: string) => `${DRAFT_PREFIX}${key}`;

/** The name of a member's draft of an event's registration form (the app's and `/register`'s). */
export const registrationDraftKey = (eventId: string, email: string) =>
  `registration:${eventId}:${email}`;

/** The values as JSON text, without passwords (any key that names one, at any depth). */
export function draftText(values: unknown): string {
  return JSON.stringify(values, (key, value: unknown) =>
    /password/i.test(key) ? undefined : value,
  );
}

/** The draft stored under `storageKey` (see draftStorageKey), or null. */
export function readDraft(storageKey: string): unknown {
  const text = sessionStore.get(storageKey);
  try {
    return text === null ? null : JSON.parse(text);
  } catch {
    return null;
  }
}

const sameKind = (a: unknown, b: unknown) =>
  typeof a === typeof b && Array.isArray(a) === Array.isArray(b);

/**
 * The current values with those of the draft laid over them, field by field: a field the form no
 * longer has, or whose kind changed since the draft was saved, keeps its current value.
 */
export function withDraft<T extends FieldValues>(current: T, draft: unknown): T {
  if (typeof draft !== 'object' || draft === null || Array.isArray(draft)) return current;
  const saved = draft as Record<string, unknown>;
  const merged: Record<string, unknown> = { ...current };
  for (const [field, value] of Object.entries(current)) {
    if (Object.hasOwn(saved, field) && sameKind(saved[field], value)) merged[field] = saved[field];
  }
  return merged as T;
}

/** Removes every form draft of this tab (at logout, on a shared computer say). */
export function clearFormDrafts(): void {
  sessionStore
    .keys()
    .filter((key) => key.startsWith(DRAFT_PREFIX))
    .forEach((key) => sessionStore.remove(key));
}
