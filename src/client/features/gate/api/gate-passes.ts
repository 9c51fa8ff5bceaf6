import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  gatePassCreatedSchema,
  gatePassListSchema,
  gatePassSchema,
  type GatePassInput,
} from '@/domain/gate';
import { apiRequest } from '@/client/lib/api-client';

const passesKey = (eventId: string) => ['admin', 'gate-passes', eventId] as const;

/** `GET /api/admins/events/:id/gate-passes`: the event's passes with their scan counts. */
export function useGatePasses(eventId: string) {
  return useQuery({
    queryKey: passesKey(eventId),
    queryFn: ({ signal }) =>
      apiRequest(`/admins/events/${eventId}/gate-passes`, {
        auth: 'admin',
        schema: gatePassListSchema,
        signal,
      }),
  });
}

/** `POST /api/admins/events/:id/gate-passes`: a new pass; its link is shown once. */
export function useCreateGatePass(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: GatePassInput) =>
      apiRequest(`/admins/events/${eventId}/gate-passes`, {
        method: 'POST',
        body: input,
        auth: 'admin',
        schema: gatePassCreatedSchema,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: passesKey(eventId) }),
  });
}

/** `DELETE /api/admins/gate-passes/:id`: revokes a pass at once. */
export function useRevokeGatePass(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(`/admins/gate-passes/${id}`, {
        method: 'DELETE',
        auth: 'admin',
        schema: gatePassSchema,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: passesKey(eventId) }),
  });
}
