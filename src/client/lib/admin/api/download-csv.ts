import { apiFetch } from '../../api-client';

/** The file name of a `Content-Disposition` header (RFC 6266 `filename*` first), if any. */
export function fileNameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header)?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended.trim());
    } catch {
      // Badly encoded: try the plain name.
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/.exec(header);
  const name = (plain?.[2] ?? plain?.[1])?.trim();
  return name ? name : null;
}

/**
 * Downloads a CSV export streamed by the server (`/api/admins/exports/...`): fetched with the
 * admin token, then saved through a temporary link under the server's file name.
 */
export const downloadCsv = (
  path: string,
  query: Record<string, string | undefined>,
  fallbackName: string,
): Promise<string> => downloadFile(path, query, fallbackName, 'text/csv');

/** Downloads a file the server answers to an admin, saved under the server's file name. */
export async function downloadFile(
  path: string,
  query: Record<string, string | undefined>,
  fallbackName: string,
  accept: string,
): Promise<string> {
  const response = await apiFetch(path, { query, auth: 'admin', headers: { Accept: accept } });
  const blob = await response.blob();
  const name = fileNameFromDisposition(response.headers.get('Content-Disposition')) ?? fallbackName;
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the blob goes.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return name;
}
