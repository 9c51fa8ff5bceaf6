import { useQuery } from '@tanstack/react-query';
import { invitationSchema } from '@/domain/committee-schemas';
import { apiRequest } from '@/client/lib/api-client';

/** `GET /api/admins/invitations/:token`: who an invitation link is for, while it works. */
export function getInvitation(token: string, signal?: AbortSignal) {
  return apiRequest(`/admins/invitations/${encodeURIComponent(token)}`, {
    auth: 'none',
    schema: invitationSchema,
    signal,
  });
}

export function useInvitation(token: string) {
  return useQuery({
    queryKey: ['invitation', token] as const,
    queryFn: ({ signal }) => getInvitation(token, signal),
    retry: false,
  });
}
