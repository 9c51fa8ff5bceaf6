import { useQuery } from '@tanstack/react-query';
import {
  aboutContentSchema,
  aboutSectionListSchema,
  type AboutContent,
  type AboutSection,
} from '../../../domain/about-schemas';
import { apiRequest } from '../../lib/api-client';

/** The About HTML (`GET /api/about`). */
export function useAboutContent() {
  return useQuery<AboutContent>({
    queryKey: ['about'],
    queryFn: ({ signal }) =>
      apiRequest('/about', { schema: aboutContentSchema, auth: 'none', signal }),
  });
}

/** The six member sections (`GET /api/about-sections`). */
export function useAboutSections() {
  return useQuery<AboutSection[]>({
    queryKey: ['about-sections'],
    queryFn: ({ signal }) =>
      apiRequest('/about-sections', { schema: aboutSectionListSchema, auth: 'none', signal }),
  });
}
