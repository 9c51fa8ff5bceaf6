import { useCallback, useEffect, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { sessionStore } from './safe-storage';

/**
 * Drafts of forms being filled in, kept in sessionStorage: they belong to this tab, survive a
 * trip through the login page (or a reload), and go when the tab is closed.
 */
const DRAFT_PREFIX = 'formDraft:';

/** The values as JSON text, without passwords (any key that names one, at any depth). */
export function draftText(values: unknown): string {
  return JSON.stringify(values, (key, value: unknown) =>
    /password/i.test(key) ? undefined : value,
  );
}

function readDraft(storageKey: string): unknown {
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

type DraftForm<T extends FieldValues> = Pick<UseFormReturn<T>, 'getValues' | 'reset' | 'subscribe'>;

/**
 * Keeps a draft of a react-hook-form form under `key`: saves the values as they change (never a
 * password), restores them when the form mounts again, and drops the draft when the form is back
 * to its first values (a reset after a successful submit) or `clearDraft` is called. Give the key
 * whatever makes the draft belong to one form and person, e.g. the event and member's e-mail.
 */
export function useFormDraft<T extends FieldValues>(
  key: string,
  form: DraftForm<T>,
): { clearDraft: () => void } {
  const { getValues, reset, subscribe } = form;
  const storageKey = `${DRAFT_PREFIX}${key}`;
  // The values of the first render are the form's empty state.
  const [emptyText] = useState(() => draftText(getValues()));

  useEffect(() => {
    const draft = readDraft(storageKey);
    if (draft !== null) reset(withDraft(getValues(), draft), { keepDefaultValues: true });
    return subscribe({
      formState: { values: true },
      callback: ({ values }) => {
        const text = draftText(values);
        if (text === emptyText) sessionStore.remove(storageKey);
        else sessionStore.set(storageKey, text);
      },
    });
  }, [storageKey, emptyText, getValues, reset, subscribe]);

  const clearDraft = useCallback(() => sessionStore.remove(storageKey), [storageKey]);
  return { clearDraft };
}
