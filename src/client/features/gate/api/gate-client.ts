import { API_BASE } from '@/client/lib/api-base';
import { getAdminToken } from '@/client/lib/session';

/** Who the gate page calls the API as: a volunteer's pass, or a committee member for an event. */
export type GateCredential = { kind: 'pass'; secret: string } | { kind: 'admin'; eventId: string };

/** The server's refusal (status and message), or status 0 when it could not be reached. */
export class GateError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * A call to the gate's API. Not through the app's API client: the gate calls every minute in the
 * background, and must neither show the loading bar nor sign a committee member out.
 */
export async function gateFetch<T>(
  credential: GateCredential,
  path: string,
  init: { method?: 'GET' | 'POST'; body?: unknown; signal?: AbortSignal } = {},
): Promise<T> {
  const headers = new Headers({ Accept: 'application/json' });
  if (credential.kind === 'pass') headers.set('Authorization', `GatePass ${credential.secret}`);
  else headers.set('Authorization', `Bearer ${getAdminToken() ?? ''}`);
  if (init.body !== undefined) headers.set('Content-Type', 'application/json');
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      method: init.method ?? 'GET',
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: init.signal,
      cache: 'no-store',
    });
  } catch {
    throw new GateError(0, 'No connection.');
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const message =
      body && typeof body === 'object' && 'message' in body ? String(body.message) : '';
    throw new GateError(response.status, message || `The server answered ${response.status}.`);
  }
  return body as T;
}
