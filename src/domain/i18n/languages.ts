/** The languages the site speaks: English, Hindi and Marathi (decision record 24). */
export const LANGUAGES = ['en', 'hi', 'mr'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

/** The cookie that keeps a visitor's choice, read by the server on every page and API call. */
export const LANGUAGE_COOKIE = 'lang';

/** A year: the choice outlives a session. */
export const LANGUAGE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** Each language named in its own script, as the switcher shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  hi: 'हिन्दी',
  mr: 'मराठी',
};

/**
 * Numbers and money in the Indian style (lakh and crore), with Latin digits in every language:
 * the digits people read on fees, phones, tickets and payment screens.
 */
export const NUMBER_LOCALES: Record<Language, string> = {
  en: 'en-IN',
  hi: 'hi-IN-u-nu-latn',
  mr: 'mr-IN-u-nu-latn',
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The `lang` cookie's value in a Cookie header, when it names one of our languages. */
export function languageInCookie(cookieHeader: string | undefined): Language | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(';')) {
    const [name, value] = part.split('=', 2);
    if (name?.trim() === LANGUAGE_COOKIE) {
      const language = value?.trim();
      if (isLanguage(language)) return language;
    }
  }
  return undefined;
}

/** The best of our languages in an Accept-Language header (`hi-IN,hi;q=0.9,en;q=0.8`). */
export function languageAccepted(header: string | undefined): Language | undefined {
  if (!header) return undefined;
  let best: { language: Language; weight: number } | undefined;
  for (const part of header.split(',')) {
    const [range = '', ...params] = part.trim().split(';');
    const primary = range.trim().toLowerCase().split('-')[0];
    if (!isLanguage(primary)) continue;
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    if (!Number.isFinite(weight) || weight <= 0) continue;
    if (!best || weight > best.weight) best = { language: primary, weight };
  }
  return best?.language;
}

/** The language to answer in: the `lang` cookie, else Accept-Language, else English. */
export function languageOf(headers: {
  cookie?: string | undefined;
  'accept-language'?: string | undefined;
}): Language {
  return (
    languageInCookie(headers.cookie) ??
    languageAccepted(headers['accept-language']) ??
    DEFAULT_LANGUAGE
  );
}
