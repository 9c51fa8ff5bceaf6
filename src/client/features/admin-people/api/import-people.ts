import { useMutation, useQueryClient } from '@tanstack/react-query';
import { peopleImportReportSchema, type PeopleImportInput } from '@/domain/people-import';
import { apiRequest } from '@/client/lib/api-client';
import { invalidateAdminData } from '@/client/lib/admin/api/invalidate';

/** `POST /api/admins/people/import/preview`: each row's outcome and problems; saves nothing. */
export function previewPeopleImport(input: PeopleImportInput) {
  return apiRequest('/admins/people/import/preview', {
    method: 'POST',
    body: input,
    auth: 'admin',
    schema: peopleImportReportSchema,
  });
}

/** `POST /api/admins/people/import`: registers or invites the rows that are new. */
export function importPeople(input: PeopleImportInput) {
  return apiRequest('/admins/people/import', {
    method: 'POST',
    body: input,
    auth: 'admin',
    schema: peopleImportReportSchema,
  });
}

export function usePreviewPeopleImport() {
  return useMutation({ mutationFn: previewPeopleImport });
}

export function useImportPeople() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importPeople,
    onSuccess: () => invalidateAdminData(queryClient),
  });
}
