import { describe, expect, it } from 'vitest';
import { catalogueProblems } from '@/client/lib/page-texts/catalogue-problems';
import { COMMUNITY_TEXTS_EN } from './en';
import { communityTexts } from './index';

describe('the community pages’ texts in every language', () => {
  it('has each English text in Hindi and in Marathi, and nothing more', async () => {
    for (const language of ['hi', 'mr'] as const) {
      expect(
        catalogueProblems(COMMUNITY_TEXTS_EN, await communityTexts.load(language), language),
      ).toEqual([]);
    }
  });

  it('keeps the English as the pages said it', async () => {
    const english = await communityTexts.load('en');
    expect(english.history.title).toBe('Our Legacy');
    expect(english.sports.takePartText).toContain('Hostel Sports Upcoming Events');
  });
});
