import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cancellationAnswerSchema } from '@/domain/registration-schemas';
import { apiRequest } from '@/client/lib/api-client';
import { sharedKeys } from '@/client/lib/api/query-keys';

/** `POST /api/registrations/:id/cancel`: gives the member's place up (refunded as the event says). */
export function cancelRegistration(registrationId: string) {
  return apiRequest(`/registrations/${encodeURIComponent(registrationId)}/cancel`, {
    method: 'POST',
    schema: cancellationAnswerSchema,
  });
}

export function useCancelRegistration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelRegistration,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: sharedKeys.registrations });
      void queryClient.invalidateQueries({ queryKey: sharedKeys.events });
    },
  });
}
