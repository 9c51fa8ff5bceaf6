import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_TIMEOUT_MS } from '@/domain/timing';
import { isSignedIn } from './session-keys';
import { fakeToken, stubBrowser, userClaims } from './test-browser';

describe('isSignedIn: whether the first script starts the app for a signed-in person', () => {
  let store: Map<string, string>;
  const now = Date.UTC(2026, 10, 27, 10);

  beforeEach(() => {
    vi.unstubAllGlobals();
    store = stubBrowser();
  });

  it('is false for a visitor', () => {
    expect(isSignedIn(now)).toBe(false);
  });

  it("is true for a member's token within its 10 minutes, false once they have passed", () => {
    store.set('token', fakeToken(userClaims));
    store.set('loginTime', String(now - SESSION_TIMEOUT_MS + 1));
    expect(isSignedIn(now)).toBe(true);
    store.set('loginTime', String(now - SESSION_TIMEOUT_MS));
    expect(isSignedIn(now)).toBe(false);
  });

  it('is false for a token without a login time', () => {
    store.set('token', fakeToken(userClaims));
    expect(isSignedIn(now)).toBe(false);
    store.set('loginTime', 'yesterday');
    expect(isSignedIn(now)).toBe(false);
  });

  it('is true for an admin signed in on the site', () => {
    store.set('adminToken', fakeToken({ role: 'admin', username: 'admin' }));
    expect(isSignedIn(now)).toBe(true);
  });
});
