import { use } from 'react';
import type { Language } from '@/domain/i18n/languages';
import { usePageLanguage } from '../shell-texts/context';

/** A page group's catalogue: groups of texts, each a string (the same keys in every language). */
export type TextGroups<English> = {
  readonly [Group in keyof English]: { readonly [Key in keyof English[Group]]: string };
};

/**
 * A page group's own catalogue (decision record 24), kept out of the shared one so that only its
 * pages carry it: English in the pages' code, Hindi and Marathi chunks fetched in that language
 * only. The page renderer and the route (before the app takes a page over) call `load` first, so
 * the page renders at once in its language; a page asked for in a language not loaded yet waits
 * for its chunk (it suspends).
 */
export function textChunk<Texts>(
  english: Texts,
  others: Record<Exclude<Language, 'en'>, () => Promise<Texts>>,
) {
  const loaded = new Map<Language, Texts>([['en', english]]);
  const pending = new Map<Language, Promise<Texts>>();

  const load = (language: Language): Promise<Texts> => {
    const ready = loaded.get(language);
    if (ready) return Promise.resolve(ready);
    let promise = pending.get(language);
    if (!promise) {
      promise = others[language as Exclude<Language, 'en'>]().then((texts) => {
        loaded.set(language, texts);
        return texts;
      });
      // A chunk that failed to arrive is asked for again next time.
      promise.catch(() => pending.delete(language));
      pending.set(language, promise);
    }
    return promise;
  };

  const useTexts = (): Texts => {
    const { language } = usePageLanguage();
    return loaded.get(language) ?? use(load(language));
  };

  return { load, useTexts };
}
