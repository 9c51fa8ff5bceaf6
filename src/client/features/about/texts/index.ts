import { textsChunk, type CatalogueOf } from '@/client/lib/page-texts/chunk';
import { ABOUT_TEXTS_EN } from './en';

/** The shape every language's About texts have: the same keys, each a string. */
export type AboutTexts = CatalogueOf<typeof ABOUT_TEXTS_EN>;

/** The About page's catalogue: English here, Hindi and Marathi fetched in that language only. */
export const aboutTexts = textsChunk<AboutTexts>(ABOUT_TEXTS_EN, {
  hi: async () => (await import('./hi')).ABOUT_TEXTS_HI,
  mr: async () => (await import('./mr')).ABOUT_TEXTS_MR,
});

export const useAboutTexts = aboutTexts.useTexts;
