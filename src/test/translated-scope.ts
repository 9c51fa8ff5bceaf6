/**
 * The parts of the client whose every visible word comes from the catalogues (decision record
 * 24): `english-literals.test.ts` fails when a component here shows an English literal. Add a
 * folder or a file once it is translated; the committee's dashboard stays English (issue 31).
 */
export const TRANSLATED_SCOPE: readonly string[] = [
  'src/client/app/account-menu.tsx',
  'src/client/app/account-summary.tsx',
  'src/client/app/language-switcher.tsx',
  'src/client/app/layout.tsx',
  'src/client/app/nav-drawer.tsx',
  'src/client/app/route-error.tsx',
  'src/client/app/session-timeout-dialog.tsx',
  'src/client/app/site-footer.tsx',
  'src/client/app/site-header.tsx',
  'src/client/app/support-dialog.tsx',
  'src/client/components/event-card.tsx',
  'src/client/components/event-grid.tsx',
  'src/client/components/form-text-field.tsx',
  'src/client/components/privacy-notice.tsx',
  'src/client/features/about/',
  'src/client/features/accounts/',
  'src/client/features/community/',
  'src/client/features/contact/',
  'src/client/features/donations/donation-form.tsx',
  'src/client/features/donations/donations-page.tsx',
  'src/client/features/events/',
  'src/client/features/gate/',
  'src/client/features/landing/',
  'src/client/features/not-found/',
  'src/client/features/policies/',
  'src/client/gate-main.tsx',
  'src/client/components/receipt-download-button.tsx',
  'src/client/features/donations/donation-history-page.tsx',
  'src/client/features/donations/donation-success-dialog.tsx',
  'src/client/features/privacy/',
  'src/client/features/profile/',
  'src/client/features/registrations/add-to-calendar-button.tsx',
  'src/client/features/registrations/calendar-buttons.tsx',
  'src/client/features/registrations/cancel-registration-button.tsx',
  'src/client/features/registrations/my-registrations-page.tsx',
  'src/client/features/registrations/pay-now-button.tsx',
  'src/client/features/registrations/payment-boxes.tsx',
  'src/client/features/registrations/registration-details-dialog.tsx',
  'src/client/features/registrations/registration-money.tsx',
  'src/client/features/registrations/registration-status-chip.tsx',
  'src/client/features/registrations/registration-success-page.tsx',
  'src/client/features/registrations/ticket-qr.tsx',
  'src/client/features/registrations/register-page.tsx',
  'src/client/features/registrations/registration-form.tsx',
  'src/client/features/registrations/question-fields.tsx',
  'src/client/features/registrations/team-members-fields.tsx',
];

/** Files inside the scope that only the committee sees (its check-in page and gate links). */
export const COMMITTEE_FILES: readonly string[] = [
  'src/client/features/gate/gate-page.tsx',
  'src/client/features/gate/gate-passes.tsx',
];
