/**
 * The controls of a server-rendered public page that need script. The app's components mark
 * them with `data-control`; on a visitor's page, where the app does not take the page over, the
 * page's own script (src/client/visitor/) finds them by it and does what the app would. Texts
 * both change a control to are here too, so the two say the same.
 */
export type PageControl =
  | 'skip-link'
  | 'open-menu'
  | 'support'
  | 'gallery'
  | 'gallery-viewport'
  | 'gallery-previous'
  | 'gallery-play'
  | 'gallery-next'
  | 'show-all-events'
  | 'register'
  | 'share'
  | 'play-video'
  | 'query-form'
  | 'login-form'
  | 'forgot-password-link'
  | 'use-test-credentials'
  | 'forgot-password-form'
  | 'reset-password-form'
  | 'reveal-password'
  | 'signup-stepper'
  | 'signup-details-form'
  | 'change-email'
  | 'signup-code-form'
  | 'signup-password-form'
  | 'donation-form';

/** The attribute that marks a control, for spreading into a component's props. */
export const pageControl = (control: PageControl) => ({ 'data-control': control });

/** The CSS selector of a control. */
export const controlSelector = (control: PageControl) => `[data-control="${control}"]`;

/** Where Register takes a visitor or a member: the registration page asks a visitor to log in. */
export const registerHref = (eventId: string) => `/register?event=${encodeURIComponent(eventId)}`;
