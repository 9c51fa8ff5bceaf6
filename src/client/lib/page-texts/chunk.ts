import { use } from 'react';
import type { Language } from '@/domain/i18n/languages';
import { usePageLanguage } from '../shell-texts/context';

/** A translation's shape: the English catalogue's groups and keys, each a string. */
export type CatalogueOf<English> = {
  readonly [Group in keyof English]: { readonly [Key in keyof English[Group]]: string };
};

export interface TextsChunk<T> {
  load: (language: Language) => Promise<T>;
  useTexts: () => T;
}

type Translations<T> = Record<Exclude<Language, 'en'>, () => Promise<T>>;

/**
 * Fetches a catalogue's translation once per language; one that failed to arrive is asked for
 * again next time. `loaded` answers at once with what has arrived.
 */
export function languageLoader<T>(translations: Translations<T>, english?: T) {
  const loaded = new Map<Language, T>(english === undefined ? [] : [['en', english]]);
  const loading = new Map<Language, Promise<T>>();
  const load = (language: Language): Promise<T> => {
    const ready = loaded.get(language);
    if (ready) return Promise.resolve(ready);
    let promise = loading.get(language);
    if (!promise) {
      promise = translations[language as Exclude<Language, 'en'>]().then(
        (texts) => {
          loaded.set(language, texts);
          return texts;
        },
        (error: unknown) => {
          loading.delete(language);
          throw error;
        },
      );
      loading.set(language, promise);
    }
    return promise;
  };
  return { load, loaded: (language: Language): T | undefined => loaded.get(language) };
}

const chunks = new Set<TextsChunk<unknown>>();

/**
 * A page group's own catalogue (decision record 24): the English comes with the group's code,
 * Hindi and Marathi are chunks fetched only in that language, so a long text (the policies, the
 * events) weighs on no other page. The page renderer and the app load the chunks of the page's
 * code before the first render (`loadTextsChunks`); a page opened later waits for its language.
 */
export function textsChunk<T>(english: T, translations: Translations<T>): TextsChunk<T> {
  const { load, loaded } = languageLoader(translations, english);
  const chunk: TextsChunk<T> = {
    load,
    useTexts: () => {
      const { language } = usePageLanguage();
      return loaded(language) ?? use(load(language));
    },
  };
  chunks.add(chunk as TextsChunk<unknown>);
  return chunk;
}

/** Loads, in a language, every page group's catalogue whose code is loaded. */
export const loadTextsChunks = async (language: Language): Promise<void> => {
  await Promise.all([...chunks].map((chunk) => chunk.load(language)));
};
