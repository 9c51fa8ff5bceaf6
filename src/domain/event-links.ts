/**
 * Links out of an event's page: "Add to Google Calendar" (Google Calendar on Android does not
 * open .ics files, so the hub also links to Google's event template with the event filled in),
 * and a search for its place on a map.
 */

/** A timed event lasts this long in a calendar: events have a start and no end. */
export const CALENDAR_EVENT_HOURS = 2;

import { dayInZone, formatDate, formatEventWhen } from './dates';

const pad = (value: number) => String(value).padStart(2, '0');

/** 20270115T130000Z */
const utcStamp = (instant: Date) =>
  `${instant.getUTCFullYear()}${pad(instant.getUTCMonth() + 1)}${pad(instant.getUTCDate())}T${pad(instant.getUTCHours())}${pad(instant.getUTCMinutes())}${pad(instant.getUTCSeconds())}Z`;

export interface CalendarLinkEvent {
  name: string;
  /** ISO instant of the start. */
  date: string;
  location: string;
  details: string;
  /** The site's time zone: an event at midnight there is a whole day. */
  timeZone: string;
}

/** https://calendar.google.com/calendar/render?action=TEMPLATE&text=…&dates=start/end&… */
export function googleCalendarUrl(event: CalendarLinkEvent): string {
  const start = new Date(event.date);
  const day = dayInZone(start, event.timeZone);
  const allDay = formatEventWhen(start, event.timeZone) === formatDate(start, event.timeZone);
  const dates = allDay
    ? `${day.replaceAll('-', '')}/${dayInZone(new Date(start.getTime() + 36 * 3_600_000), event.timeZone).replaceAll('-', '')}`
    : `${utcStamp(start)}/${utcStamp(new Date(start.getTime() + CALENDAR_EVENT_HOURS * 3_600_000))}`;
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.name,
    dates,
    details: event.details,
    ctz: event.timeZone,
  });
  if (event.location) params.set('location', event.location);
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}

/** A map search for a place's name (opens the maps app on a phone). */
export const mapSearchUrl = (place: string) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(place)}`;

/** An event's public page, to share. */
export const eventPagePath = (eventId: string) => `/events/${encodeURIComponent(eventId)}`;

/** The events' calendar feed, to subscribe to (the server keeps it up to date). */
export const CALENDAR_FEED_PATH = '/api/events/calendar.ics';

/**
 * Links to subscribe to the feed from a site at `origin` (https://hostel.example.org): webcal
 * opens the calendar app (Apple Calendar, Outlook, Thunderbird); Google Calendar adds it by URL.
 */
export function calendarFeedLinks(origin: string) {
  const feed = `${origin}${CALENDAR_FEED_PATH}`;
  const webcal = feed.replace(/^https?:/, 'webcal:');
  return {
    feed,
    webcal,
    google: `https://calendar.google.com/calendar/render?cid=${encodeURIComponent(webcal)}`,
  };
}
