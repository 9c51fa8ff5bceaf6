import type { Language } from '@/domain/i18n/languages';
import type { MemberTexts } from './en';

const loaded = new Map<Language, MemberTexts>();
const loading = new Map<Language, Promise<void>>();

/**
 * Fetches the member's texts of a language once (Hindi and Marathi are chunks of their own;
 * English comes with the member's pages). The app's start, the page renderer and the language
 * switcher call it before they render, so a page arrives in its language without a flash.
 */
export function loadMemberTexts(language: Language): Promise<void> {
  if (language === 'en' || loaded.has(language)) return Promise.resolve();
  let pending = loading.get(language);
  if (!pending) {
    pending = (
      language === 'hi'
        ? import('./hi').then((module) => module.MEMBER_TEXTS_HI)
        : import('./mr').then((module) => module.MEMBER_TEXTS_MR)
    ).then(
      (texts) => {
        loaded.set(language, texts);
      },
      (error: unknown) => {
        loading.delete(language);
        throw error;
      },
    );
    loading.set(language, pending);
  }
  return pending;
}

/** The member's texts of a language once fetched; undefined before (and for English). */
export const loadedMemberTexts = (language: Language) => loaded.get(language);
