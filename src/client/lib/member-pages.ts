/** As `get-upcoming-events.ts` asks for them (that module brings the app's data layer). */
const UPCOMING_EVENTS_PATH = '/events?upcoming=true';

/**
 * The signed-in pages a member's browser gets painted by the server (decision record 21): for
 * each, the API calls (under `/api`) the page is made with, in order. The member's script makes
 * them in the browser with the member's token, as the app would, and sends the answers to
 * `POST /member-page` (`MEMBER_PAGE_RENDERER`), which renders the page with the app's own components; the app takes the
 * page over when the member first acts on it.
 */
export const MEMBER_PAGE_CALLS: Readonly<Record<string, (email: string) => readonly string[]>> = {
  '/home': (email) => [UPCOMING_EVENTS_PATH, myRegistrationsPath(email)],
  '/events': () => [],
  '/users/registrations': (email) => [myRegistrationsPath(email)],
  '/donation/history': (email) => [`/donate/my-donations?email=${encodeURIComponent(email)}`],
  '/success': () => [],
};

function myRegistrationsPath(email: string): string {
  return `/users/registrations?email=${encodeURIComponent(email)}`;
}

/** The API calls of a member's page, or undefined when the server does not render it. */
export function memberPageCalls(pathname: string, email: string): readonly string[] | undefined {
  return Object.hasOwn(MEMBER_PAGE_CALLS, pathname)
    ? MEMBER_PAGE_CALLS[pathname]?.(email)
    : undefined;
}
