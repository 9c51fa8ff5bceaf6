import { useQuery } from '@tanstack/react-query';
import { siteConfigSchema, type SiteConfig } from '../../../domain/site-config';
import { apiRequest } from '../../lib/api-client';

/** The public settings of `GET /api/config`, fetched once per visit. */
export function useSiteConfig() {
  return useQuery<SiteConfig>({
    queryKey: ['site-config'],
    queryFn: ({ signal }) =>
      apiRequest('/config', { schema: siteConfigSchema, auth: 'none', signal }),
    staleTime: Infinity,
  });
}
