/** A JSON call to a server process's API over real HTTP (tests that run the server as a process). */

export interface ApiAnswer {
  status: number;
  /** The JSON answer; a JSON array comes as `{ items }`. */
  body: Record<string, unknown>;
  headers: Headers;
}

export interface ApiCall {
  body?: unknown;
  token?: string;
}

export async function callApi(
  baseUrl: string,
  method: string,
  path: string,
  { body, token }: ApiCall = {},
): Promise<ApiAnswer> {
  const response = await fetch(`${baseUrl}/api${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  let parsed: unknown = {};
  try {
    parsed = text ? JSON.parse(text) : {};
  } catch {
    parsed = { text };
  }
  const answer = Array.isArray(parsed) ? { items: parsed } : (parsed as Record<string, unknown>);
  return { status: response.status, body: answer, headers: response.headers };
}
