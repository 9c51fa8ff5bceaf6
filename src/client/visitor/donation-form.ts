import { MESSAGES } from '@/domain/messages';
import type { PageTexts } from '../lib/page-texts/en';
import { draftStorageKey, draftText, readDraft } from '../lib/form-draft';
import { sharedKeys } from '../lib/api/query-keys';
import { sessionStore } from '../lib/safe-storage';
import { getPublic, openWithAppState, pageAnswer } from './api';
import type { ReturnAfterLogin } from '../lib/post-login-redirect';
import { idleOrBusy, wireCheckedForm } from './checked-form';
import { showState } from './form-field';

/** The donation form's fields, in the order of its values (as the app keeps its draft). */
const INPUT_IDS = {
  name: 'donation-name',
  email: 'donation-email',
  phone: 'donation-phone',
  amount: 'donation-amount',
  pan: 'donation-pan',
  address: 'donation-address',
  purpose: 'donation-purpose',
};

/** Where the app keeps a visitor's draft of the form (DonationForm's useFormDraft). */
const DRAFT = draftStorageKey('donation:visitor');

/** Whether giving online is open: the site's settings the page was made with, else asked. */
async function paymentsLive(): Promise<boolean> {
  const config = pageAnswer(sharedKeys.siteConfig) ?? (await getPublic('/config')).body;
  return typeof config === 'object' && config !== null && 'paymentsLive' in config
    ? config.paymentsLive === true
    : false;
}

/**
 * A visitor's /donations, as DonationsPage works it for someone not logged in (decision record
 * 21): the form checked with its own schema, its draft kept in the tab as the app keeps it, and
 * a checked donation taken to the login page, which brings the member back to give (or, with
 * payments not live, the notice that they are coming). A member gets the app, which pays.
 */
export function wireDonationForm(form: HTMLFormElement, texts: PageTexts): void {
  const wired = wireCheckedForm(
    form,
    INPUT_IDS,
    idleOrBusy({ idle: texts.donation.submit, busy: texts.donation.submit }),
    async () => (await import('../features/donations/donation-form-schema')).donationFormSchema,
    async () => {
      if (!(await paymentsLive())) {
        window.alert(MESSAGES.paymentComingSoon);
        return;
      }
      wired?.submit.setAttribute('data-done', '');
      const state: ReturnAfterLogin = { returnTo: '/donations', reason: 'required' };
      openWithAppState('/login', state);
    },
  );
  if (!wired) return;

  const emptyText = draftText(wired.values());
  const draft = readDraft(DRAFT);
  if (typeof draft === 'object' && draft !== null) {
    wired.fields.forEach((parts, name) => {
      const saved = (draft as Record<string, unknown>)[name];
      if (typeof saved === 'string') parts.input.value = saved;
      showState(parts, undefined);
    });
  }
  form.addEventListener('input', () => {
    const text = draftText(wired.values());
    if (text === emptyText) sessionStore.remove(DRAFT);
    else sessionStore.set(DRAFT, text);
  });
}
