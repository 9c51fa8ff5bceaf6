import { describe, expect, it } from 'vitest';
import { ABOUT_SECTIONS } from '@/domain/about';
import { catalogueProblems } from '@/client/lib/page-texts/catalogue-problems';
import { ABOUT_TEXTS_EN } from './en';
import { aboutTexts } from './index';

describe('the About page’s frame in every language', () => {
  it('has each English text in Hindi and in Marathi, and nothing more', async () => {
    for (const language of ['hi', 'mr'] as const) {
      expect(catalogueProblems(ABOUT_TEXTS_EN, await aboutTexts.load(language), language)).toEqual(
        [],
      );
    }
  });

  it('names every section as the committee’s dashboard gives it in English', () => {
    for (const section of ABOUT_SECTIONS) {
      expect(ABOUT_TEXTS_EN.sections[section.key]).toBe(section.label);
    }
  });
});
