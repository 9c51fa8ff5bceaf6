import { useMutation, useQueryClient } from '@tanstack/react-query';
import { aboutContentSchema, type AboutContent } from '@/domain/about-schemas';
import { apiRequest } from '@/client/lib/api-client';
import { sharedKeys } from '@/client/lib/api/query-keys';
import { aboutEditorKeys } from './query-keys';

/** `PUT /api/about` with the HTML (images sent empty); answers the content as sanitized. */
export function saveAboutContent(content: string): Promise<AboutContent> {
  return apiRequest('/about', {
    method: 'PUT',
    body: { content, images: [] },
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
