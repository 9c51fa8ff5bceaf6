import type { Language } from '@/domain/i18n/languages';
import { languageLoader } from '../page-texts/chunk';
import type { MemberTexts } from './en';

const memberTexts = languageLoader<MemberTexts>({
  hi: async () => (await import('./hi')).MEMBER_TEXTS_HI,
  mr: async () => (await import('./mr')).MEMBER_TEXTS_MR,
});

/**
 * Fetches the member's texts of a language once (Hindi and Marathi are chunks of their own;
 * English comes with the member's pages). The app's start, the page renderer and the language
 * switcher call it before they render, so a page arrives in its language without a flash.
 */
export async function loadMemberTexts(language: Language): Promise<void> {
  if (language !== 'en') await memberTexts.load(language);
}

/** The member's texts of a language once fetched; undefined before (and for English). */
export const loadedMemberTexts = memberTexts.loaded;
