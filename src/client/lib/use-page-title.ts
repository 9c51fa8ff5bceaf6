import { createContext, useContext, useEffect } from 'react';
import { siteName } from './site-settings';

/** Server rendering is told the page's title here, for the `<title>` of the HTML it sends. */
export const ServerPageTitle = createContext<((title: string) => void) | null>(null);

/** Sets `document.title` to '{title} · {site name}', or just the site name without a title. */
export function usePageTitle(title?: string): void {
  const fullTitle = title ? `${title} · ${siteName}` : siteName;
  useContext(ServerPageTitle)?.(fullTitle);
  useEffect(() => {
    document.title = fullTitle;
  }, [fullTitle]);
}
