import { API_BASE } from '../lib/api-base';
import { generalError, translatedError } from '../lib/error-translation';
import { PAGE_STATE_ID } from '../app/server-rendering';

/** An answer of a public API call: its status (0: the server could not be reached) and body. */
export interface PublicAnswer {
  ok: boolean;
  status: number;
  body: Record<string, unknown>;
  /**
   * What to tell the visitor, in the page's language: the translation of the answer's `code`,
   * else its `message`, else the general message (as the app's API client does).
   */
  message: string;
}

/**
 * `POST /api/<path>` with a JSON body and no session, as the app's API client sends a public call
 * (without its code, which brings the session's and React's).
 */
export function postPublic(path: string, body: unknown): Promise<PublicAnswer> {
  return callPublic(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(body),
  });
}

/** `GET /api/<path>` with no session. */
export function getPublic(path: string): Promise<PublicAnswer> {
  return callPublic(path, { headers: { Accept: 'application/json' } });
}

async function callPublic(path: string, init: RequestInit): Promise<PublicAnswer> {
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, init);
  } catch {
    return { ok: false, status: 0, body: {}, message: await generalError('networkError') };
  }
  let answer: Record<string, unknown> = {};
  try {
    const parsed: unknown = await response.json();
    if (typeof parsed === 'object' && parsed !== null) answer = parsed as Record<string, unknown>;
  } catch {
    // Not JSON (a proxy's error page, say): the general message.
  }
  const message = typeof answer.message === 'string' && answer.message ? answer.message : '';
  return {
    ok: response.ok,
    status: response.status,
    body: answer,
    message: message
      ? await translatedError(answer.code, message)
      : await generalError('somethingWrong'),
  };
}

/**
 * The answer a server-rendered page was made with for the query `queryKey` (the page's state,
 * which the app would take over), or undefined when the page has none.
 */
export function pageAnswer(queryKey: readonly unknown[]): unknown {
  const text = document.getElementById(PAGE_STATE_ID)?.textContent;
  if (!text) return undefined;
  try {
    const state = JSON.parse(text) as {
      queries?: Array<{ queryKey?: unknown; state?: { data?: unknown } }>;
    };
    const wanted = JSON.stringify(queryKey);
    return state.queries?.find((query) => JSON.stringify(query.queryKey) === wanted)?.state?.data;
  } catch {
    return undefined;
  }
}

/**
 * Opens a page of the app with navigation state, as the app's `navigate(path, { state })` does
 * (the login page told the sign-up is done, or the page to return to): the state is put in the
 * history entry and the page loaded, and a page loaded with state starts the app, which reads it.
 */
export function openWithAppState(path: string, state: unknown): void {
  const current: unknown = window.history.state;
  const index =
    typeof current === 'object' &&
    current !== null &&
    'idx' in current &&
    typeof current.idx === 'number'
      ? current.idx
      : 0;
  const key = Math.random().toString(36).slice(2, 10);
  window.history.pushState({ usr: state, key, idx: index + 1 }, '', path);
  window.location.reload();
}
