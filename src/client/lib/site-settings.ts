/**
 * Settings the page needs before its first render, read once from `<meta>` tags in index.html
 * that the server fills in. An unfilled placeholder (a static preview of the build) falls back
 * to the default.
 */
function readMeta(name: string, fallback: string): string {
  const content = document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content?.trim();
  return content && !content.includes('%') ? content : fallback;
}

export const siteName: string = readMeta('site-name', 'Hostel Community');

/** The site's time zone (SITE_TIMEZONE): "today" and every date shown use it. */
export const siteTimeZone: string = readMeta('site-timezone', 'Asia/Kolkata');
