import { DRAWER_TEXTS, LOGIN_LINK, mainNavLinks, VISITOR_DRAWER_LINKS } from '../app/nav-links';
import { controlSelector } from '../lib/page-controls';
import { element, icon, ICON_PATHS } from './dom';
import { createModal, opensModal } from './modal';

const TITLE_ID = 'nav-drawer-title';

/**
 * The drawer of small screens for a visitor, as the app's (app/nav-drawer.tsx) shows it: the
 * title, its close button, and the main links with LOGIN / SIGNUP, the current page marked.
 * Built when Open menu is first pressed.
 */
function buildDrawer() {
  const modal = createModal('visitor-drawer', TITLE_ID);
  const close = element('button', 'visitor-icon-button', icon(ICON_PATHS.close));
  close.type = 'button';
  close.setAttribute('aria-label', DRAWER_TEXTS.close);
  close.addEventListener('click', () => modal.close());
  const title = element('p', 'visitor-drawer-title', DRAWER_TEXTS.title);
  title.id = TITLE_ID;

  const list = element('ul', 'visitor-drawer-list');
  for (const link of [...mainNavLinks(false), ...VISITOR_DRAWER_LINKS, LOGIN_LINK]) {
    const anchor = element('a', 'visitor-drawer-link', link.label);
    anchor.href = link.to;
    if (link.to === window.location.pathname) anchor.setAttribute('aria-current', 'page');
    list.append(element('li', '', anchor));
  }
  const nav = element('nav', '', list);
  nav.setAttribute('aria-label', DRAWER_TEXTS.navigation);

  modal.dialog.append(element('div', 'visitor-drawer-head', title, close), element('hr', ''), nav);
  return modal;
}

export function wireNavDrawer(): void {
  opensModal(document.querySelector<HTMLElement>(controlSelector('open-menu')), buildDrawer);
}
