import type { Language } from '@/domain/i18n/languages';
import { documentLanguage } from './language-choice';
import { loadPageTexts } from './page-texts/load';

/** The message catalogue of a language, by code; fetched only when an error is to be shown. */
export async function catalogueOf(language: Exclude<Language, 'en'>) {
  return language === 'hi'
    ? (await import('@/domain/i18n/errors.hi')).ERRORS_HI
    : (await import('@/domain/i18n/errors.mr')).ERRORS_MR;
}

/**
 * The message to show for an API error (decision record 24): the client's own translation of its
 * `code` in the page's language, else the server's `message`. In English, and for a message with
 * values (a count, a date), the server's own message is shown, as it already has them in.
 */
export async function translatedError(
  code: unknown,
  message: string,
  language: Language = documentLanguage(),
): Promise<string> {
  if (language === 'en' || typeof code !== 'string') return message;
  try {
    const text = (await catalogueOf(language))[code];
    return text && !text.includes('{') ? text : message;
  } catch {
    // The catalogue could not be fetched (offline): the server's message is in the language too.
    return message;
  }
}

/** The general messages of a failed call, in the page's language. */
export async function generalError(
  kind: 'networkError' | 'somethingWrong',
  language: Language = documentLanguage(),
): Promise<string> {
  try {
    return (await loadPageTexts(language)).common[kind];
  } catch {
    return (await loadPageTexts('en')).common[kind];
  }
}
