/**
 * The Support dialog's words, shared by the app's dialog and a visitor's page script
 * (src/client/visitor/), which opens one of its own.
 */
export const SUPPORT_TEXTS = {
  title: 'Support',
  loading: 'Loading the support contact…',
  failed: 'The support contact could not be loaded just now. Please try again in a little while.',
  intro: 'For help with events, registrations or hostel matters, please get in touch with:',
  close: 'Close',
} as const;

/** A phone number as a `tel:` link: digits and the leading + only. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
