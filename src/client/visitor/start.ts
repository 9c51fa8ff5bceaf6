import './visitor.css';
import { controlSelector } from '../lib/page-controls';
import { isSignedIn } from '../lib/session-keys';
import { wireGalleries } from './gallery';
import { wireNavDrawer } from './nav-drawer';
import { wireRegisterButtons, wireShowAllEvents, wireSkipLink, wireVideos } from './page-actions';
import { wireSupportDialog } from './support-dialog';

/**
 * A visitor's server-rendered public page, without the app (decision record 15): the first
 * script loads this instead, and it wires what needs script in the server's HTML, each control
 * as the app's component would work it. Links simply load the page they name; the app starts on
 * the pages it renders (login, sign-up, registration, members' and admins' pages).
 */
export function startVisitorPage(): void {
  wireSkipLink();
  wireNavDrawer();
  wireSupportDialog();
  wireGalleries();
  wireShowAllEvents();
  wireRegisterButtons();
  wireVideos();
  const queryForm = document.querySelector<HTMLFormElement>(controlSelector('query-form'));
  if (queryForm) {
    void import('./query-form').then((module) => module.wireQueryForm(queryForm));
  }
  // Signed in from another tab: the page starts again, with the app and the member's header.
  window.addEventListener('storage', () => {
    if (isSignedIn()) window.location.reload();
  });
}
