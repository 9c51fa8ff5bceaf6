import { createContext, useContext } from 'react';
import type { Language } from '@/domain/i18n/languages';
import { SHELL_TEXTS_EN, type ShellTexts } from './en';

export interface PageLanguage {
  language: Language;
  texts: ShellTexts;
  /** Changes the language in place (the app); without it, the switcher's links go to the server. */
  choose?: (language: Language) => void;
}

/** The page's language and its shell texts, given by the app's root or the page renderer. */
export const PageLanguageContext = createContext<PageLanguage>({
  language: 'en',
  texts: SHELL_TEXTS_EN,
});

export const usePageLanguage = () => useContext(PageLanguageContext);
export const useShellTexts = () => useContext(PageLanguageContext).texts;
