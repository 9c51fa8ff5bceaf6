import { formatEventWhen } from '@/domain/dates';
import { siteTimeZone } from './site-settings';

/**
 * When an event happens, as every page shows it: date and start time in the site's time zone
 * ('15 Jan 2027, 6:30 pm'), the date alone for an event at midnight, else `fallback`.
 */
export const eventWhen = (date: string | null | undefined, fallback = 'To be announced') =>
  formatEventWhen(date, siteTimeZone) ?? fallback;
