import { controlSelector, type PageControl } from '../lib/page-controls';
import { documentLanguage } from '../lib/language-choice';
import { isSignedIn } from '../lib/session-keys';
import { wireNavDrawer } from './nav-drawer';
import {
  wireRegisterButtons,
  wireShareButtons,
  wireShowAllEvents,
  wireSkipLink,
  wireVideos,
} from './page-actions';
import { wireSupportDialog } from './support-dialog';
import { wireTypedAcrossLanguages } from './typed-across-languages';

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** A form's module with the page's texts, in the page's language (fetched with the form's code). */
async function withPageTexts<T>(load: () => Promise<T>) {
  const [module, texts] = await Promise.all([
    load(),
    import('../lib/page-texts/load').then((texts) => texts.loadPageTexts(documentLanguage())),
  ]);
  return { module, texts };
}

/** Loads a control's module only on the pages that have the control. */
async function wireWhenPresent<T>(
  control: PageControl,
  load: () => Promise<T>,
  wire: (module: T, element: HTMLElement) => void,
) {
  const element = document.querySelector<HTMLElement>(controlSelector(control));
  if (element) wire(await load(), element);
}

const STEPS: Array<() => void | Promise<void>> = [
  // Before the forms are wired, so that they start from what was typed before a language change.
  wireTypedAcrossLanguages,
  wireSkipLink,
  wireNavDrawer,
  wireSupportDialog,
  wireShowAllEvents,
  wireRegisterButtons,
  wireShareButtons,
  wireVideos,
  // The gallery's carousel library weighs on the pages that show one only.
  () =>
    wireWhenPresent(
      'gallery',
      () => import('./gallery'),
      (gallery) => gallery.wireGalleries(),
    ),
  () =>
    wireWhenPresent(
      'query-form',
      () => withPageTexts(() => import('./query-form')),
      ({ module, texts }, element) => {
        if (element instanceof HTMLFormElement) module.wireQueryForm(element, texts);
      },
    ),
  () =>
    wireWhenPresent(
      'signup-details-form',
      () => withPageTexts(() => import('./signup-forms')),
      ({ module, texts }, element) => {
        if (element instanceof HTMLFormElement) module.wireSignup(element, texts);
      },
    ),
  () =>
    wireWhenPresent(
      'donation-form',
      () => withPageTexts(() => import('./donation-form')),
      ({ module, texts }, element) => {
        if (element instanceof HTMLFormElement) module.wireDonationForm(element, texts);
      },
    ),
  // The account pages a visitor opens from a link: login, forgot password, a mailed reset link.
  ...(
    [
      ['login-form', 'wireLoginForm'],
      ['forgot-password-form', 'wireForgotPasswordForm'],
      ['reset-password-form', 'wireResetPasswordForm'],
    ] as const
  ).map(
    ([control, wire]) =>
      () =>
        wireWhenPresent(
          control,
          () => withPageTexts(() => import('./account-forms')),
          ({ module, texts }, element) => {
            if (element instanceof HTMLFormElement) module[wire](element, texts);
          },
        ),
  ),
];

/**
 * A visitor's server-rendered public page, without the app (decision record 15): the first
 * script loads this instead, and it wires what needs script in the server's HTML, each control
 * as the app's component would work it. Links simply load the page they name; the app starts on
 * the pages it renders (registration, members' and admins' pages).
 */
export async function startVisitorPage(): Promise<void> {
  // Each step in a task of its own, so that none holds a slow phone's main thread for long.
  for (const step of STEPS) {
    await step();
    await nextTask();
  }
  // Signed in from another tab: the page starts again, with the app and the member's header.
  window.addEventListener('storage', () => {
    if (isSignedIn()) window.location.reload();
  });
}
