import type { Language } from '@/domain/i18n/languages';
import { PAGE_TEXTS_EN, type PageTexts } from './en';

/** Only the chosen language is fetched: Hindi and Marathi are chunks of their own. */
export async function loadPageTexts(language: Language): Promise<PageTexts> {
  if (language === 'hi') return (await import('./hi')).PAGE_TEXTS_HI;
  if (language === 'mr') return (await import('./mr')).PAGE_TEXTS_MR;
  return PAGE_TEXTS_EN;
}
