import { queryOptions, useQuery } from '@tanstack/react-query';
import { ticketSchema, type Ticket } from '@/domain/lifecycle';
import { apiRequest } from '@/client/lib/api-client';

/** `GET /api/registrations/:id/ticket`: the code and QR code of a confirmed registration. */
export function getTicket(registrationId: string, signal?: AbortSignal): Promise<Ticket> {
  return apiRequest(`/registrations/${encodeURIComponent(registrationId)}/ticket`, {
    schema: ticketSchema,
    signal,
  });
}

export const ticketQuery = (registrationId: string) =>
  queryOptions({
    queryKey: ['ticket', registrationId],
    queryFn: ({ signal }) => getTicket(registrationId, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** The ticket, fetched only while `enabled` (a confirmed registration's details are open). */
export function useTicket(registrationId: string, enabled: boolean) {
  return useQuery({ ...ticketQuery(registrationId), enabled });
}
