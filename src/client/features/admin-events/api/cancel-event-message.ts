import { useMutation, useQueryClient } from '@tanstack/react-query';
import { eventMessageListSchema } from '@/domain/lifecycle';
import { apiRequest } from '@/client/lib/api-client';
import { adminKeys } from '@/client/lib/admin/api/query-keys';

/** `POST /api/admins/events/:id/messages/:messageId/cancel`: a scheduled message called off. */
export function cancelEventMessage({ eventId, messageId }: { eventId: string; messageId: string }) {
  return apiRequest(
    `/admins/events/${encodeURIComponent(eventId)}/messages/${encodeURIComponent(messageId)}/cancel`,
    { method: 'POST', auth: 'admin', schema: eventMessageListSchema },
  );
}

export function useCancelEventMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelEventMessage,
    onSuccess: (list, { eventId }) =>
      queryClient.setQueryData(adminKeys.eventMessages(eventId), list),
  });
}
