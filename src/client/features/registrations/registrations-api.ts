import { queryOptions } from '@tanstack/react-query';
import { eventSchema, type Event } from '../../../domain/event-schemas';
import {
  registrationAnswerSchema,
  registrationListSchema,
  type Registration,
  type RegistrationInput,
} from '../../../domain/registration-schemas';
import { apiRequest } from '../../lib/api-client';

/** One event (`GET /api/events/:id`), for the registration form. */
export const eventQuery = (eventId: string) =>
  queryOptions<Event>({
    queryKey: ['events', 'one', eventId],
    queryFn: ({ signal }) =>
      apiRequest(`/events/${encodeURIComponent(eventId)}`, {
        schema: eventSchema,
        auth: 'none',
        signal,
      }),
  });

/** Registers the logged-in member (`POST /api/users/register`); throws `ApiError` on refusal. */
export function register(input: RegistrationInput) {
  return apiRequest('/users/register', {
    method: 'POST',
    body: input,
    schema: registrationAnswerSchema,
  });
}

/**
 * The member's own registrations (`GET /api/users/registrations?email=`). A failure counts as
 * an empty list (SPEC.md section 8): the page then shows its empty state.
 */
export const myRegistrationsQuery = (email: string) =>
  queryOptions<Registration[]>({
    queryKey: ['registrations', 'mine', email],
    queryFn: async ({ signal }) => {
      try {
        return await apiRequest('/users/registrations', {
          query: { email },
          schema: registrationListSchema,
          signal,
        });
      } catch (error) {
        if (signal.aborted) throw error;
        return [];
      }
    },
  });
