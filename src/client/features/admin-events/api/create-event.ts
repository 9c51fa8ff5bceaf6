import { useMutation, useQueryClient } from '@tanstack/react-query';
import { eventAnswerSchema, type EventInput } from '@/domain/admin-schemas';
import { apiRequest } from '@/client/lib/api-client';
import { invalidateAdminData } from '@/client/lib/admin/api/invalidate';

/** `POST /api/events`: answers `{ event }`. */
export function createEvent(input: EventInput) {
  return apiRequest('/events', {
    method: 'POST',
    body: input,
    auth: 'admin',
    schema: eventAnswerSchema,
  });
}

export function useCreateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEvent,
    onSuccess: () => invalidateAdminData(queryClient),
  });
}
