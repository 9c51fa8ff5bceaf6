import { wallClockInZone } from '../dates';
import { NUMBER_LOCALES, type Language } from './languages';

/**
 * Numbers, money and dates as each language writes them (decision record 24): Indian grouping
 * (lakh and crore) and Latin digits in all three. English gives exactly what `formatRupees` and
 * the `dates.ts` formatters give, so English mails read as before. Pure: no clock, no state but
 * the formatters it keeps, which are costly to build.
 */

type DateStyle = 'date' | 'longDate' | 'dateTime';

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

function toInstant(value: string | Date | null | undefined): Date | undefined {
  if (!value) return undefined;
  const instant = new Date(value);
  return Number.isNaN(instant.getTime()) ? undefined : instant;
}

/** '1,23,45,678' in every language. */
export const formatNumberIn = (value: number, language: Language) =>
  numberFormat(language).format(value);

/** '₹1,00,000': the rupee sign before the amount, as Indian bank and UPI screens show it. */
export const formatRupeesIn = (amount: number, language: Language) =>
  `₹${formatNumberIn(amount, language)}`;

/** '15 Jan 2027', '15 जन॰ 2027', '15 जाने, 2027'; undefined for a missing or invalid date. */
export function formatDateIn(
  value: string | Date | null | undefined,
  timeZone: string,
  language: Language,
) {
  const instant = toInstant(value);
  return instant && dateFormat(language, timeZone, 'date').format(instant);
}

/** '15 January 2027', '15 जनवरी 2027', '15 जानेवारी, 2027' (receipts and letters). */
export const formatLongDateIn = (instant: Date, timeZone: string, language: Language) =>
  dateFormat(language, timeZone, 'longDate').format(instant);

/** '15 Jan 2027, 6:30 pm' with the month in the language. */
export function formatDateTimeIn(
  value: string | Date | null | undefined,
  timeZone: string,
  language: Language,
) {
  const instant = toInstant(value);
  return instant && dateFormat(language, timeZone, 'dateTime').format(instant);
}

/** When an event happens: with its time, unless it is set at midnight (a day without a time). */
export function formatEventWhenIn(
  value: string | Date | null | undefined,
  timeZone: string,
  language: Language,
) {
  const instant = toInstant(value);
  if (!instant) return undefined;
  const wall = wallClockInZone(instant, timeZone);
  const timed = wall.hour !== 0 || wall.minute !== 0;
  return timed
    ? formatDateTimeIn(instant, timeZone, language)
    : formatDateIn(instant, timeZone, language);
}
