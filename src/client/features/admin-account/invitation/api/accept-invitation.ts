import { useMutation } from '@tanstack/react-query';
import { messageAnswerSchema } from '@/domain/account-schemas';
import { apiRequest } from '@/client/lib/api-client';

/** `POST /api/admins/invitations/:token`: the invited admin sets a password; the link is then used. */
export function acceptInvitation({ token, password }: { token: string; password: string }) {
  return apiRequest(`/admins/invitations/${encodeURIComponent(token)}`, {
    method: 'POST',
    body: { password },
    auth: 'none',
    schema: messageAnswerSchema,
  });
}

export function useAcceptInvitation() {
  return useMutation({ mutationFn: acceptInvitation });
}
