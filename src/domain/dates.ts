/**
 * Dates in the site's time zone (`SITE_TIMEZONE`), shown in the en-IN format; a deadline given as
 * a date ends at 23:59:59 site time. No zod here: the landing page uses it.
 */

const keyFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar day of an instant in a time zone, as YYYY-MM-DD (sortable as text). */
export function dayInZone(instant: Date, timeZone: string): string {
  let format = keyFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    keyFormats.set(timeZone, format);
  }
  return format.format(instant);
}

/** Building a formatter is costly (exports format thousands of dates): one per zone and style. */
const formats = new Map<string, Intl.DateTimeFormat>();
function formatter(
  timeZone: string,
  style: 'date' | 'longDate' | 'dateTime' | 'timestamp' | 'parts',
): Intl.DateTimeFormat {
  const key = `${style}|${timeZone}`;
  let format = formats.get(key);
  if (!format) {
    format =
      style === 'parts'
        ? new Intl.DateTimeFormat('en-US', {
            timeZone,
            hourCycle: 'h23',
            year: 'numeric',
            month: 'numeric',
            day: 'numeric',
            hour: 'numeric',
            minute: 'numeric',
            second: 'numeric',
          })
        : new Intl.DateTimeFormat('en-IN', {
            timeZone,
            day: 'numeric',
            month: style === 'longDate' ? 'long' : 'short',
            year: 'numeric',
            ...(style === 'dateTime' && { hour: 'numeric', minute: '2-digit' }),
            ...(style === 'timestamp' && { hour: 'numeric', minute: '2-digit', second: '2-digit' }),
          });
    formats.set(key, format);
  }
  return format;
}

function toInstant(value: string | Date | null | undefined): Date | undefined {
  if (!value) return undefined;
  const instant = new Date(value);
  return Number.isNaN(instant.getTime()) ? undefined : instant;
}

/** '15 January 2027', in the given time zone (receipts and letters). */
export const formatLongDate = (instant: Date, timeZone: string) =>
  formatter(timeZone, 'longDate').format(instant);

/** '15 Jan 2027', in the site's time zone; undefined for a missing or invalid date. */
export function formatDate(value: string | Date | null | undefined, timeZone: string) {
  const instant = toInstant(value);
  return instant && formatter(timeZone, 'date').format(instant);
}

/** '15 Jan 2027, 6:30 pm' in the site's time zone. */
export function formatDateTime(value: string | Date | null | undefined, timeZone: string) {
  const instant = toInstant(value);
  return instant && formatter(timeZone, 'dateTime').format(instant);
}

/** To the second, for records of what happened when (the activity log). */
export function formatTimestamp(value: string | Date | null | undefined, timeZone: string) {
  const instant = toInstant(value);
  return instant && formatter(timeZone, 'timestamp').format(instant);
}

export interface WallClock {
  year: number;
  /** 1 to 12. */
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** What a clock on the wall shows at an instant in a time zone. */
export function wallClockInZone(instant: Date, timeZone: string): WallClock {
  const parts = formatter(timeZone, 'parts').formatToParts(instant);
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: get('hour'),
    minute: get('minute'),
    second: get('second'),
  };
}

/** Offset of a time zone from UTC at an instant, in minutes (330 for Asia/Kolkata). */
export function zoneOffsetMinutes(instant: Date, timeZone: string): number {
  const wall = wallClockInZone(instant, timeZone);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return Math.round((asUtc - instant.getTime()) / 60_000);
}

/** The instant a wall-clock time (YYYY-MM-DD and HH:MM:SS) happens in a time zone. */
export function zonedTimeToInstant(day: string, time: string, timeZone: string): Date {
  const guess = new Date(`${day}T${time}Z`);
  const offset = zoneOffsetMinutes(guess, timeZone);
  const instant = new Date(guess.getTime() - offset * 60_000);
  // Correct once more where the offset differs at the real instant (daylight saving edges).
  const again = zoneOffsetMinutes(instant, timeZone);
  return again === offset ? instant : new Date(guess.getTime() - again * 60_000);
}

/** A deadline given as a date ends at 23:59:59 site time on that day. */
export const endOfDayInZone = (day: string, timeZone: string) =>
  zonedTimeToInstant(day, '23:59:59', timeZone);

/**
 * When an event happens, wherever its date is shown: '15 Jan 2027, 6:30 pm', or '15 Jan 2027'
 * for an event set at midnight (a day without a time yet); undefined without a date.
 */
export function formatEventWhen(value: string | Date | null | undefined, timeZone: string) {
  const instant = toInstant(value);
  if (!instant) return undefined;
  const wall = wallClockInZone(instant, timeZone);
  const timed = wall.hour !== 0 || wall.minute !== 0;
  return timed ? formatDateTime(instant, timeZone) : formatDate(instant, timeZone);
}

const pad2 = (value: number) => String(value).padStart(2, '0');

/**
 * An instant as ISO 8601 in the given time zone, with its offset ('2027-01-15T18:30:00+05:30'):
 * what a spreadsheet sorts and reads as a date, beside the readable one in CSV files.
 */
export function isoInZone(value: string | Date | null | undefined, timeZone: string) {
  const instant = toInstant(value);
  if (!instant) return undefined;
  const wall = wallClockInZone(instant, timeZone);
  const offset = zoneOffsetMinutes(instant, timeZone);
  const sign = offset < 0 ? '-' : '+';
  const hours = Math.floor(Math.abs(offset) / 60);
  return (
    `${wall.year}-${pad2(wall.month)}-${pad2(wall.day)}T${pad2(wall.hour)}:${pad2(wall.minute)}:` +
    `${pad2(wall.second)}${sign}${pad2(hours)}:${pad2(Math.abs(offset) % 60)}`
  );
}
