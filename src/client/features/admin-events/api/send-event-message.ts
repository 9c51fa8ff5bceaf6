import { useMutation, useQueryClient } from '@tanstack/react-query';
import { eventMessageAcceptedSchema, type EventMessageInput } from '@/domain/lifecycle';
import { apiRequest } from '@/client/lib/api-client';
import { adminKeys } from '@/client/lib/admin/api/query-keys';

export interface SendEventMessageVariables {
  eventId: string;
  message: EventMessageInput;
}

/** `POST /api/admins/events/:id/messages`: queued, one mail per recipient (202). */
export function sendEventMessage({ eventId, message }: SendEventMessageVariables) {
  return apiRequest(`/admins/events/${encodeURIComponent(eventId)}/messages`, {
    method: 'POST',
    body: message,
    auth: 'admin',
    schema: eventMessageAcceptedSchema,
  });
}

export function useSendEventMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendEventMessage,
    onSuccess: (_answer, { eventId }) =>
      queryClient.invalidateQueries({ queryKey: adminKeys.eventMessages(eventId) }),
  });
}
