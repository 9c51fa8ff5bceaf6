import { SESSION_TIMEOUT_MS } from '@/domain/timing';
import type { ReturnAfterLogin } from '@/client/lib/post-login-redirect';

/** What the pages that need a member let them do, to say why the visitor must log in. */
const MEMBER_PAGE_PURPOSES: Readonly<Record<string, string>> = {
  '/home': 'see the upcoming events',
  '/events': 'get involved in events and festivals',
  '/register': 'register for this event',
  '/users/registrations': 'see your registered events',
  '/donation/history': 'see your donation history',
  '/account/data': 'see the data we keep about you',
};

const CONTINUE = 'Please log in again to continue where you left off.';

/** Why the login page is shown, in the words it shows them. */
export function loginReasonMessage({ returnTo, reason }: ReturnAfterLogin): string {
  if (reason === 'timeout') {
    return `Your session ended after ${SESSION_TIMEOUT_MS / 60_000} minutes without activity. ${CONTINUE}`;
  }
  if (reason === 'refused') return `Your session has ended. ${CONTINUE}`;
  const purpose = MEMBER_PAGE_PURPOSES[returnTo.split(/[?#]/)[0] ?? ''];
  return purpose
    ? `Please log in to ${purpose}. You will go straight there once you have logged in.`
    : 'Please log in to continue. You will go straight back once you have logged in.';
}
