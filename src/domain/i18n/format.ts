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

const ENGLISH_MONTHS = [
  'jan',
  'feb',
  'mar',
  'apr',
  'may',
  'jun',
  'jul',
  'aug',
  'sep',
  'oct',
  'nov',
  'dec',
];
const ENGLISH_DATE = /^(\d{1,2}) ([A-Za-z]{3})[a-z]* (\d{4})(?:, (\d{1,2}):(\d{2}) ([ap]m))?$/;
const ENGLISH_RUPEES = /^₹(\d{1,3}(?:,\d{2,3})*)$/;

/**
 * A value an English message was made with (an amount as `formatRupees` writes it, a date or a
 * date and time as `dates.ts` writes them, already in the site's time zone), written as the
 * language writes it; any other value as it is. The error handler puts values into a Hindi or
 * Marathi message through it, so that a date reads '15 जन॰ 2027', not '15 Jan 2027'.
 */
export function valueInLanguage(value: string, language: Language): string {
  if (language === 'en') return value;
  const format = formatIn(language);
  const rupees = ENGLISH_RUPEES.exec(value);
  if (rupees) return format.rupees(Number(rupees[1]?.replaceAll(',', '')));
  const date = ENGLISH_DATE.exec(value);
  const month = ENGLISH_MONTHS.indexOf(date?.[2]?.toLowerCase() ?? '');
  if (!date || month < 0) return value;
  const [, day, , year, hour, minute, half] = date;
  const hours = hour === undefined ? 0 : (Number(hour) % 12) + (half === 'pm' ? 12 : 0);
  // The wall clock the English showed, read back in UTC so that no zone moves it.
  const instant = new Date(Date.UTC(Number(year), month, Number(day), hours, Number(minute ?? 0)));
  return (hour === undefined ? format.date : format.dateTime)(instant, 'UTC') ?? value;
}
