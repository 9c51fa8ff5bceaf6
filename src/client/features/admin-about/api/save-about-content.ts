import { useMutation, useQueryClient } from '@tanstack/react-query';
import { aboutContentSchema, type AboutContent } from '@/domain/about-schemas';
import type { Language } from '@/domain/i18n/languages';
import { apiRequest } from '@/client/lib/api-client';
import { sharedKeys } from '@/client/lib/api/query-keys';
import { aboutEditorKeys } from './query-keys';

/**
 * `PUT /api/about` with one language's HTML (images sent empty); answers the three texts, the
 * saved one as sanitized.
 */
export function saveAboutContent({
  content,
  language,
}: {
  content: string;
  language: Language;
}): Promise<AboutContent> {
  return apiRequest('/about', {
    method: 'PUT',
    body: { content, images: [], language },
    auth: 'admin',
    schema: aboutContentSchema,
  });
}

export function useSaveAboutContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAboutContent,
    onSuccess: async (saved) => {
      queryClient.setQueryData(aboutEditorKeys.content, saved);
      await queryClient.invalidateQueries({ queryKey: sharedKeys.aboutContent });
    },
  });
}
