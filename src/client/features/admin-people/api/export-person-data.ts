import { downloadFile } from '@/client/lib/admin/api/download-csv';

/** `GET /api/admins/people/:email/export`: everything held about a person, saved as JSON. */
export function exportPersonData(email: string): Promise<string> {
  return downloadFile(
    `/admins/people/${encodeURIComponent(email)}/export`,
    {},
    'personal-data.json',
    'application/json',
  );
}
