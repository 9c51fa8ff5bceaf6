import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@/domain/i18n/languages';
import { SHELL_TEXTS_EN } from './en';
import { loadShellTexts } from './load';

const keysOf = (texts: object) =>
  Object.entries(texts).flatMap(([group, values]) =>
    Object.keys(values as object).map((key) => `${group}.${key}`),
  );

describe('the shell texts in every language', () => {
  it('has each text in every language, and no text another lacks', async () => {
    const english = keysOf(SHELL_TEXTS_EN).sort();
    for (const language of LANGUAGES) {
      expect(keysOf(await loadShellTexts(language)).sort(), language).toEqual(english);
    }
  });

  it('writes Hindi and Marathi in Devanagari, keeping the site name where English has it', async () => {
    for (const language of ['hi', 'mr'] as const) {
      const texts = await loadShellTexts(language);
      for (const [group, values] of Object.entries(texts)) {
        for (const [key, text] of Object.entries(values as Record<string, string>)) {
          const english = (SHELL_TEXTS_EN as Record<string, Record<string, string>>)[group]?.[key];
          expect(text, `${language} ${group}.${key}`).toMatch(/[\u0900-\u097F]/);
          expect(text.includes('{site}'), `${language} ${group}.${key}`).toBe(
            english?.includes('{site}'),
          );
        }
      }
    }
  });
});
