import { describe, expect, it } from 'vitest';
import { catalogueProblems } from '@/client/lib/page-texts/catalogue-problems';
import { loadPolicyTexts } from './policy-texts';
import { POLICY_TEXTS_EN } from './texts/en';

describe('the policies’ texts in every language', () => {
  it.each(['hi', 'mr'] as const)(
    'has in %s each text English has, in Devanagari, with its values',
    async (language) => {
      expect(catalogueProblems(POLICY_TEXTS_EN, await loadPolicyTexts(language), language)).toEqual(
        [],
      );
    },
  );

  it('keeps the legal names English gives beside their translation', async () => {
    for (const language of ['hi', 'mr'] as const) {
      const texts = await loadPolicyTexts(language);
      expect(texts.privacy.intro, language).toContain(
        '(Digital Personal Data Protection Act, 2023)',
      );
      expect(texts.refund.caution, language).toContain('(caution deposit)');
    }
  });
});
