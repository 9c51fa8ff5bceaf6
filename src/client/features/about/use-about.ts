import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AboutContent, AboutSection } from '../../../domain/about-schemas';
import { apiRequest } from '../../lib/api-client';

// The schemas (and zod) load with the first request: a server-rendered About page arrives with
// its answers, and its code stays light.
const schemas = () => import('../../../domain/about-schemas');

/**
 * How long the About content counts as fresh: a page the server rendered with it, or a return
 * visit within the minute, shows it without asking again. Saving in the dashboard refreshes it.
 */
const ABOUT_FRESH_MS = 60_000;

export const ABOUT_CONTENT_PATH = '/about';
export const ABOUT_SECTIONS_PATH = '/about-sections';

/** The About HTML (`GET /api/about`). */
export const aboutContentQuery = queryOptions<AboutContent>({
  queryKey: ['about'],
  queryFn: async ({ signal }) =>
    apiRequest(ABOUT_CONTENT_PATH, {
      schema: (await schemas()).aboutContentSchema,
      auth: 'none',
      signal,
    }),
  staleTime: ABOUT_FRESH_MS,
});

/** The six member sections (`GET /api/about-sections`). */
export const aboutSectionsQuery = queryOptions<AboutSection[]>({
  queryKey: ['about-sections'],
  queryFn: async ({ signal }) =>
    apiRequest(ABOUT_SECTIONS_PATH, {
      schema: (await schemas()).aboutSectionListSchema,
      auth: 'none',
      signal,
    }),
  staleTime: ABOUT_FRESH_MS,
});

export function useAboutContent() {
  return useQuery(aboutContentQuery);
}

export function useAboutSections() {
  return useQuery(aboutSectionsQuery);
}
