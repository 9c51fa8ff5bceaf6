import { useCallback, useEffect, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { draftStorageKey, draftText, readDraft, withDraft } from './form-draft';
import { sessionStore } from './safe-storage';

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
  const storageKey = draftStorageKey(key);
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
