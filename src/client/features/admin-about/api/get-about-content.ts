import { queryOptions, useQuery } from '@tanstack/react-query';
import { aboutContentSchema, type AboutContent } from '@/domain/about-schemas';
import { apiRequest } from '@/client/lib/api-client';
import { aboutEditorKeys } from './query-keys';

/** `GET /api/about?original=true`: the About page's HTML in English, Hindi and Marathi as written. */
export function getAboutContent(signal?: AbortSignal): Promise<AboutContent> {
  return apiRequest('/about?original=true', { auth: 'admin', schema: aboutContentSchema, signal });
}

export const aboutContentQuery = queryOptions({
  queryKey: aboutEditorKeys.content,
  queryFn: ({ signal }) => getAboutContent(signal),
  // The editor keeps its own text; a refetch on focus must not look like new content.
  refetchOnWindowFocus: false,
});

export function useAboutContent() {
  return useQuery(aboutContentQuery);
}
