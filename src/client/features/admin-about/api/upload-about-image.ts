import { useMutation } from '@tanstack/react-query';
import { uploadAnswerSchema } from '@/domain/about-schemas';
import { apiRequest } from '@/client/lib/api-client';
import { uploadMutationKey } from './query-keys';

/**
 * `POST /api/about-sections/upload`: one picture (a member's, or one for the About text) as
 * multipart form data (field `image`). Answers the stored image's API-relative URL
 * (`/images/<id>`).
 */
export async function uploadAboutImage(file: File): Promise<string> {
  const form = new FormData();
  form.append('image', file, file.name);
  const answer = await apiRequest('/about-sections/upload', {
    method: 'POST',
    body: form,
    auth: 'admin',
    schema: uploadAnswerSchema,
  });
  return answer.imageUrl;
}

export function useUploadAboutImage() {
  return useMutation({ mutationKey: uploadMutationKey, mutationFn: uploadAboutImage });
}
