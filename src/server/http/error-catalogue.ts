import { setupI18n, type I18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { LANGUAGES, NUMBER_LOCALES, type Language } from '@/domain/i18n/languages';
import { formatValue, type MadeMessage, type MessageValue } from '@/domain/i18n/format';
import { messageCode } from '@/domain/i18n/message-code';

/** A message that takes values: `(min) => \`...at least ${min} people...\``. */
export type MessageTemplate = (...args: never[]) => string;
export type CatalogueMessage = string | MessageTemplate;

/** One message a person may read, under its stable code. */
export interface CatalogueEntry {
  code: string;
  english: CatalogueMessage;
  /**
   * How its English reads with values in it, when that cannot be found by calling the template
   * (plural words, formatted amounts): named groups `a0`, `a1`... are the values, in order.
   */
  pattern?: RegExp;
}

/** Translations of the codes, as ICU messages whose `{0}`, `{1}` are the values in order. */
export type Translations = Record<Exclude<Language, 'en'>, Readonly<Record<string, string>>>;

interface MessageConstant {
  readonly [key: string]: CatalogueMessage | MessageConstant;
}

/**
 * The entries of a message constant (`REGISTRATION_MESSAGES`): each key becomes a code under the
 * prefix, `full` in `registration` giving `registration.full`, nested keys joined by dots.
 * `patterns` gives, by key, the English pattern of a template that formats or counts its values.
 */
export function catalogueEntries(
  prefix: string,
  constant: MessageConstant,
  patterns: Readonly<Record<string, RegExp>> = {},
): CatalogueEntry[] {
  return Object.entries(constant).flatMap(([key, english]) => {
    const code = messageCode(prefix, key);
    if (typeof english === 'object') return catalogueEntries(code, english, patterns);
    const pattern = patterns[key];
    return [pattern ? { code, english, pattern } : { code, english }];
  });
}

/** What an API error answers. */
export interface ExplainedError {
  code: string;
  message: string;
  field?: string;
}

/** The codes of errors no catalogue names, by status. */
const CODES_BY_STATUS: Record<number, string> = {
  400: 'request.bad',
  401: 'request.unauthorized',
  403: 'request.forbidden',
  404: 'request.not-found',
  409: 'request.conflict',
  413: 'request.too-large',
  415: 'request.media-type',
  429: 'request.too-many',
  502: 'request.provider-failed',
};

/** A "field: message" answer names its field first; a field is a path without spaces. */
const FIELD_PREFIX = /^([A-Za-z_][\w.[\]-]*): ([\s\S]+)$/;

/** Private-use characters: they never occur in a message. */
const sentinel = (index: number) => `\uE000${index}\uE001`;

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The pattern of a template's English, found by calling it with markers for its values: `null`
 * when the template does not show every value as given (it formats or counts them).
 */
function patternOfTemplate(template: MessageTemplate): RegExp | null {
  let text: string;
  try {
    text = (template as (...args: string[]) => string)(
      ...Array.from({ length: template.length }, (_, index) => sentinel(index)),
    );
  } catch {
    return null;
  }
  for (let index = 0; index < template.length; index++) {
    if (text.split(sentinel(index)).length !== 2) return null;
  }
  const source = escapeRegExp(text).replace(/\uE000(\d+)\uE001/g, '(?<a$1>[\\s\\S]+?)');
  return new RegExp(`^${source}$`);
}

function valuesOf(match: RegExpExecArray): Record<string, string | number> {
  const values: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(match.groups ?? {})) {
    // An optional part the message left out: translations `select` on `none`.
    if (value === undefined) values[name.slice(1)] = 'none';
    else values[name.slice(1)] = /^\d+$/.test(value) ? Number(value) : value;
  }
  return values;
}

/**
 * Finds the code of an English message a service threw and says it in the request's language.
 * The English is kept word for word; Hindi and Marathi come from the translations by code, and
 * a message without a translation stays English.
 */
export class ErrorCatalogue {
  private readonly byEnglish = new Map<string, string>();
  private readonly patterns: { code: string; pattern: RegExp }[] = [];
  private readonly i18n = new Map<Language, I18n>();

  constructor(entries: readonly CatalogueEntry[], translations?: Translations) {
    for (const entry of entries) {
      if (typeof entry.english === 'string') {
        if (!this.byEnglish.has(entry.english)) this.byEnglish.set(entry.english, entry.code);
        continue;
      }
      const pattern = entry.pattern ?? patternOfTemplate(entry.english);
      if (pattern) this.patterns.push({ code: entry.code, pattern });
    }
    for (const language of LANGUAGES) {
      if (language === 'en' || !translations) continue;
      const i18n = setupI18n();
      i18n.setMessagesCompiler(compileMessage);
      // Plural rules by the language; numbers (`#`) in Latin digits, Indian grouping.
      i18n.loadAndActivate({
        locale: language,
        locales: NUMBER_LOCALES[language],
        messages: { ...translations[language] },
      });
      this.i18n.set(language, i18n);
    }
  }

  /** The code and values of an English message, when the catalogue has it. */
  find(english: string): { code: string; values: Record<string, string | number> } | undefined {
    const code = this.byEnglish.get(english);
    if (code) return { code, values: {} };
    for (const { code: patternCode, pattern } of this.patterns) {
      const match = pattern.exec(english);
      if (match) return { code: patternCode, values: valuesOf(match) };
    }
    return undefined;
  }

  /** The message of a code in a language, or undefined when it has no translation there. */
  translate(code: string, language: Language, values: Record<string, string | number> = {}) {
    const i18n = this.i18n.get(language);
    if (!i18n || !(code in i18n.messages)) return undefined;
    return i18n._(code, values);
  }

  /**
   * The answer for an error whose English message and status are known. A message made with its
   * values (`made`) is said in the language from those values, each formatted once here; one
   * thrown as plain English has its values read back from it by the patterns (text and counts).
   * `fallback` is the code and translated message used when the catalogue does not know the
   * message (bad input the schema words itself, say); otherwise the code goes by the status and
   * the message stays English.
   */
  explain(
    message: string | MadeMessage,
    status: number,
    language: Language,
    fallback?: { code: string; values?: Record<string, string | number> },
  ): ExplainedError {
    const english = typeof message === 'string' ? message : message.english;
    const whole = this.find(english);
    const prefixed = FIELD_PREFIX.exec(english);
    const field = prefixed?.[1];
    const found = whole ?? (prefixed ? this.find(prefixed[2] ?? '') : undefined) ?? fallback;
    const code =
      found?.code ?? CODES_BY_STATUS[status] ?? (status >= 500 ? 'server.error' : 'request.bad');
    const values =
      typeof message === 'string' ? (found?.values ?? {}) : valuesIn(message.values, language);
    const translated = found && this.translate(found.code, language, values);
    if (translated === undefined)
      return field ? { code, message: english, field } : { code, message: english };
    // The field keeps the name the API gives it, in front of the message as in English.
    return field
      ? { code, message: `${field}: ${translated}`, field }
      : { code, message: translated };
  }
}

/** A made message's values in a language, by position; a part left out is `none` (`select`). */
function valuesIn(values: readonly MessageValue[], language: Language) {
  return Object.fromEntries(
    values.map((value, index) => {
      const formatted = formatValue(value, language);
      return [String(index), formatted === '' ? 'none' : formatted];
    }),
  );
}
