import { textsChunk } from '../page-texts/chunk';
import { MEMBER_TEXTS_EN, type MemberTexts } from './en';

/**
 * The member's pages' catalogue (decision record 24), a page group like the others: English comes
 * with the member's pages' code, Hindi and Marathi are chunks fetched only in that language. The
 * page renderer and the app load it with the page's code (`loadTextsChunks`), so a member's page
 * painted by the server arrives in its language; a page opened later waits for its language.
 */
export const memberTexts = textsChunk<MemberTexts>(MEMBER_TEXTS_EN, {
  hi: async () => (await import('./hi')).MEMBER_TEXTS_HI,
  mr: async () => (await import('./mr')).MEMBER_TEXTS_MR,
});

/** The member's pages' texts in the page's language. */
export const useMemberTexts = (): MemberTexts => memberTexts.useTexts();
