import { apiFetch } from '../api-client';

/**
 * Fetches a file with the member's (or admin's) token and saves it under `fileName`: a plain
 * link could not send the token.
 */
export async function downloadWithToken(
  apiPath: string,
  fileName: string,
  accept: string,
  auth: 'user' | 'admin' = 'user',
) {
  const response = await apiFetch(apiPath.replace(/^\/api/, ''), {
    auth,
    headers: { Accept: accept },
  });
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers start the download only after this tick.
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
