import { useEffect } from 'react';
import { siteName } from './site-settings';

/** Sets `document.title` to '{title} · {site name}', or just the site name without a title. */
export function usePageTitle(title?: string): void {
  useEffect(() => {
    document.title = title ? `${title} · ${siteName}` : siteName;
  }, [title]);
}
