/**
 * When the member last used the page (pointer, keys, scrolling, API calls). Apart from the
 * session time-out's code so that a member's page worked by its small script (decision record
 * 21) counts what happened before the app took it over: the app renews the session for it.
 */
let lastActivity = 0;

export function noteActivity(at = Date.now()): void {
  if (at > lastActivity) lastActivity = at;
}

export const lastActivityAt = (): number => lastActivity;

/** What counts as activity. */
export const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'scroll', 'wheel', 'touchstart'] as const;
