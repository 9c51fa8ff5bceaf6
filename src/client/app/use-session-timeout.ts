import { useEffect, useState } from 'react';
import {
  SESSION_RENEW_AFTER_MS,
  SESSION_RENEW_GAP_MS,
  SESSION_TIMEOUT_MS,
  SESSION_WARNING_MS,
} from '@/domain/timing';
import { refreshSession } from '../features/accounts/api/refresh-session';
import { subscribeToRequestsInFlight } from '../lib/api-client';
import {
  ACTIVITY_EVENTS,
  lastActivityAt,
  noteActivity as noteActivityNow,
} from '../lib/member-activity';
import { endSession, getLoginTime, getUserToken, renewSession, useLoginTime } from '../lib/session';

let lastRenewalAttempt = 0;
let renewing = false;

/** Asks the server for a fresh token and stores it; false when none could be had. */
async function renewToken(): Promise<boolean> {
  const token = getUserToken();
  if (!token || renewing) return false;
  renewing = true;
  lastRenewalAttempt = Date.now();
  try {
    renewSession(token, await refreshSession());
    return true;
  } catch {
    // A refused token has ended the session (api-client); an unreachable server is tried again.
    return false;
  } finally {
    renewing = false;
  }
}

/**
 * Renews the session once its token is a few minutes old, if the member has been active since
 * it was issued: never from an idle tab, at most once a minute, and not in the last minute,
 * where only Stay signed in renews.
 */
function renewIfActive(): void {
  const loginTime = getLoginTime();
  if (loginTime === null || lastActivityAt() <= loginTime) return;
  const now = Date.now();
  const age = now - loginTime;
  if (age < SESSION_RENEW_AFTER_MS || age >= SESSION_TIMEOUT_MS - SESSION_WARNING_MS) return;
  if (now - lastRenewalAttempt < SESSION_RENEW_GAP_MS) return;
  void renewToken();
}

// API calls made by the app count too.
function noteActivity(): void {
  noteActivityNow();
  renewIfActive();
}

export interface SessionTimeout {
  /** When the session ends, during its last minute (the warning is due); null otherwise. */
  endingAt: number | null;
  /** Renews the session at once; false when the server could not be reached. */
  staySignedIn: () => Promise<boolean>;
}

/**
 * The session time-out: a member's session ends after 10 minutes without activity. Activity
 * (pointer, keys, scrolling, API calls) renews the token as it ages; a minute before the end the
 * member is warned (`endingAt`); at the end the session ends as timed out. Tabs share the session
 * through storage, so a renewal in one tab moves the end in all of them. Mounted once, in the
 * layout.
 */
export function useSessionTimeout(): SessionTimeout {
  const loginTime = useLoginTime();
  // The login time whose last minute has begun.
  const [warnedFor, setWarnedFor] = useState<number | null>(null);

  useEffect(() => {
    if (loginTime === null) return;
    const endsAt = loginTime + SESSION_TIMEOUT_MS;
    const check = () => {
      const now = Date.now();
      if (now >= endsAt) endSession('timeout');
      else if (now >= endsAt - SESSION_WARNING_MS) setWarnedFor(loginTime);
    };
    const timers = [loginTime + SESSION_RENEW_AFTER_MS, endsAt - SESSION_WARNING_MS, endsAt].map(
      (at) =>
        window.setTimeout(
          () => {
            renewIfActive();
            check();
          },
          Math.max(0, at - Date.now()),
        ),
    );
    // Timers of a hidden tab may run late: look again when it is shown.
    const onVisibilityChange = () => {
      if (document.visibilityState === 'visible') check();
    };
    const options = { capture: true, passive: true };
    ACTIVITY_EVENTS.forEach((name) => window.addEventListener(name, noteActivity, options));
    const unsubscribe = subscribeToRequestsInFlight(noteActivity);
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => {
      timers.forEach((timer) => window.clearTimeout(timer));
      ACTIVITY_EVENTS.forEach((name) => window.removeEventListener(name, noteActivity, options));
      unsubscribe();
      document.removeEventListener('visibilitychange', onVisibilityChange);
    };
  }, [loginTime]);

  const warning = loginTime !== null && warnedFor === loginTime;
  return { endingAt: warning ? loginTime + SESSION_TIMEOUT_MS : null, staySignedIn: renewToken };
}
