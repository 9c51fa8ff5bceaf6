import { describe, expect, it } from 'vitest';
import { expectTranslationOf } from '@/client/lib/page-texts/catalogue-checks';
import { COMMUNITY_TEXTS_EN } from './en';
import { communityTexts } from './index';

describe('the community pages’ texts in every language', () => {
  it('has each English text in Hindi and in Marathi, and nothing more', async () => {
    expectTranslationOf(COMMUNITY_TEXTS_EN, await communityTexts.load('hi'), 'hi');
    expectTranslationOf(COMMUNITY_TEXTS_EN, await communityTexts.load('mr'), 'mr');
  });

  it('keeps the English as the pages said it', async () => {
    const english = await communityTexts.load('en');
    expect(english.history.title).toBe('Our Legacy');
    expect(english.sports.takePartText).toContain('Hostel Sports Upcoming Events');
  });
});
