import { queryOptions, useQuery } from '@tanstack/react-query';
import { siteConfigSchema, type SiteConfig } from '@/domain/site-config';
import { apiRequest } from '../api-client';
import { sharedKeys } from './query-keys';

export const SITE_CONFIG_PATH = '/config';

/** `GET /api/config`: the site's public settings (contacts, the demo account). */
export function getSiteConfig(signal?: AbortSignal): Promise<SiteConfig> {
  return apiRequest(SITE_CONFIG_PATH, { schema: siteConfigSchema, auth: 'none', signal });
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
