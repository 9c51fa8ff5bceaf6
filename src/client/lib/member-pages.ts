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

/** As `get-site-config.ts` asks for them. */
export const SITE_CONFIG_CALL = '/config';

/** As `get-event.ts` asks for it. */
export const eventCall = (eventId: string) => `/events/${encodeURIComponent(eventId)}`;

/**
 * The signed-in pages made this way that are opened with a query, and their calls for it
 * (undefined for a query the page is not made with). `/register?event=<id>`: whether payments
 * are taken online, the event, and the member's registrations (to say they have joined already,
 * and to fill in what they gave last time).
 */
const MEMBER_PAGE_WITH_QUERY_CALLS: Readonly<
  Record<string, (email: string, query: URLSearchParams) => readonly string[] | undefined>
> = {
  '/register': (email, query) => {
    const eventId = query.get('event')?.trim();
    if (!eventId || [...query.keys()].length !== 1) return undefined;
    return [SITE_CONFIG_CALL, eventCall(eventId), myRegistrationsPath(email)];
  },
};

/**
 * The API calls of a member's page, or undefined when the server does not render it: a page of
 * `MEMBER_PAGE_CALLS` opened without a query (`?pay=` is the app's at once), or one of
 * `MEMBER_PAGE_WITH_QUERY_CALLS` with the query it is made with.
 */
export function memberPageCalls(
  pathname: string,
  email: string,
  search = '',
): readonly string[] | undefined {
  const query = new URLSearchParams(search);
  if (search && search !== '?') {
    return Object.hasOwn(MEMBER_PAGE_WITH_QUERY_CALLS, pathname)
      ? MEMBER_PAGE_WITH_QUERY_CALLS[pathname]?.(email, query)
      : undefined;
  }
  return Object.hasOwn(MEMBER_PAGE_CALLS, pathname)
    ? MEMBER_PAGE_CALLS[pathname]?.(email)
    : undefined;
}
