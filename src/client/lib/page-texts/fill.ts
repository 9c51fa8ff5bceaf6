import type { Language } from '@/domain/i18n/languages';

/** A text with its values put in: `fill('{count} left', { count: 3 })`. */
export const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );

const pluralRules = new Map<Language, Intl.PluralRules>();

/**
 * The form of a counted text by the language's plural rules (CLDR: Hindi counts 0 as "one",
 * Marathi as "other"), with the count put in for `{count}`.
 */
export function countText(
  language: Language,
  count: number,
  forms: { one: string; other: string },
): string {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    pluralRules.set(language, rules);
  }
  return fill(rules.select(count) === 'one' ? forms.one : forms.other, { count });
}

/** The shape every language of a catalogue has: the English one's groups and keys, each a string. */
export type CatalogueShape<English> = {
  readonly [Group in keyof English]: { readonly [Key in keyof English[Group]]: string };
};
