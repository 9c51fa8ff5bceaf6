import { RETURN_REASONS } from '@/domain/payments';

/** What a payment paid for, which each language puts into its own words. */
export type PaidFor =
  | { kind: 'donation' }
  | { kind: 'registration'; eventName: string; team: boolean }
  /** A registration since deleted: its payment still names the event. */
  | { kind: 'event'; eventName: string }
  /** The receipt's purpose as issued, in English ('Event fee: Cricket Cup (team)'). */
  | { kind: 'receipt'; purpose: string }
  | { kind: 'unknown' };

/**
 * The words of the mails a member or visitor reads, in English; `hi.ts` and `mr.ts` give the
 * same keys (the type checks it). Values (names, amounts, dates) come formatted for the
 * language already (`src/domain/i18n/format.ts`).
 */
export const MAIL_TEXTS_EN = {
  closing: (siteName: string) => `Warm regards,\n${siteName}`,
  hello: 'Hello,',
  helloName: (name: string) => `Hello ${name},`,
  actions: {
    seeOnSite: 'See it on the site',
    myEvents: 'My Registered Events',
    payNow: 'Pay now',
    registerAgain: 'Register again',
    contactUs: 'Contact us',
    notMe: 'This was not me',
    chooseNewPassword: 'Choose a new password',
  },
  /** The facts of a registration, as label and value. */
  details: {
    event: 'Event',
    when: 'When',
    where: 'Where',
    registration: 'Registration',
    team: 'Team',
    individual: 'Individual',
    amount: 'Amount',
    ticketCode: 'Ticket code',
    dateToBeAnnounced: 'Date to be announced',
    free: 'Free',
    paid: (amount: string) => `${amount} paid`,
    due: (amount: string) => `${amount} due`,
    withReceipt: (amount: string, receiptNumber: string) => `${amount} (receipt ${receiptNumber})`,
  },
  /** What a payment was for, with its preposition: 'for your donation'. */
  paidFor: (what: PaidFor) =>
    what.kind === 'donation'
      ? 'for your donation'
      : what.kind === 'registration'
        ? `for ${what.eventName} (${what.team ? 'team' : 'individual'} registration)`
        : what.kind === 'event'
          ? `for ${what.eventName}`
          : what.kind === 'receipt'
            ? `for ${what.purpose}`
            : 'for your registration',

  signUpCode: {
    subject: (siteName: string) => `Your ${siteName} sign-up code`,
    paragraphs: (validMinutes: number) => [
      `Use this code to finish signing up. It is valid for ${validMinutes} minutes.`,
      'If you did not ask for it, you can ignore this mail.',
    ],
  },
  signInCode: {
    subject: (siteName: string) => `Your ${siteName} sign-in code`,
    paragraphs: (validMinutes: number) => [
      'Many wrong passwords were tried on your account, so signing in now also needs this code. ' +
        `It works once, for ${validMinutes} minutes.`,
      'If you did not ask for it, someone else may be trying your password: choose a new one with "Forgot password".',
    ],
  },
  passwordReset: {
    subject: (siteName: string) => `Reset your ${siteName} password`,
    paragraphs: (validMinutes: number) => [
      `Someone asked to reset the password of your account. The link works once, for ${validMinutes} minutes.`,
      'If it was not you, ignore this mail: your password stays as it is.',
    ],
  },
  emailChangeCode: {
    subject: (siteName: string) => `Your ${siteName} code to confirm this e-mail address`,
    paragraphs: (siteName: string, validMinutes: number) => [
      `Enter this code on your profile page to make this your e-mail address on ${siteName}. It is valid for ${validMinutes} minutes.`,
      'If you did not ask for it, ignore this mail: nothing changes.',
    ],
  },
  emailChanged: {
    subject: (siteName: string) => `Your ${siteName} e-mail address has changed`,
    paragraphs: (oldEmail: string, newEmail: string) => [
      `The e-mail address of your account was changed from ${oldEmail} to ${newEmail}. Log in with the new address from now on.`,
      'If you did not do this, write to us at once through the contact page.',
    ],
  },
  passwordChanged: {
    subject: (siteName: string) => `Your ${siteName} password has changed`,
    paragraphs: [
      'The password of your account was just changed.',
      'If you did not do this, reset your password from the login page at once and write to us through the contact page.',
    ],
  },
  queryReceived: {
    subject: (siteName: string) => `We have your query: ${siteName}`,
    paragraphs: (siteName: string) => [
      `Thank you for writing to ${siteName}. Your query has reached the hostel office, and we will answer it by e-mail, usually within two working days.`,
      'If you did not send a query to us, the link below stops every mail from the site to this address.',
    ],
  },
  queryReply: {
    subject: (siteName: string) => `Re: your query to ${siteName}`,
    writeBack: 'To write back, reply to this mail.',
    youWrote: (askedOn: string) => `On ${askedOn}, you wrote:`,
  },
  paymentReceipt: {
    subject: (receiptNumber: string, amount: string) =>
      `Receipt ${receiptNumber}: ${amount} received`,
    paragraphs: (amount: string, paidFor: string, receiptNumber: string) => [
      `We have received ${amount} ${paidFor}. Thank you.`,
      `Your receipt ${receiptNumber} is attached as a PDF; you can download it again from your account at any time.`,
    ],
  },
  refundProcessed: {
    subject: (amount: string) => `Refund of ${amount} processed`,
    paragraphs: (amount: string, paidFor: string, receiptNumber: string) => [
      `We have refunded ${amount} of your payment ${paidFor} (receipt ${receiptNumber}).`,
      'The money goes back the way you paid; your bank may take 5 to 7 working days to show it.',
    ],
  },
  /** Why money could not be used, by the key of its English words in RETURN_REASONS. */
  returnReasons: RETURN_REASONS as Record<keyof typeof RETURN_REASONS, string>,
  paymentReturned: {
    subject: (paidFor: string) => `Your payment ${paidFor} is being refunded`,
    paragraphs: (amount: string, paidFor: string, reason: string) => [
      `We received your payment of ${amount} ${paidFor}, but could not use it: ${reason.charAt(0).toLowerCase()}${reason.slice(1)}`,
      'The whole amount is being refunded the way you paid; your bank may take 5 to 7 working days to show it. We are sorry for the trouble.',
    ],
  },
  registrationConfirmed: {
    subject: (eventName: string) => `You are registered: ${eventName}`,
    registered: (eventName: string) =>
      `You are registered for ${eventName}. We look forward to seeing you.`,
    registeredLate: (eventName: string) =>
      `Your payment arrived after the time to pay had run out, but a place was still free: it is yours. You are registered for ${eventName}.`,
    showQr: (ticketCode: string) =>
      `Show the QR code below at the gate (or the ticket code ${ticketCode}). It is also on your registration in My Registered Events.`,
    calendar: 'The attached calendar file adds the event to your calendar.',
    qrAlt: 'Your ticket QR code',
  },
  teamMember: {
    subject: (eventName: string, siteName: string) => `Your team for ${eventName}: ${siteName}`,
    paragraphs: (registrant: string, eventName: string, siteName: string) => [
      `${registrant} registered a team for ${eventName} on ${siteName}, with you in it. ${registrant} holds the team's ticket; come to the gate together, or give your name there.`,
      'If this was not you, or you do not know this team, the link below stops every mail from the site to this address.',
    ],
  },
  placeOffered: {
    subject: (eventName: string) => `A place is yours: ${eventName}`,
    freedUp: (eventName: string) =>
      `A place has freed up for ${eventName}, and it is yours from the waiting list.`,
    payBy: (amount: string, holdEnds: string) =>
      `Pay the fee of ${amount} by ${holdEnds} to keep it; after that the place goes to the next person in line.`,
    payOrganiser: (amount: string) =>
      `Pay the fee of ${amount} to the organiser to complete your registration.`,
  },
  offerReminder: {
    subject: (holdEnds: string, eventName: string) =>
      `Pay by ${holdEnds} to keep your place: ${eventName}`,
    paragraphs: (eventName: string, amount: string, holdEnds: string) => [
      `The place offered to you for ${eventName} is still yours, but the fee of ${amount} is not paid yet.`,
      `Pay by ${holdEnds} to keep it; after that the place goes to the next person in line.`,
    ],
  },
  holdLapsed: {
    subject: (eventName: string) => `Your place has lapsed: ${eventName}`,
    lapsed: (eventName: string) =>
      `The fee for ${eventName} was not paid in time, so the place held for you has gone and your registration has expired.`,
    stillOpen: 'Places are still open: you can register again.',
    full: 'The event has no free places at the moment.',
  },
  registrationCancelled: {
    subject: (eventName: string) => `Registration cancelled: ${eventName}`,
    cancelled: (eventName: string) => `Your registration for ${eventName} is cancelled.`,
    passedOn: (eventName: string) =>
      `Your registration for ${eventName} is cancelled, and your place has gone to someone else.`,
    refund: (amount: string) =>
      `${amount} will be refunded the way you paid; your bank may take 5 to 7 working days to show it.`,
    noRefund: 'Nothing is refunded for this registration, as the refund policy of this event says.',
  },
  eventReminder: {
    subject: (eventName: string, when: string) => `Reminder: ${eventName} on ${when}`,
    paragraph: (eventName: string, when: string) =>
      `A reminder that ${eventName} is on ${when}. Bring your ticket QR code (it is in your confirmation mail and in My Registered Events).`,
  },
  eventMessage: {
    why: (eventName: string) => `You receive this because you registered for ${eventName}.`,
  },
};

export type MailTexts = typeof MAIL_TEXTS_EN;
