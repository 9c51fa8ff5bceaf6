const FALLBACK_SITE_NAME = 'Hostel Community';

/**
 * The configured site name, read once from `<meta name="site-name">` in index.html, which the
 * server fills in. An unfilled placeholder (a static preview of the build) falls back to the
 * default name.
 */
function readSiteName(): string {
  const content = document.querySelector<HTMLMetaElement>('meta[name="site-name"]')?.content;
  const name = content?.trim();
  return name && !name.includes('%') ? name : FALLBACK_SITE_NAME;
}

export const siteName: string = readSiteName();
