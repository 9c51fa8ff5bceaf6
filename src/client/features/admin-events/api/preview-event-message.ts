import { useMutation } from '@tanstack/react-query';
import { eventMessagePreviewSchema } from '@/domain/lifecycle';
import { apiRequest } from '@/client/lib/api-client';
import type { SendEventMessageVariables } from './send-event-message';

/** `POST /api/admins/events/:id/messages/preview`: the mail as read, and who gets it; sends nothing. */
export function previewEventMessage({ eventId, message }: SendEventMessageVariables) {
  return apiRequest(`/admins/events/${encodeURIComponent(eventId)}/messages/preview`, {
    method: 'POST',
    body: message,
    auth: 'admin',
    schema: eventMessagePreviewSchema,
  });
}

export function usePreviewEventMessage() {
  return useMutation({ mutationFn: previewEventMessage });
}
