import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AboutSection } from '@/domain/about-schemas';
import { apiRequest } from '@/client/lib/api-client';
import { sharedKeys } from '@/client/lib/api/query-keys';
import { ABOUT_FRESH_MS } from './get-about-content';

export const ABOUT_SECTIONS_PATH = '/about-sections';

/** `GET /api/about-sections`: the six member sections. Their schema loads with the request. */
export async function getAboutSections(signal: AbortSignal): Promise<AboutSection[]> {
  const { aboutSectionListSchema } = await import('@/domain/about-schemas');
  return apiRequest(ABOUT_SECTIONS_PATH, { schema: aboutSectionListSchema, auth: 'none', signal });
}

export const aboutSectionsQuery = queryOptions<AboutSection[]>({
  queryKey: sharedKeys.aboutSections,
  queryFn: ({ signal }) => getAboutSections(signal),
  staleTime: ABOUT_FRESH_MS,
});

export function useAboutSections() {
  return useQuery(aboutSectionsQuery);
}
