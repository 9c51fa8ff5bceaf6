import { wallClockInZone } from '../dates';
import { NUMBER_LOCALES, type Language } from './languages';

/**
 * Numbers, money and dates as each language writes them (decision record 24): the Indian
 * grouping (lakh, crore) and Latin digits in all three, month names in the reader's language.
 * Every page that shows a number, an amount or a date to a visitor or a member takes it from
 * here. Formatters are costly to build, so each is made once per language, zone and style.
 */
export interface LanguageFormat {
  language: Language;
  /** '1,00,000'. */
  number: (value: number) => string;
  /** '₹1,00,000' (whole rupees). */
  rupees: (amount: number) => string;
  /** '15 Jan 2027' ('15 जन॰ 2027'); undefined for a missing or invalid date. */
  date: (value: DateValue, timeZone: string) => string | undefined;
  /** '15 Jan 2027, 6:30 pm'. */
  dateTime: (value: DateValue, timeZone: string) => string | undefined;
  /** '15 January 2027'. */
  longDate: (value: DateValue, timeZone: string) => string | undefined;
  /** An event's time: the date and time, or the date alone when it is set at midnight. */
  eventWhen: (value: DateValue, timeZone: string) => string | undefined;
}

type DateValue = string | Date | null | undefined;
type DateStyle = 'date' | 'dateTime' | 'longDate';

const numberFormats = new Map<Language, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function numberFormat(language: Language): Intl.NumberFormat {
  let format = numberFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(NUMBER_LOCALES[language], { maximumFractionDigits: 0 });
    numberFormats.set(language, format);
  }
  return format;
}

function dateFormat(language: Language, timeZone: string, style: DateStyle): Intl.DateTimeFormat {
  const key = `${language}|${timeZone}|${style}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(NUMBER_LOCALES[language], {
      timeZone,
      day: 'numeric',
      month: style === 'longDate' ? 'long' : 'short',
      year: 'numeric',
      ...(style === 'dateTime' && { hour: 'numeric', minute: '2-digit' }),
    });
    dateFormats.set(key, format);
  }
  return format;
}

function toInstant(value: DateValue): Date | undefined {
  if (!value) return undefined;
  const instant = new Date(value);
  return Number.isNaN(instant.getTime()) ? undefined : instant;
}

const formats = new Map<Language, LanguageFormat>();

/** The formats of a language. */
export function formatIn(language: Language): LanguageFormat {
  const known = formats.get(language);
  if (known) return known;
  const styled = (style: DateStyle) => (value: DateValue, timeZone: string) => {
    const instant = toInstant(value);
    return instant && dateFormat(language, timeZone, style).format(instant);
  };
  const date = styled('date');
  const dateTime = styled('dateTime');
  const format: LanguageFormat = {
    language,
    number: (value) => numberFormat(language).format(value),
    rupees: (amount) => `₹${numberFormat(language).format(amount)}`,
    date,
    dateTime,
    longDate: styled('longDate'),
    eventWhen: (value, timeZone) => {
      const instant = toInstant(value);
      if (!instant) return undefined;
      const wall = wallClockInZone(instant, timeZone);
      return wall.hour !== 0 || wall.minute !== 0
        ? dateTime(instant, timeZone)
        : date(instant, timeZone);
    },
  };
  formats.set(language, format);
  return format;
}

/**
 * A value a message is made with, as the service has it: text and counts as they are, a date
 * or a date and time with the zone it is read in, an amount in rupees. It is formatted once, in
 * the language of the message being made (`formatValue`), never formatted in English and read
 * back.
 */
export type MessageValue =
  | string
  | number
  | { date: DateValue; timeZone: string }
  | { dateTime: DateValue; timeZone: string }
  | { rupees: number };

/** A value written as the language writes it ('15 जन॰ 2027'); a missing date is ''. */
export function formatValue(value: MessageValue, language: Language): string | number {
  if (typeof value !== 'object') return value;
  const format = formatIn(language);
  if ('rupees' in value) return format.rupees(value.rupees);
  if ('date' in value) return format.date(value.date, value.timeZone) ?? '';
  return format.dateTime(value.dateTime, value.timeZone) ?? '';
}

/** A message made from a template and its values: the English, and the values to make others. */
export interface MadeMessage {
  english: string;
  values: readonly MessageValue[];
}

/**
 * Makes a message from its English template (`GATE_MESSAGES.otherDay`) and its values, each
 * formatted once in English; the API makes the Hindi or Marathi from the same `values`. A message
 * without values is given as it is.
 */
export function made(
  template: string | ((...args: never[]) => string),
  ...values: MessageValue[]
): MadeMessage {
  if (typeof template === 'string') return { english: template, values };
  const english = (template as (...args: Array<string | number>) => string)(
    ...values.map((value) => formatValue(value, 'en')),
  );
  return { english, values };
}
