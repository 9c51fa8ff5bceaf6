import { textsChunk, type CatalogueOf } from '@/client/lib/page-texts/chunk';
import { COMMUNITY_TEXTS_EN } from './en';

/** The shape every language's community texts have: the same keys, each a string. */
export type CommunityTexts = CatalogueOf<typeof COMMUNITY_TEXTS_EN>;

/** The community pages' catalogue: English here, Hindi and Marathi fetched in that language only. */
export const communityTexts = textsChunk<CommunityTexts>(COMMUNITY_TEXTS_EN, {
  hi: async () => (await import('./hi')).COMMUNITY_TEXTS_HI,
  mr: async () => (await import('./mr')).COMMUNITY_TEXTS_MR,
});

export const useCommunityTexts = communityTexts.useTexts;
