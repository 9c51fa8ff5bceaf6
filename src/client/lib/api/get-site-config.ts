import { queryOptions, useQuery } from '@tanstack/react-query';
import { siteConfigSchema, type SiteConfig } from '@/domain/site-config';
import { apiRequest } from '../api-client';
import { sharedKeys } from './query-keys';

/** `GET /api/config`: the site's public settings (contacts, the demo account). */
export function getSiteConfig(signal?: AbortSignal): Promise<SiteConfig> {
  return apiRequest('/config', { schema: siteConfigSchema, auth: 'none', signal });
}

/** Fetched once per visit. */
export const siteConfigQuery = queryOptions({
  queryKey: sharedKeys.siteConfig,
  queryFn: ({ signal }) => getSiteConfig(signal),
  staleTime: Infinity,
});

export function useSiteConfig() {
  return useQuery(siteConfigQuery);
}
