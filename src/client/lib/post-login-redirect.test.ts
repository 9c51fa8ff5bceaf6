import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  readReturnAfterLogin,
  REDIRECT_AFTER_LOGIN_KEY,
  REGISTER_EVENT_ID_KEY,
  rememberRegistrationAfterLogin,
  returnAfterLogin,
  takePostLoginPath,
} from './post-login-redirect';
import { stubBrowser } from './test-browser';

describe('post-login redirect', () => {
  let store: Map<string, string>;

  beforeEach(() => {
    vi.unstubAllGlobals();
    store = stubBrowser();
  });

  it('returns to the registration page of the remembered event, once', () => {
    rememberRegistrationAfterLogin('event 1/2');
    expect(store.get(REDIRECT_AFTER_LOGIN_KEY)).toBe('register');
    expect(takePostLoginPath()).toBe('/register?event=event+1%2F2');
    expect(store.size).toBe(0);
    expect(takePostLoginPath()).toBeNull();
  });

  it('goes nowhere special without a marker, or with a marker but no event', () => {
    expect(takePostLoginPath()).toBeNull();
    store.set(REDIRECT_AFTER_LOGIN_KEY, 'register');
    expect(takePostLoginPath()).toBeNull();
    expect(store.size).toBe(0);
    store.set(REDIRECT_AFTER_LOGIN_KEY, 'elsewhere');
    store.set(REGISTER_EVENT_ID_KEY, 'event-1');
    expect(takePostLoginPath()).toBeNull();
    expect(store.size).toBe(0);
  });

  it('returns to the page and query a member was sent away from, and to no other site', () => {
    const state = returnAfterLogin({ pathname: '/register', search: '?event=e1' }, 'timeout');
    expect(readReturnAfterLogin(structuredClone(state))).toEqual({
      returnTo: '/register?event=e1',
      reason: 'timeout',
    });
    for (const returnTo of [
      '//evil.example/x',
      '/\\evil.example',
      'https://evil.example',
      '/login?x=1',
    ]) {
      expect(readReturnAfterLogin({ returnTo, reason: 'required' }), returnTo).toBeNull();
    }
    expect(readReturnAfterLogin({ returnTo: '/home', reason: 'bored' })).toBeNull();
    expect(readReturnAfterLogin({ fromSignup: true })).toBeNull();
    expect(readReturnAfterLogin(null)).toBeNull();
  });
});
