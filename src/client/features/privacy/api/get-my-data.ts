import { queryOptions, useQuery } from '@tanstack/react-query';
import { personDataSchema, type PersonData } from '@/domain/person-data';
import { apiRequest } from '@/client/lib/api-client';
import { downloadWithToken } from '@/client/lib/api/download-file';

/** `GET /api/users/me/export`: everything the site holds about the signed-in member. */
export function getMyData(signal?: AbortSignal): Promise<PersonData> {
  return apiRequest('/users/me/export', { schema: personDataSchema, signal });
}

export const myDataQuery = queryOptions({
  queryKey: ['privacy', 'my-data'],
  queryFn: ({ signal }) => getMyData(signal),
});

export const useMyData = () => useQuery(myDataQuery);

/** Saves the same export as a JSON file. */
export const downloadMyData = () =>
  downloadWithToken('/users/me/export', 'personal-data.json', 'application/json');
