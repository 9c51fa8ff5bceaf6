import { describe, expect, it } from 'vitest';
import { loginReasonMessage } from './login-reason';

describe('login reason', () => {
  it('names the page a visitor was sent from, or why the session ended', () => {
    expect(loginReasonMessage({ returnTo: '/donation/history', reason: 'required' })).toBe(
      'Please log in to see your donation history. You will go straight there once you have logged in.',
    );
    expect(loginReasonMessage({ returnTo: '/register?event=e1', reason: 'required' })).toMatch(
      /^Please log in to register for this event\./,
    );
    expect(loginReasonMessage({ returnTo: '/gc', reason: 'required' })).toMatch(
      /^Please log in to continue\./,
    );
    expect(loginReasonMessage({ returnTo: '/gc', reason: 'timeout' })).toBe(
      'Your session ended after 10 minutes without activity. Please log in again to continue where you left off.',
    );
  });
});
