import { textsChunk } from '@/client/lib/page-texts/chunk';
import { POLICY_TEXTS_EN } from './texts/en';

const policyTexts = textsChunk(POLICY_TEXTS_EN, {
  hi: async () => (await import('./texts/hi')).POLICY_TEXTS_HI,
  mr: async () => (await import('./texts/mr')).POLICY_TEXTS_MR,
});

/** The policies' texts in the page's language. */
export const usePolicyTexts = policyTexts.useTexts;
export const loadPolicyTexts = policyTexts.load;
