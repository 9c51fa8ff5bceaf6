import type { CatalogueOf } from '@/client/lib/page-texts/chunk';

/**
 * The policies' texts in English (decision record 24): a catalogue of its own, loaded only on
 * the policy pages (`usePolicyTexts`). `{site}` stands for the site's name; `{link}` in the
 * contact line for the contact form's link. A list item's bold start is its `Lead`.
 */
export const POLICY_TEXTS_EN = {
  common: {
    contactLine:
      'Write to us through the {link}, or use the Support button at the foot of every page to reach the Hostel Warden. We usually reply within a few working days.',
    contactLink: 'contact form',
  },
  privacy: {
    title: 'Privacy Policy',
    intro:
      "{site} respects your privacy. This policy explains what personal information we collect, why we collect it and how we look after it, in keeping with India's Digital Personal Data Protection Act, 2023.",
    collectTitle: 'What we collect',
    accountLead: 'Your account:',
    account:
      'your name, e-mail address and a securely scrambled (hashed) form of your password. We never store the password itself.',
    registrationsLead: 'Event registrations:',
    registrations:
      'the details you enter, such as contact number, hostel, hostel address and gender, and the names and contacts of team members.',
    donationsLead: 'Donations:',
    donations:
      'your name, e-mail, phone and the amount. Card and bank details stay with the payment provider.',
    queriesLead: 'Queries:',
    queries: 'what you write to us through the contact form.',
    useTitle: 'How we use it',
    use: 'Only to run the community: to manage your account, organise events and teams, send you messages about your registrations, receipts and password resets, answer your queries and keep the site safe. We do not sell your information or use it for advertising.',
    whoTitle: 'Who can see it',
    who: 'The hostel administrators and event organisers of {site} see what they need to run events and donations. We share information with service providers (e-mail delivery and, later, payments) only so they can do that work for us, and with authorities only when the law requires it.',
    browserTitle: 'Your browser',
    browser:
      'When you log in, your browser keeps a sign-in token and the time you logged in, so the site knows it is you. Logging out removes them. We use no advertising or tracking cookies.',
    keepTitle: 'How long we keep it',
    keep: 'We keep your information while your account is active and for as long as accounting rules require for payments and donations. After that we delete it or keep it only in a form that no longer identifies you.',
    choicesTitle: 'Your choices',
    choices:
      'You may ask to see, correct or delete your information, or withdraw your consent, at any time. We will respond within a reasonable time.',
  },
  refund: {
    title: 'Refund Policy',
    intro:
      'This policy explains when money paid to {site} can be returned and how long it takes. We keep it simple and fair, because most of what you pay goes straight into events and the upkeep of the hostel.',
    shortTitle: 'In short',
    processed: 'Approved refunds are processed within 7 to 14 working days.',
    nonRefundableLead: 'Event and hostel payments are generally non-refundable.',
    nonRefundable:
      "The exception is your own event registration: cancel it from My Registered Events before the event's registration deadline and a fee paid online comes back in full, unless the event says it gives no refund.",
    caution: 'The caution deposit is refundable on vacating the hostel.',
    feesTitle: 'Event fees',
    fees: 'Event fees pay for venues, equipment, prizes and refreshments that are arranged in advance, so they are generally not refunded if you cannot attend. If an event is cancelled by the organisers, or a fee was charged twice by mistake, we will refund it.',
    feesCancel:
      "You can cancel your own registration from My Registered Events until the event's registration deadline. Your place then goes to the next person on the waiting list, and a fee you paid online is refunded in full, automatically, unless the event says it gives no refund (its organisers will have spent the money in advance). After the deadline, please write to us. A payment that reaches us after the time to pay has run out and the place has gone is refunded in full.",
    hostelTitle: 'Hostel payments and the caution deposit',
    hostel:
      'Hostel charges cover the period they are paid for and are generally not refunded. The caution deposit is different: it is returned when you vacate the hostel, after the room has been handed over and any dues or damages have been settled.',
    donationsTitle: 'Donations',
    donations:
      'Donations are gifts to the community and are not normally refunded. If you donated the wrong amount or donated twice by mistake, tell us within 7 days and we will set it right.',
    askTitle: 'How to ask for a refund',
    ask: 'Tell us your name, the e-mail address you used, what the payment was for, the amount and the date. Once a refund is approved, the amount is returned to the original payment method within 7 to 14 working days; your bank may take a little longer to show it.',
  },
  terms: {
    title: 'Terms and Conditions',
    intro:
      'Welcome to the website of {site}. These terms explain how you may use the site, its events and its services. By using the site you agree to them, so please read them once. They are written in plain language; if anything is unclear, just ask us.',
    whoTitle: 'Who we are',
    who: '{site} is a community of present and past residents of a student hostel, run by its association together with its alumni and senior students. This website shares news of the hostel, lets members register for events and will accept donations that support students.',
    accountTitle: 'Your account',
    accountOwn: 'Sign up with your own name and an e-mail address that you can read.',
    accountPassword:
      'Keep your password to yourself. You are responsible for what is done with your account, so log out on shared computers.',
    accountTimeout:
      'For your safety you are logged out automatically a short while after logging in.',
    accountSuspend:
      'We may suspend an account that is misused, for example to register people without their consent.',
    eventsTitle: 'Events and registrations',
    eventsTrue:
      'Register only with details that are true and complete. For team events, add team members only with their permission.',
    eventsLimited:
      'Places can be limited and registrations close at the deadline shown on each event.',
    eventsChanges:
      'Organisers may change the date, venue or format of an event when they must, and will tell registered members as early as they can.',
    eventsConduct:
      'Please follow the instructions of organisers and hostel staff at every event, and treat fellow participants with respect.',
    paymentsTitle: 'Payments and donations',
    payments:
      'Amounts are in Indian rupees (₹). Online payment is not live yet; when it is, payments will be handled by a secure payment provider and we will never see your card or bank details. Refunds follow our Refund Policy.',
    fairTitle: 'Using the site fairly',
    fair: "Please do not try to break into the site or other people's accounts, overload it, or post anything unlawful, hurtful or misleading through its forms. Photographs and writing on the site belong to {site} or to the people who shared them; ask us before reusing them.",
    changesTitle: 'Changes to these terms',
    changes:
      'We may update these terms as the site grows. The version on this page is the one that applies. These terms are governed by the laws of India.',
    questionsTitle: 'Questions',
  },
} as const;

/** The shape every language's policy texts have: the same keys, each a string. */
export type PolicyTexts = CatalogueOf<typeof POLICY_TEXTS_EN>;
