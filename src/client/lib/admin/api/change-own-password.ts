import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { changeOwnPasswordInputSchema } from '@/domain/admin-schemas';
import { passwordChangedAnswerSchema } from '@/domain/committee-schemas';
import { apiRequest } from '../../api-client';
import { getAdminToken, startAdminSession } from '../../session';
import { adminKeys } from './query-keys';

export type ChangeOwnPasswordInput = z.input<typeof changeOwnPasswordInputSchema>;

/**
 * `POST /api/admins/me/password`: the signed-in admin's new password, the current one asked
 * again. Every other session ends; this one goes on with the new token the answer brings.
 */
export function changeOwnPassword(input: ChangeOwnPasswordInput) {
  return apiRequest('/admins/me/password', {
    method: 'POST',
    body: input,
    auth: 'admin',
    schema: passwordChangedAnswerSchema,
  });
}

export function useChangeOwnPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeOwnPassword,
    onSuccess: ({ token }) => {
      // The dashboard stays as it is: the new token is the same admin, already verified.
      const previous = getAdminToken();
      if (previous) {
        queryClient.setQueryData(
          adminKeys.verify(token),
          queryClient.getQueryData(adminKeys.verify(previous)),
        );
      }
      startAdminSession(token);
    },
  });
}
