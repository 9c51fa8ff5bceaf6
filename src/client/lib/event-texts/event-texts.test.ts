import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@/domain/messages';
import { catalogueProblems } from '../page-texts/catalogue-problems';
import { EVENT_TEXTS_EN } from './en';
import { loadEventTexts } from './index';

describe('the events’ texts in every language', () => {
  it.each(['hi', 'mr'] as const)(
    'has in %s each text English has, in Devanagari, with its values',
    async (language) => {
      expect(catalogueProblems(EVENT_TEXTS_EN, await loadEventTexts(language), language)).toEqual(
        [],
      );
    },
  );

  it('says the empty list in English word for word as the domain does', () => {
    expect(EVENT_TEXTS_EN.list.empty).toBe(MESSAGES.noUpcomingEvents);
  });
});
