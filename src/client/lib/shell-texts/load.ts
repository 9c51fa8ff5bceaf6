import type { Language } from '@/domain/i18n/languages';
import { SHELL_TEXTS_EN, type ShellTexts } from './en';

/** Only the chosen language is fetched: Hindi and Marathi are chunks of their own. */
export async function loadShellTexts(language: Language): Promise<ShellTexts> {
  if (language === 'hi') return (await import('./hi')).SHELL_TEXTS_HI;
  if (language === 'mr') return (await import('./mr')).SHELL_TEXTS_MR;
  return SHELL_TEXTS_EN;
}

/** A text with the site's name in it (`Welcome to {site}`). */
export const withSiteName = (text: string, site: string) => text.replace('{site}', site);
