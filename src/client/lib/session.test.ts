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
    store.set('loginTime', String(Date.now()));
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
    expect(session.getSessionEndReason()).toBe('logout');
    expect(Object.fromEntries(store)).toEqual({ sessionEnd: 'logout' });
  });

  it('ends a stored session whose 10 minutes have passed, as timed out', async () => {
    store.set('token', fakeToken(userClaims));
    store.set('loginTime', String(Date.now() - 10 * 60_000 - 1));
    const session = await loadSession();
    expect(session.getSessionUser()).toBeNull();
    expect(session.getSessionEndReason()).toBe('timeout');
    expect(store.has('token')).toBe(false);
  });

  it('stores a renewed token only while the session it renews lasts', async () => {
    const session = await loadSession();
    const first = fakeToken(userClaims);
    const renewed = fakeToken({ ...userClaims, name: 'Ananya Rao' });
    session.startSession(first);
    store.set('loginTime', '1000');
    session.renewSession(first, renewed);
    expect(session.getUserToken()).toBe(renewed);
    expect(session.getSessionUser()?.name).toBe('Ananya Rao');
    expect(session.getLoginTime()).toBeGreaterThan(1000);

    session.endSession('timeout');
    session.renewSession(renewed, fakeToken(userClaims));
    expect(session.getUserToken()).toBeNull();
    expect(session.getSessionEndReason()).toBe('timeout');
  });

  it('follows the session another tab renews, and learns why that tab ended it', async () => {
    store.set('token', fakeToken(userClaims));
    store.set('loginTime', String(Date.now() - 5 * 60_000));
    const session = await loadSession();
    const fromOtherTab = (key: string) =>
      window.dispatchEvent(Object.assign(new Event('storage'), { key }));

    const renewed = fakeToken({ ...userClaims, id: 'HST-000124' });
    const renewedAt = Date.now();
    store.set('token', renewed);
    store.set('loginTime', String(renewedAt));
    fromOtherTab('token');
    expect(session.getUserToken()).toBe(renewed);
    expect(session.getLoginTime()).toBe(renewedAt);

    store.delete('token');
    store.delete('loginTime');
    store.set('sessionEnd', 'refused');
    fromOtherTab('token');
    expect(session.getUserToken()).toBeNull();
    expect(session.getSessionEndReason()).toBe('refused');
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
