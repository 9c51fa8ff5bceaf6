import type { Language } from '@/domain/i18n/languages';

type Catalogue = Record<string, Record<string, string>>;

const entriesOf = (texts: object) =>
  Object.entries(texts as Catalogue).flatMap(([group, values]) =>
    Object.entries(values).map(([key, text]) => [`${group}.${key}`, text] as const),
  );

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

/**
 * What is wrong with a translated catalogue against the English one: a text one has and the
 * other lacks, a text not in Devanagari, other values than the English's (`{name}`), or
 * Devanagari digits (decision record 24); a text kept as it is in every language (OTP) must be
 * the English's. Empty when nothing is.
 */
export function catalogueProblems(
  english: object,
  translated: object,
  language: Exclude<Language, 'en'>,
  sameInEveryLanguage: ReadonlySet<string> = new Set(),
): string[] {
  const source = new Map(entriesOf(english));
  const target = new Map(entriesOf(translated));
  const problems: string[] = [];
  for (const key of source.keys()) if (!target.has(key)) problems.push(`${language} lacks ${key}`);
  for (const [key, text] of target) {
    const original = source.get(key);
    if (original === undefined) {
      problems.push(`${language} has ${key}, which English lacks`);
      continue;
    }
    if (sameInEveryLanguage.has(key)) {
      if (text !== original) problems.push(`${language} ${key} differs from the English`);
    } else if (!/[\u0900-\u097F]/.test(text)) {
      problems.push(`${language} ${key} is not in Devanagari`);
    }
    if (/[०-९]/.test(text)) problems.push(`${language} ${key} has Devanagari digits`);
    if (placeholders(text).join() !== placeholders(original).join()) {
      problems.push(`${language} ${key} has other values than the English`);
    }
  }
  return problems;
}
