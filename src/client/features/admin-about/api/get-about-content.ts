import { queryOptions, useQuery } from '@tanstack/react-query';
import { aboutContentSchema, type AboutContent } from '@/domain/about-schemas';
import { apiRequest } from '@/client/lib/api-client';
import { aboutEditorKeys } from './query-keys';

/** `GET /api/about`: the About page's HTML. */
export function getAboutContent(signal?: AbortSignal): Promise<AboutContent> {
  return apiRequest('/about', { auth: 'admin', schema: aboutContentSchema, signal });
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
