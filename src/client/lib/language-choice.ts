import {
  isLanguage,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE_SECONDS,
  type Language,
} from '@/domain/i18n/languages';

/** The language the server rendered this page in (`<html lang>`), English when unknown. */
export function documentLanguage(): Language {
  const language = typeof document === 'undefined' ? 'en' : document.documentElement.lang;
  return isLanguage(language) ? language : 'en';
}

/** The switcher's link: the same page, which the server answers in that language. */
export const languageLink = (language: Language) => `?${LANGUAGE_COOKIE}=${language}`;

/** Keeps the choice in the cookie the server reads, and marks the page with it. */
export function rememberLanguage(language: Language): void {
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax`;
  document.documentElement.lang = language;
}
