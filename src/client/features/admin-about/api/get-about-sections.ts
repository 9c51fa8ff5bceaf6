import { queryOptions, useQuery } from '@tanstack/react-query';
import { aboutSectionListSchema, type AboutSection } from '@/domain/about-schemas';
import { apiRequest } from '@/client/lib/api-client';
import { aboutEditorKeys } from './query-keys';

/** `GET /api/about-sections`: the six member sections, in page order. */
export function getAboutSections(signal?: AbortSignal): Promise<AboutSection[]> {
  return apiRequest('/about-sections', { auth: 'admin', schema: aboutSectionListSchema, signal });
}

export const aboutSectionsQuery = queryOptions({
  queryKey: aboutEditorKeys.sections,
  queryFn: ({ signal }) => getAboutSections(signal),
});

export function useAboutSections() {
  return useQuery(aboutSectionsQuery);
}
