import { LANGUAGE_NAMES, LANGUAGES } from '@/domain/i18n/languages';
import { LOGIN_LINK, mainNavLinks, VISITOR_DRAWER_LINKS } from '../app/nav-links';
import type { ShellTexts } from '../lib/shell-texts/en';
import { loadShellTexts } from '../lib/shell-texts/load';
import { documentLanguage, languageLink } from '../lib/language-choice';
import { controlSelector } from '../lib/page-controls';
import { element, icon, ICON_PATHS } from './dom';
import { createModal, opensModal } from './modal';

const TITLE_ID = 'nav-drawer-title';

/**
 * The drawer of small screens for a visitor, as the app's (app/nav-drawer.tsx) shows it: the
 * title, its close button, the main links with LOGIN / SIGNUP, the current page marked, and the
 * languages. Built when Open menu is first pressed, in the page's language (its texts are fetched
 * then, and only for Hindi or Marathi).
 */
function buildDrawer(texts: ShellTexts) {
  const DRAWER_TEXTS = texts.drawer;
  const modal = createModal('visitor-drawer', TITLE_ID);
  const close = element('button', 'visitor-icon-button', icon(ICON_PATHS.close));
  close.type = 'button';
  close.setAttribute('aria-label', DRAWER_TEXTS.close);
  close.addEventListener('click', () => modal.close());
  const title = element('p', 'visitor-drawer-title', DRAWER_TEXTS.title);
  title.id = TITLE_ID;

  const list = element('ul', 'visitor-drawer-list');
  for (const link of [...mainNavLinks(false), ...VISITOR_DRAWER_LINKS, LOGIN_LINK]) {
    const anchor = element('a', 'visitor-drawer-link', texts.nav[link.text]);
    anchor.href = link.to;
    if (link.to === window.location.pathname) anchor.setAttribute('aria-current', 'page');
    list.append(element('li', '', anchor));
  }
  const nav = element('nav', '', list);
  nav.setAttribute('aria-label', DRAWER_TEXTS.navigation);

  const languages = element('ul', 'visitor-drawer-languages');
  const current = documentLanguage();
  for (const language of LANGUAGES) {
    const anchor = element('a', 'visitor-drawer-link', LANGUAGE_NAMES[language]);
    anchor.href = languageLink(language);
    anchor.lang = language;
    anchor.hreflang = language;
    if (language === current) anchor.setAttribute('aria-current', 'true');
    languages.append(element('li', '', anchor));
  }
  const languageNav = element('nav', '', languages);
  languageNav.setAttribute('aria-label', texts.header.language);

  modal.dialog.append(
    element('div', 'visitor-drawer-head', title, close),
    element('hr', ''),
    nav,
    element('hr', ''),
    languageNav,
  );
  return modal;
}

export async function wireNavDrawer(): Promise<void> {
  const texts = await loadShellTexts(documentLanguage());
  opensModal(document.querySelector<HTMLElement>(controlSelector('open-menu')), () =>
    buildDrawer(texts),
  );
}
