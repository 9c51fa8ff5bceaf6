import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageAnswerSchema } from '@/domain/account-schemas';
import { apiRequest } from '@/client/lib/api-client';
import { myDataQuery } from './get-my-data';

/** `POST /api/users/me/erasure-request`: the member asks the committee to erase them. */
export function requestErasure() {
  return apiRequest('/users/me/erasure-request', { method: 'POST', schema: messageAnswerSchema });
}

export function useRequestErasure() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestErasure,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myDataQuery.queryKey }),
  });
}
