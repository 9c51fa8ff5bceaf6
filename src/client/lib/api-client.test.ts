import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiError } from './api-client';
import { fakeToken, stubBrowser, userClaims } from './test-browser';

async function load() {
  vi.resetModules();
  const session = await import('./session');
  const api = await import('./api-client');
  return { session, api };
}

function answer(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

describe('api client', () => {
  let store: Map<string, string>;
  const fetchMock = vi.fn<typeof fetch>();

  beforeEach(() => {
    store = stubBrowser();
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });

  afterEach(() => vi.unstubAllGlobals());

  it('sends JSON with the user token and returns the JSON answer', async () => {
    const token = fakeToken(userClaims);
    store.set('token', token);
    store.set('loginTime', String(Date.now()));
    const { api } = await load();
    fetchMock.mockResolvedValueOnce(answer(200, { ok: true }));

    await expect(
      api.apiRequest('/queries', { method: 'POST', body: { name: 'A' }, query: { page: 2 } }),
    ).resolves.toEqual({ ok: true });

    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/queries?page=2');
    const headers = new Headers(init?.headers);
    expect(headers.get('Authorization')).toBe(`Bearer ${token}`);
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(init?.body).toBe('{"name":"A"}');
  });

  it('sends the admin token, or none, when asked', async () => {
    store.set('token', fakeToken(userClaims));
    store.set('adminToken', 'admin-token');
    const { api } = await load();
    fetchMock.mockImplementation(async () => answer(204));

    await api.apiRequest('/admins/registrations', { auth: 'admin' });
    await api.apiRequest('/config', { auth: 'none' });

    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get('Authorization')).toBe(
      'Bearer admin-token',
    );
    expect(new Headers(fetchMock.mock.calls[1]?.[1]?.headers).has('Authorization')).toBe(false);
  });

  it("throws ApiError with the server's status and message", async () => {
    const { api } = await load();
    fetchMock.mockResolvedValueOnce(answer(409, { message: 'This event is full.' }));

    const error = await api.apiRequest('/users/register').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(api.ApiError);
    expect(error).toMatchObject({ status: 409, message: 'This event is full.' });
  });

  it('throws ApiError with status 0 when the server cannot be reached', async () => {
    const { api } = await load();
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(api.apiRequest('/events')).rejects.toMatchObject({ status: 0 });
  });

  it('ends the user session on a 401 to a call that sent the user token', async () => {
    store.set('token', fakeToken(userClaims));
    store.set('loginTime', String(Date.now()));
    const { api, session } = await load();
    fetchMock.mockResolvedValueOnce(answer(401, { message: 'Please log in again.' }));

    await expect(api.apiRequest('/users/registrations')).rejects.toMatchObject({ status: 401 });
    expect(session.getUserToken()).toBeNull();
    expect(session.getSessionEndReason()).toBe('refused');
    expect(store.has('token')).toBe(false);
  });

  it('counts requests in flight until they settle', async () => {
    const { api } = await load();
    let respond: (response: Response) => void = () => {};
    fetchMock.mockReturnValueOnce(new Promise((resolve) => (respond = resolve)));
    const seen: number[] = [];
    const unsubscribe = api.subscribeToRequestsInFlight(() => seen.push(api.getRequestsInFlight()));

    const request = api.apiRequest('/events');
    expect(api.getRequestsInFlight()).toBe(1);
    respond(answer(500, { message: 'Oops' }));
    await expect(request).rejects.toMatchObject({ status: 500, message: 'Oops' });
    expect(api.getRequestsInFlight()).toBe(0);
    expect(seen).toEqual([1, 0]);
    unsubscribe();
  });

  it('resolves image paths against the API base', async () => {
    const { api } = await load();
    expect(api.resolveImageUrl('/images/abc')).toBe('/api/images/abc');
    expect(api.resolveImageUrl('images/abc')).toBe('/api/images/abc');
    expect(api.resolveImageUrl('https://cdn.example.com/a.webp')).toBe(
      'https://cdn.example.com/a.webp',
    );
    expect(api.resolveImageUrl('http://example.com/a.webp')).toBe('http://example.com/a.webp');
  });
  describe('an error in the page’s language', () => {
    const refusal = {
      code: 'registration.full',
      message: 'This event is full. Keep an eye on the Events page for new ones.',
    };

    async function refusedIn(language: string, body: unknown): Promise<ApiError> {
      vi.stubGlobal('document', { documentElement: { lang: language } });
      const { api } = await load();
      fetchMock.mockResolvedValueOnce(answer(409, body));
      const error: unknown = await api
        .apiRequest('/registrations', { method: 'POST', auth: 'none' })
        .catch((e: unknown) => e);
      if (!(error instanceof api.ApiError)) throw new Error('the call did not fail');
      return error;
    }

    it('shows the client’s own translation of the code, keeping the code', async () => {
      const { ERRORS_HI } = await import('@/domain/i18n/errors.hi');
      const { ERRORS_MR } = await import('@/domain/i18n/errors.mr');
      const hindi = await refusedIn('hi', refusal);
      expect(hindi.message).toBe(ERRORS_HI['registration.full']);
      expect(hindi.code).toBe('registration.full');
      expect(hindi.status).toBe(409);
      expect((await refusedIn('mr', refusal)).message).toBe(ERRORS_MR['registration.full']);
    });

    it('keeps the server’s message in English, for a code it does not know, and with values', async () => {
      expect((await refusedIn('en', refusal)).message).toBe(refusal.message);
      const unknown = { code: 'something.new', message: 'नया संदेश' };
      expect((await refusedIn('hi', unknown)).message).toBe('नया संदेश');
      const withValues = { code: 'account.wrong-code', message: 'गलत कोड। 2 कोशिशें बाकी हैं।' };
      expect((await refusedIn('hi', withValues)).message).toBe(withValues.message);
    });

    it('says the general message in the page’s language when the answer has none', async () => {
      const { PAGE_TEXTS_MR } = await import('./page-texts/mr');
      expect((await refusedIn('mr', 'not an error body')).message).toBe(
        PAGE_TEXTS_MR.common.somethingWrong,
      );
    });
  });
});
