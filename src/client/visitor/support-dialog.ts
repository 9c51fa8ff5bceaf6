import { telHref } from '../app/support-texts';
import type { ShellTexts } from '../lib/shell-texts/en';
import { loadShellTexts } from '../lib/shell-texts/load';
import { documentLanguage } from '../lib/language-choice';
import { API_BASE } from '../lib/api-base';
import { controlSelector } from '../lib/page-controls';
import { element, icon, ICON_PATHS } from './dom';
import { createModal, opensModal } from './modal';

const TITLE_ID = 'support-dialog-title';

interface SupportContact {
  name: string;
  role: string;
  phone: string;
}

/** The support contact of `GET /api/config`, or null when it cannot be had. */
async function fetchSupportContact(): Promise<SupportContact | null> {
  try {
    const answer = await fetch(`${API_BASE}/config`, { headers: { Accept: 'application/json' } });
    if (!answer.ok) return null;
    const { support } = (await answer.json()) as { support?: Partial<SupportContact> };
    const { name, role, phone } = support ?? {};
    if (typeof name !== 'string' || typeof role !== 'string' || typeof phone !== 'string') {
      return null;
    }
    return { name, role, phone };
  } catch {
    return null;
  }
}

function contactDetails(contact: SupportContact, texts: ShellTexts['support']): Node[] {
  const call = element('a', 'visitor-phone-link', icon(ICON_PATHS.phone), contact.phone);
  call.href = telHref(contact.phone);
  return [
    element('p', 'visitor-text visitor-intro', texts.intro),
    element(
      'div',
      'visitor-contact',
      element('p', 'visitor-text visitor-strong', contact.name),
      element('p', 'visitor-text visitor-secondary', contact.role),
      call,
    ),
  ];
}

/** The Support dialog as the app's (app/support-dialog.tsx): the contact, fetched on first opening. */
function buildSupportDialog(texts: ShellTexts['support']) {
  const modal = createModal('visitor-dialog', TITLE_ID);
  const title = element('h2', 'visitor-dialog-title', texts.title);
  title.id = TITLE_ID;
  const content = element('div', 'visitor-dialog-content');
  content.append(element('p', 'visitor-text', texts.loading));
  const close = element('button', 'visitor-text-button', texts.close);
  close.type = 'button';
  close.addEventListener('click', () => modal.close());
  modal.dialog.append(title, content, element('div', 'visitor-dialog-actions', close));

  void fetchSupportContact().then((contact) => {
    content.replaceChildren(
      ...(contact ? contactDetails(contact, texts) : [element('p', 'visitor-text', texts.failed)]),
    );
  });
  return modal;
}

export async function wireSupportDialog(): Promise<void> {
  const texts = (await loadShellTexts(documentLanguage())).support;
  opensModal(document.querySelector<HTMLElement>(controlSelector('support')), () =>
    buildSupportDialog(texts),
  );
}
