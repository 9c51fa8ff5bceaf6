import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeToken, stubBrowser, userClaims } from './test-browser';

async function loadSession() {
  vi.resetModules();
  return import('./session');
}

describe('session', () => {
  let store: Map<string, string>;

  beforeEach(() => {
    vi.unstubAllGlobals();
    store = stubBrowser();
  });

  it('decodes the user from the stored token, including non-ASCII names', async () => {
    store.set('token', fakeToken(userClaims));
    const session = await loadSession();
    expect(session.getUserToken()).toBe(store.get('token'));
    expect(session.getSessionUser()).toEqual(userClaims);
  });

  it('clears a token that cannot be decoded', async () => {
    store.set('token', 'not-a-jwt');
    store.set('loginTime', '123');
    const session = await loadSession();
    expect(session.getUserToken()).toBeNull();
    expect(store.has('token')).toBe(false);
    expect(store.has('loginTime')).toBe(false);
  });

  it('does not take an admin token for a user session', async () => {
    store.set('token', fakeToken({ sub: 'admin-1', username: 'admin', role: 'admin' }));
    const session = await loadSession();
    expect(session.getUserToken()).toBeNull();
  });

  it('starts and ends a session with token and login time', async () => {
    const session = await loadSession();
    const before = Date.now();
    session.startSession(fakeToken(userClaims));
    expect(store.get('token')).toBe(session.getUserToken());
    expect(session.getLoginTime()).toBeGreaterThanOrEqual(before);
    session.endSession();
    expect(session.getUserToken()).toBeNull();
    expect(session.getLoginTime()).toBeNull();
    expect(store.size).toBe(0);
  });

  it('keeps the admin session apart', async () => {
    const session = await loadSession();
    session.startAdminSession('admin.jwt.token');
    expect(store.get('adminToken')).toBe('admin.jwt.token');
    expect(session.getUserToken()).toBeNull();
    session.endAdminSession();
    expect(session.getAdminToken()).toBeNull();
  });
});
