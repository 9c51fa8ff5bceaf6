import { useMutation, useQueryClient } from '@tanstack/react-query';
import { eventAnswerSchema, type EventInput } from '@/domain/admin-schemas';
import { apiRequest } from '@/client/lib/api-client';
import { invalidateAdminData } from '@/client/lib/admin/api/invalidate';

export interface UpdateEventVariables {
  id: string;
  input: EventInput;
}

/** `PUT /api/events/:id` with the whole edited event. */
export function updateEvent({ id, input }: UpdateEventVariables) {
  return apiRequest(`/events/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: input,
    auth: 'admin',
    schema: eventAnswerSchema,
  });
}

export function useUpdateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEvent,
    onSuccess: () => invalidateAdminData(queryClient),
  });
}
