import type { FieldValues, Resolver } from 'react-hook-form';
import { FIELD_MESSAGES } from '@/domain/field-messages';
import type { Language } from '@/domain/i18n/languages';
import { messageCode } from '@/domain/i18n/message-code';
import { catalogueOf } from './error-translation';

/** Private-use characters: they never occur in a message. */
const marker = (index: number) => `\uE000${index}\uE001`;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Each field message's code, with its English (or its English's pattern, for one with values). */
const FIELD_CODES = Object.entries(FIELD_MESSAGES).map(([key, english]) => {
  const code = messageCode('field', key);
  if (typeof english === 'string') return { code, english };
  const source = escapeRegExp(english(marker(0))).replace(/\uE000(\d+)\uE001/g, '([\\s\\S]+?)');
  return { code, pattern: new RegExp(`^${source}$`) };
});

/** The code of a field message the schemas give, and its values: undefined for another text. */
export function fieldMessageCode(message: string): { code: string; values: string[] } | undefined {
  for (const entry of FIELD_CODES) {
    if (entry.english === message) return { code: entry.code, values: [] };
    const match = entry.pattern?.exec(message);
    if (match) return { code: entry.code, values: match.slice(1) };
  }
  return undefined;
}

/**
 * A field's refusal in the form's language (decision record 24): the schemas say it in English,
 * and its code finds it in the message catalogue, fetched only when a form refuses in Hindi or
 * Marathi. Any other text, or a catalogue that cannot be fetched, stays as it is.
 */
export async function translatedFieldMessage(message: string, language: Language) {
  if (language === 'en') return message;
  const found = fieldMessageCode(message);
  if (!found) return message;
  try {
    const text = (await catalogueOf(language))[found.code];
    return text
      ? text.replace(/\{(\d+)\}/g, (whole, index: string) => found.values[Number(index)] ?? whole)
      : message;
  } catch {
    return message;
  }
}

/** Puts every message of a form's errors (nested ones too: a team member's) in the language. */
async function translateErrors(errors: object, language: Language): Promise<void> {
  await Promise.all(
    Object.entries(errors).map(async ([key, value]: [string, unknown]) => {
      if (key === 'ref' || typeof value !== 'object' || value === null) return;
      const error = value as { message?: unknown };
      if (typeof error.message === 'string') {
        error.message = await translatedFieldMessage(error.message, language);
      }
      await translateErrors(value, language);
    }),
  );
}

/**
 * A form's resolver (`zodResolver(schema)`) whose refusals are said in the form's language: the
 * same schema checks, in English as before.
 */
export function translatedResolver<V extends FieldValues, C, T>(
  resolver: Resolver<V, C, T>,
  language: Language,
): Resolver<V, C, T> {
  if (language === 'en') return resolver;
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    await translateErrors(result.errors, language);
    return result;
  };
}
