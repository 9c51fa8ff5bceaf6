import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AboutContent } from '@/domain/about-schemas';
import type { Language } from '@/domain/i18n/languages';
import { apiRequest } from '@/client/lib/api-client';
import { sharedKeys } from '@/client/lib/api/query-keys';

/**
 * How long the About page's data counts as fresh: a page the server rendered with it, or a return
 * visit within the minute, shows it without asking again. Saving in the dashboard refreshes it.
 */
export const ABOUT_FRESH_MS = 60_000;

export const ABOUT_CONTENT_PATH = '/about';

/**
 * `GET /api/about`: the About page's HTML, in the language of the `lang` cookie where the
 * committee wrote it. Its schema (and zod) loads with the request.
 */
export async function getAboutContent(signal: AbortSignal): Promise<AboutContent> {
  const { aboutContentSchema } = await import('@/domain/about-schemas');
  return apiRequest(ABOUT_CONTENT_PATH, { schema: aboutContentSchema, auth: 'none', signal });
}

/** Kept per language, so a change of language in the app reads that language's text. */
export const aboutContentQuery = (language: Language) =>
  queryOptions<AboutContent>({
    queryKey: [...sharedKeys.aboutContent, language],
    queryFn: ({ signal }) => getAboutContent(signal),
    staleTime: ABOUT_FRESH_MS,
  });

export function useAboutContent(language: Language) {
  return useQuery(aboutContentQuery(language));
}
