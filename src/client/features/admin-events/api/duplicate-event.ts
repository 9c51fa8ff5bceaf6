import { useMutation, useQueryClient } from '@tanstack/react-query';
import { eventAnswerSchema } from '@/domain/admin-schemas';
import { apiRequest } from '@/client/lib/api-client';
import { invalidateAdminData } from '@/client/lib/admin/api/invalidate';

/** `POST /api/events/:id/duplicate`: answers `{ event }`, the copy (no dates, upcoming). */
export function duplicateEvent(id: string) {
  return apiRequest(`/events/${encodeURIComponent(id)}/duplicate`, {
    method: 'POST',
    auth: 'admin',
    schema: eventAnswerSchema,
  });
}

export function useDuplicateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: duplicateEvent,
    onSuccess: () => invalidateAdminData(queryClient),
  });
}
