import type { ApiErrorBody } from '@/domain/api-error';
import { API_BASE } from './api-base';
import { generalError, translatedError } from './error-translation';
import { endAdminSession, endSession, getAdminToken, getUserToken } from './session';

export { API_BASE };

/**
 * A failed API call: `status` is the HTTP status, or 0 when the server could not be reached;
 * `code` the error's stable code when the server answered one. `message` is in the page's
 * language: the client's translation of the code, else the server's message.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  /** The refusal's stable code (`registration.full`), when the server gave one. */
  readonly code: string | undefined;
  /** The field of the payload the refusal is about, when it is about one. */
  readonly field: string | undefined;

  constructor(status: number, message: string, details: { code?: string; field?: string } = {}) {
    super(message);
    this.status = status;
    this.code = details.code;
    this.field = details.field;
  }
}

/**
 * Which stored token a call sends as `Authorization: Bearer ...`: the user token (default),
 * the admin token (admin pages only), or none.
 */
export type ApiAuth = 'user' | 'admin' | 'none';

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON, or as is when it is FormData (uploads). */
  body?: unknown;
  /** Added to the path as a query string; undefined values are left out. */
  query?: Record<string, string | number | boolean | undefined>;
  auth?: ApiAuth;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

export interface ApiJsonOptions<T> extends ApiRequestOptions {
  /** Validates the answer (a zod schema, say); without it the answer is trusted to be `T`. */
  schema?: { parse: (data: unknown) => T };
}

// Requests in flight, for the global loading overlay.
let inFlight = 0;
const inFlightListeners = new Set<() => void>();

function changeInFlight(delta: number): void {
  inFlight += delta;
  inFlightListeners.forEach((listener) => listener());
}

/** Subscribes to changes of the number of API requests in flight (useSyncExternalStore). */
export function subscribeToRequestsInFlight(listener: () => void): () => void {
  inFlightListeners.add(listener);
  return () => inFlightListeners.delete(listener);
}

/** The number of API requests in flight. */
export function getRequestsInFlight(): number {
  return inFlight;
}

/**
 * A 401 on a call that sent a stored token means the token is no longer good: end that session.
 * The member is then sent to log in again and brought back (see use-session-end-redirect.ts).
 */
function handleUnauthorized(sent: ApiAuth): void {
  if (sent === 'user') endSession('refused');
  if (sent === 'admin') endAdminSession();
}

function buildUrl(path: string, query: ApiRequestOptions['query']): string {
  const url = `${API_BASE}${path.startsWith('/') ? path : `/${path}`}`;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

/** The API answers every error as `{ code, message, field? }` (checked by hand: no zod here). */
function isApiErrorBody(body: unknown): body is ApiErrorBody {
  return (
    typeof body === 'object' &&
    body !== null &&
    typeof (body as Record<string, unknown>).message === 'string'
  );
}

async function errorFrom(response: Response): Promise<ApiError> {
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    // Not JSON (a proxy error page, say): the general message.
  }
  if (!isApiErrorBody(body) || !body.message) {
    return new ApiError(response.status, await generalError('somethingWrong'));
  }
  const code = typeof body.code === 'string' ? body.code : undefined;
  const field = typeof body.field === 'string' ? body.field : undefined;
  return new ApiError(response.status, await translatedError(code, body.message), {
    ...(code && { code }),
    ...(field && { field }),
  });
}

async function send(path: string, options: ApiRequestOptions): Promise<Response> {
  const { method = 'GET', body, query, auth = 'user', signal } = options;
  const headers = new Headers({ Accept: 'application/json', ...options.headers });
  const token = auth === 'user' ? getUserToken() : auth === 'admin' ? getAdminToken() : null;
  if (token) headers.set('Authorization', `Bearer ${token}`);

  let requestBody: BodyInit | undefined;
  if (body instanceof FormData) {
    requestBody = body;
  } else if (body !== undefined) {
    headers.set('Content-Type', 'application/json');
    requestBody = JSON.stringify(body);
  }

  let response: Response;
  try {
    response = await fetch(buildUrl(path, query), { method, headers, body: requestBody, signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, await generalError('networkError'));
  }

  if (response.ok) return response;
  if (response.status === 401 && token) handleUnauthorized(auth);
  throw await errorFrom(response);
}

/**
 * Calls the API and returns the response when it is ok (2xx). Throws `ApiError` otherwise,
 * with status 0 when the server could not be reached; an aborted call rethrows the abort.
 * For answers that are not JSON or whose headers matter (`X-Total-Count`); the loading overlay
 * counts the call until the response arrives.
 */
export async function apiFetch(path: string, options: ApiRequestOptions = {}): Promise<Response> {
  changeInFlight(1);
  try {
    return await send(path, options);
  } finally {
    changeInFlight(-1);
  }
}

/**
 * Calls the API and returns its JSON answer (undefined for an empty answer such as 204).
 * Throws like `apiFetch`, and an `ApiError` with a general message when the answer is not the
 * expected JSON.
 */
export async function apiRequest<T>(path: string, options: ApiJsonOptions<T> = {}): Promise<T> {
  changeInFlight(1);
  try {
    const response = await send(path, options);
    const text = await response.text();
    try {
      const data: unknown = text ? JSON.parse(text) : undefined;
      return options.schema ? options.schema.parse(data) : (data as T);
    } catch {
      throw new ApiError(response.status, await generalError('somethingWrong'));
    }
  } finally {
    changeInFlight(-1);
  }
}

/**
 * The URL of an image: absolute http(s), data: and blob: URLs are returned unchanged; API-relative
 * paths such as `/images/abc` are resolved against the API base.
 */
export function resolveImageUrl(path: string): string {
  if (/^(https?:|data:|blob:)/i.test(path) || path === '') return path;
  if (path.startsWith(`${API_BASE}/`)) return path;
  return `${API_BASE}${path.startsWith('/') ? path : `/${path}`}`;
}
