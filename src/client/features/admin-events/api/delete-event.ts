import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/client/lib/api-client';
import { invalidateAdminData } from '@/client/lib/admin/api/invalidate';

/** `DELETE /api/events/:id`; refused (409) while the event has registrations. */
export function deleteEvent(id: string) {
  return apiRequest<unknown>(`/events/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    auth: 'admin',
  });
}

export function useDeleteEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEvent,
    onSuccess: () => invalidateAdminData(queryClient),
  });
}
