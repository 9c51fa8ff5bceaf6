import qrcode from 'qrcode-generator';
import { CALENDAR_EVENT_HOURS } from '@/domain/event-links';
import { wallClockInZone, zoneOffsetMinutes, type WallClock } from '@/domain/dates';
import { ticketQrText } from '@/domain/lifecycle';
import { loadSharp } from '@/server/load-sharp';

/** Quiet zone around the code, in modules, as the QR standard asks. */
const QUIET_ZONE = 4;

function qrMatrix(code: string) {
  // Medium error correction: a phone screen with a crack or glare still scans.
  const qr = qrcode(0, 'M');
  qr.addData(ticketQrText(code), 'Byte');
  qr.make();
  return qr;
}

/** The ticket's QR code as SVG: one path of dark squares, crisp at any size. */
export function ticketQrSvg(code: string): string {
  const qr = qrMatrix(code);
  const count = qr.getModuleCount();
  const size = count + QUIET_ZONE * 2;
  let path = '';
  for (let row = 0; row < count; row++) {
    for (let col = 0; col < count; col++) {
      if (qr.isDark(row, col)) path += `M${col + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`;
    }
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" shape-rendering="crispEdges" role="img" aria-label="Ticket QR code">` +
    `<rect width="${size}" height="${size}" fill="#fff"/><path fill="#000" d="${path}"/></svg>`
  );
}

/** The QR code as a PNG (mail clients do not show SVG), `scale` pixels per module. */
export async function ticketQrPng(code: string, scale = 8): Promise<Buffer> {
  const qr = qrMatrix(code);
  const count = qr.getModuleCount();
  const side = (count + QUIET_ZONE * 2) * scale;
  const pixels = Buffer.alloc(side * side, 255);
  for (let row = 0; row < count; row++) {
    for (let col = 0; col < count; col++) {
      if (!qr.isDark(row, col)) continue;
      for (let y = 0; y < scale; y++) {
        const start = ((row + QUIET_ZONE) * scale + y) * side + (col + QUIET_ZONE) * scale;
        pixels.fill(0, start, start + scale);
      }
    }
  }
  const sharp = await loadSharp();
  return sharp(pixels, { raw: { width: side, height: side, channels: 1 } })
    .png({ compressionLevel: 9, palette: true })
    .toBuffer();
}

export interface CalendarEntry {
  /** Stable per registration, so a second download updates the same calendar entry. */
  uid: string;
  title: string;
  description: string;
  location: string;
  start: Date;
  url: string;
  /** When the file was made. */
  stamp: Date;
  /** When the event was last changed, for a calendar that keeps it. */
  lastModified?: Date;
  timeZone: string;
  siteName: string;
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');
const icsDate = (wall: WallClock) => `${pad(wall.year, 4)}${pad(wall.month)}${pad(wall.day)}`;
const icsLocal = (wall: WallClock) =>
  `${icsDate(wall)}T${pad(wall.hour)}${pad(wall.minute)}${pad(wall.second)}`;
const icsUtc = (instant: Date) => `${icsLocal(wallClockInZone(instant, 'UTC'))}Z`;

/** RFC 5545 text: backslash, semicolon, comma and line breaks escaped. */
const icsText = (value: string) =>
  value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** Lines longer than 75 octets continue on the next line after a space (RFC 5545 3.1). */
function fold(line: string): string {
  const bytes = Buffer.from(line, 'utf8');
  if (bytes.length <= 75) return line;
  const pieces: string[] = [];
  let current = '';
  let size = 0;
  for (const char of line) {
    const width = Buffer.byteLength(char, 'utf8');
    if (size + width > (pieces.length === 0 ? 75 : 74)) {
      pieces.push(current);
      current = '';
      size = 0;
    }
    current += char;
    size += width;
  }
  pieces.push(current);
  return pieces.join('\r\n ');
}

const offsetText = (minutes: number) => {
  const sign = minutes < 0 ? '-' : '+';
  const absolute = Math.abs(minutes);
  return `${sign}${pad(Math.floor(absolute / 60))}${pad(absolute % 60)}`;
};

/** The zone's offset and short name at an instant, for a VTIMEZONE. */
function zoneAt(instant: Date, timeZone: string) {
  const offset = offsetText(zoneOffsetMinutes(instant, timeZone));
  const name =
    new Intl.DateTimeFormat('en-IN', { timeZone, timeZoneName: 'short' })
      .formatToParts(instant)
      .find((part) => part.type === 'timeZoneName')?.value ?? offset;
  return { offset, name };
}

/** Midnight in the site's zone: an event without a time of day, shown as a whole day. */
function isAllDay(entry: CalendarEntry) {
  const wall = wallClockInZone(entry.start, entry.timeZone);
  return wall.hour === 0 && wall.minute === 0 && wall.second === 0;
}

function eventLines(entry: CalendarEntry): string[] {
  const wall = wallClockInZone(entry.start, entry.timeZone);
  let timing: string[];
  if (isAllDay(entry)) {
    const next = wallClockInZone(new Date(entry.start.getTime() + 36 * 3_600_000), entry.timeZone);
    timing = [`DTSTART;VALUE=DATE:${icsDate(wall)}`, `DTEND;VALUE=DATE:${icsDate(next)}`];
  } else {
    const end = new Date(entry.start.getTime() + CALENDAR_EVENT_HOURS * 3_600_000);
    timing = [
      `DTSTART;TZID=${entry.timeZone}:${icsLocal(wall)}`,
      `DTEND;TZID=${entry.timeZone}:${icsLocal(wallClockInZone(end, entry.timeZone))}`,
    ];
  }
  return [
    'BEGIN:VEVENT',
    `UID:${entry.uid}`,
    `DTSTAMP:${icsUtc(entry.stamp)}`,
    ...(entry.lastModified ? [`LAST-MODIFIED:${icsUtc(entry.lastModified)}`] : []),
    ...timing,
    `SUMMARY:${icsText(entry.title)}`,
    ...(entry.location ? [`LOCATION:${icsText(entry.location)}`] : []),
    `DESCRIPTION:${icsText(entry.description)}`,
    `URL:${entry.url}`,
    'STATUS:CONFIRMED',
    'END:VEVENT',
  ];
}

export interface CalendarHeader {
  siteName: string;
  timeZone: string;
  /** A subscribed calendar's name in the calendar app. */
  name?: string;
}

/**
 * An iCalendar file of events. Times are written in the site's zone (TZID) with a VTIMEZONE
 * giving its offset (at the first timed event: the site's zone, India's, keeps one offset all
 * year); a date without a time of day (midnight, site time) is an all-day event.
 */
export function calendarFeed(entries: readonly CalendarEntry[], header: CalendarHeader): string {
  const timed = entries.find((entry) => !isAllDay(entry));
  const zone = timed ? zoneAt(timed.start, header.timeZone) : undefined;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${icsText(header.siteName)}//Events//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...(header.name
      ? [
          `X-WR-CALNAME:${icsText(header.name)}`,
          `X-WR-TIMEZONE:${header.timeZone}`,
          // How often a subscribed calendar looks again (clients that honour it).
          'REFRESH-INTERVAL;VALUE=DURATION:PT6H',
          'X-PUBLISHED-TTL:PT6H',
        ]
      : []),
    ...(zone
      ? [
          'BEGIN:VTIMEZONE',
          `TZID:${header.timeZone}`,
          'BEGIN:STANDARD',
          'DTSTART:19700101T000000',
          `TZOFFSETFROM:${zone.offset}`,
          `TZOFFSETTO:${zone.offset}`,
          `TZNAME:${icsText(zone.name)}`,
          'END:STANDARD',
          'END:VTIMEZONE',
        ]
      : []),
    ...entries.flatMap(eventLines),
    'END:VCALENDAR',
  ];
  return lines.map(fold).join('\r\n') + '\r\n';
}

/** An iCalendar file for one event (a registration's confirmation). */
export const calendarFile = (entry: CalendarEntry): string =>
  calendarFeed([entry], { siteName: entry.siteName, timeZone: entry.timeZone });
