import { useMutation, useQueryClient } from '@tanstack/react-query';
import { eventAnswerSchema } from '@/domain/admin-schemas';
import type { EventStatus } from '@/domain/constants';
import { apiRequest } from '@/client/lib/api-client';
import { invalidateAdminData } from '@/client/lib/admin/api/invalidate';

export interface UpdateEventStatusVariables {
  id: string;
  status: EventStatus;
}

/** `PUT /api/events/:id` with only the status, in lower case. */
export function updateEventStatus({ id, status }: UpdateEventStatusVariables) {
  return apiRequest(`/events/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: { status: status.toLowerCase() },
    auth: 'admin',
    schema: eventAnswerSchema,
  });
}

export function useUpdateEventStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEventStatus,
    onSuccess: () => invalidateAdminData(queryClient),
  });
}
