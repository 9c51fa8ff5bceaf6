import { textsChunk } from '../page-texts/chunk';
import { EVENT_TEXTS_EN } from './en';

const eventTexts = textsChunk(EVENT_TEXTS_EN, {
  hi: async () => (await import('./hi')).EVENT_TEXTS_HI,
  mr: async () => (await import('./mr')).EVENT_TEXTS_MR,
});

/** The events' texts in the page's language. */
export const useEventTexts = eventTexts.useTexts;
export const loadEventTexts = eventTexts.load;
