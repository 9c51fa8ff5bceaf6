import { expect } from 'vitest';
import type { Language } from '@/domain/i18n/languages';

type Catalogue = Record<string, Record<string, string>>;

const entriesOf = (texts: object) =>
  Object.entries(texts as Catalogue).flatMap(([group, values]) =>
    Object.entries(values).map(([key, text]) => [`${group}.${key}`, text] as const),
  );

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

/**
 * For a catalogue's tests (decision record 24): a translation has every text English has and no
 * other, each written in Devanagari with Latin digits, with the values (`{name}`) English has.
 */
export function expectTranslationOf(english: object, translation: object, language: Language) {
  const source = new Map(entriesOf(english));
  const translated = entriesOf(translation);
  expect(translated.map(([key]) => key).sort(), language).toEqual([...source.keys()].sort());
  for (const [key, text] of translated) {
    expect(text, `${language} ${key}`).toMatch(/[\u0900-\u097F]/);
    expect(text, `${language} ${key}`).not.toMatch(/[०-९]/);
    expect(placeholders(text), `${language} ${key}`).toEqual(placeholders(source.get(key) ?? ''));
  }
}
