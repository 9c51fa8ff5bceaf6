import { useSyncExternalStore } from 'react';

const neverChanges = () => () => {};

/**
 * False on the server and while React takes a server-rendered page over (also in a part that is
 * taken over later, once its code has arrived), then true; true at once in pages the browser
 * renders itself. Parts only the browser can show (they depend on storage, timers, the visitor's
 * settings or data fetched there) wait for it, so hydration matches the server's HTML. React
 * renders them again right after hydration, with the browser's value.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}

/**
 * For a control a server-rendered page shows before the app can act on it: `aria-disabled`
 * until the app has taken the page over, since pressing it before then would do nothing.
 */
export function useInertUntilHydrated(): { 'aria-disabled'?: true } {
  return useHydrated() ? {} : { 'aria-disabled': true };
}
