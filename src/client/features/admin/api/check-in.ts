import { useMutation, useQueryClient } from '@tanstack/react-query';
import { checkInAnswerSchema, type CheckInInput } from '@/domain/lifecycle';
import { apiRequest } from '@/client/lib/api-client';
import { adminKeys } from './query-keys';

/** `POST /api/admins/check-ins`: lets in a ticket's people; 409 when they are in already. */
export function checkIn(input: CheckInInput) {
  return apiRequest('/admins/check-ins', {
    method: 'POST',
    body: input,
    auth: 'admin',
    schema: checkInAnswerSchema,
  });
}

export function useCheckIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: checkIn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.checkIns }),
  });
}
