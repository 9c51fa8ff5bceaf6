/**
 * Settings the page needs before its first render, read once from `<meta>` tags in index.html
 * that the server fills in. An unfilled placeholder (a static preview of the build) falls back
 * to the default. Server rendering has no document: it sets them with `configureSiteSettings`.
 */
function readMeta(name: string, fallback: string): string {
  if (typeof document === 'undefined') return fallback;
  const content = document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content?.trim();
  return content && !content.includes('%') ? content : fallback;
}

export let siteName: string = readMeta('site-name', 'Hostel Community');

/** The site's time zone (SITE_TIMEZONE): "today" and every date shown use it. */
export let siteTimeZone: string = readMeta('site-timezone', 'Asia/Kolkata');

/** For server rendering, which has no `<meta>` tags to read: the server's configuration. */
export function configureSiteSettings(settings: {
  siteName: string;
  timeZone: string;
  siteUrl?: string;
}): void {
  siteName = settings.siteName;
  siteTimeZone = settings.timeZone;
  if (settings.siteUrl) configuredOrigin = new URL(settings.siteUrl).origin;
}

let configuredOrigin = 'http://localhost';

/**
 * The site's address for links that leave it (calendars): the page's own in the browser, the
 * configured one (SITE_URL) when the server renders a member's page (decision record 21).
 */
export function siteOrigin(): string {
  return typeof window === 'undefined' ? configuredOrigin : window.location.origin;
}
