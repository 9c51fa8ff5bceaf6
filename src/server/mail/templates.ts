export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

interface Layout {
  siteName: string;
  subject: string;
  greeting: string;
  paragraphs: string[];
  /** A code shown large, such as a sign-up code. */
  code?: string;
  /** Facts shown as label and value, one a line (an event's date and place, say). */
  details?: Array<[string, string]>;
  /** A picture attached to the mail and shown in it (`cid:`), such as a ticket's QR code. */
  image?: { cid: string; alt: string; size: number };
  action?: { label: string; url: string };
  /** Someone's earlier words, quoted below the closing (what they asked, say). */
  quote?: { intro: string; text: string };
  closing?: string;
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Escaped, with the writer's line breaks kept. */
const htmlLines = (value: string) => escapeHtml(value).replace(/\r?\n/g, '<br>');

/** One layout gives every mail a plain-text body and a matching, escaped HTML body. */
export function layoutMail(mail: Layout): MailContent {
  const closing = mail.closing ?? `Warm regards,\n${mail.siteName}`;
  const details = mail.details ?? [];
  const text = [
    mail.greeting,
    ...mail.paragraphs,
    ...(details.length > 0
      ? [details.map(([label, value]) => `${label}: ${value}`).join('\n')]
      : []),
    ...(mail.code ? [mail.code] : []),
    ...(mail.action ? [`${mail.action.label}: ${mail.action.url}`] : []),
    closing,
    ...(mail.quote ? [`${mail.quote.intro}\n${mail.quote.text.replace(/^/gm, '> ')}`] : []),
  ].join('\n\n');

  const p = (content: string) => `<p style="margin:0 0 16px">${content}</p>`;
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(mail.subject)}</title></head>
<body style="margin:0;padding:24px;background:#FAFAF7;color:#1F2328;font-family:'Noto Sans',Arial,sans-serif;font-size:16px;line-height:1.5">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:12px;padding:24px;border-top:6px solid #283593">
<h1 style="margin:0 0 16px;font-size:20px;color:#283593">${escapeHtml(mail.siteName)}</h1>
${p(escapeHtml(mail.greeting))}
${mail.paragraphs.map((paragraph) => p(htmlLines(paragraph))).join('\n')}
${details.length > 0 ? `<table role="presentation" style="margin:0 0 16px;border-collapse:collapse">${details.map(([label, value]) => `<tr><th scope="row" style="text-align:left;padding:2px 16px 2px 0;vertical-align:top;color:#4A4F57;font-weight:600">${escapeHtml(label)}</th><td style="padding:2px 0">${htmlLines(value)}</td></tr>`).join('')}</table>` : ''}
${mail.image ? p(`<img src="cid:${escapeHtml(mail.image.cid)}" width="${mail.image.size}" height="${mail.image.size}" alt="${escapeHtml(mail.image.alt)}" style="display:block">`) : ''}
${mail.code ? `<p style="margin:0 0 16px;font-size:32px;letter-spacing:8px;font-weight:700;color:#283593">${escapeHtml(mail.code)}</p>` : ''}
${mail.action ? p(`<a href="${escapeHtml(mail.action.url)}" style="display:inline-block;padding:12px 20px;background:#283593;color:#ffffff;border-radius:8px;text-decoration:none">${escapeHtml(mail.action.label)}</a>`) : ''}
${p(htmlLines(closing))}
${mail.quote ? `${p(escapeHtml(mail.quote.intro))}\n<blockquote style="margin:0 0 16px;padding:8px 16px;border-left:4px solid #C5CAE9;color:#4A4F57">${htmlLines(mail.quote.text)}</blockquote>` : ''}
</div></body></html>`;
  return { subject: mail.subject, text, html };
}

/** Carries no text the requester typed: the address it goes to is not proven yet. */
export function signUpCodeMail(input: {
  siteName: string;
  code: string;
  validMinutes: number;
}): MailContent {
  return layoutMail({
    siteName: input.siteName,
    subject: `Your ${input.siteName} sign-up code`,
    greeting: 'Hello,',
    paragraphs: [
      `Use this code to finish signing up. It is valid for ${input.validMinutes} minutes.`,
      'If you did not ask for it, you can ignore this mail.',
    ],
    code: input.code,
  });
}

/** To an account's owner while someone keeps guessing its password. */
export function signInCodeMail(input: {
  siteName: string;
  code: string;
  validMinutes: number;
}): MailContent {
  return layoutMail({
    siteName: input.siteName,
    subject: `Your ${input.siteName} sign-in code`,
    greeting: 'Hello,',
    paragraphs: [
      'Many wrong passwords were tried on your account, so signing in now also needs this code. ' +
        `It works once, for ${input.validMinutes} minutes.`,
      'If you did not ask for it, someone else may be trying your password: choose a new one with "Forgot password".',
    ],
    code: input.code,
  });
}

export function passwordResetMail(input: {
  siteName: string;
  name: string;
  resetUrl: string;
  validMinutes: number;
}): MailContent {
  return layoutMail({
    siteName: input.siteName,
    subject: `Reset your ${input.siteName} password`,
    greeting: `Hello ${input.name},`,
    paragraphs: [
      `Someone asked to reset the password of your account. The link works once, for ${input.validMinutes} minutes.`,
      'If it was not you, ignore this mail: your password stays as it is.',
    ],
    action: { label: 'Choose a new password', url: input.resetUrl },
  });
}

/** Carries the inviting owner's username and the role, nothing the invited person typed. */
/** The code that confirms a member's new e-mail address, sent to that address. */
export function emailChangeCodeMail(input: {
  siteName: string;
  name: string;
  code: string;
  validMinutes: number;
}): MailContent {
  return layoutMail({
    siteName: input.siteName,
    subject: `Your ${input.siteName} code to confirm this e-mail address`,
    greeting: `Hello ${input.name},`,
    paragraphs: [
      `Enter this code on your profile page to make this your e-mail address on ${input.siteName}. It is valid for ${input.validMinutes} minutes.`,
      'If you did not ask for it, ignore this mail: nothing changes.',
    ],
    code: input.code,
  });
}

/** To the old address when a member's e-mail changes, and to the new one. */
export function emailChangedMail(input: {
  siteName: string;
  name: string;
  oldEmail: string;
  newEmail: string;
  contactUrl: string;
}): MailContent {
  return layoutMail({
    siteName: input.siteName,
    subject: `Your ${input.siteName} e-mail address has changed`,
    greeting: `Hello ${input.name},`,
    paragraphs: [
      `The e-mail address of your account was changed from ${input.oldEmail} to ${input.newEmail}. Log in with the new address from now on.`,
      'If you did not do this, write to us at once through the contact page.',
    ],
    action: { label: 'Contact us', url: input.contactUrl },
  });
}

/** A member's password changed (on the profile page, or through a reset link). */
export function passwordChangedMail(input: {
  siteName: string;
  name: string;
  contactUrl: string;
}): MailContent {
  return layoutMail({
    siteName: input.siteName,
    subject: `Your ${input.siteName} password has changed`,
    greeting: `Hello ${input.name},`,
    paragraphs: [
      'The password of your account was just changed.',
      'If you did not do this, reset your password from the login page at once and write to us through the contact page.',
    ],
    action: { label: 'Contact us', url: input.contactUrl },
  });
}

export function adminInvitationMail(input: {
  siteName: string;
  username: string;
  roleLabel: string;
  invitedBy: string;
  acceptUrl: string;
  validHours: number;
}): MailContent {
  return layoutMail({
    siteName: input.siteName,
    subject: `You are invited to the ${input.siteName} admin dashboard`,
    greeting: 'Hello,',
    paragraphs: [
      `${input.invitedBy} has invited you to the admin dashboard of ${input.siteName} as ${input.roleLabel}, with the username ${input.username}.`,
      `Choose your password through the link below. It works once, for ${input.validHours} hours.`,
      'If you were not expecting this, ignore this mail: nothing happens without the link.',
    ],
    action: { label: 'Choose your password', url: input.acceptUrl },
  });
}

export function contactQueryMail(input: {
  siteName: string;
  name: string;
  email: string;
  phone: string;
  address: string;
  message: string;
}): MailContent {
  return layoutMail({
    siteName: input.siteName,
    subject: `New query from ${input.name}`,
    greeting: 'Hello,',
    paragraphs: [
      `${input.name} (${input.email}) sent a query through the contact form.`,
      ...(input.phone ? [`Phone: ${input.phone}`] : []),
      ...(input.address ? [`Address: ${input.address}`] : []),
      input.message,
      'Reply to this mail to answer them.',
    ],
  });
}

/**
 * To whoever sent the contact form: their query arrived. Anyone can type any address in that
 * form, so the mail repeats nothing they typed (no name, no text) and ends with the link that
 * stops all mail from the site to this address.
 */
export function queryReceivedMail(input: { siteName: string; notMeUrl: string }): MailContent {
  return layoutMail({
    siteName: input.siteName,
    subject: `We have your query: ${input.siteName}`,
    greeting: 'Hello,',
    paragraphs: [
      `Thank you for writing to ${input.siteName}. Your query has reached the hostel office, and we will answer it by e-mail, usually within two working days.`,
      'If you did not send a query to us, the link below stops every mail from the site to this address.',
    ],
    action: { label: 'This was not me', url: input.notMeUrl },
  });
}

/** An admin's answer to a contact query, with the question quoted under it. */
export function queryReplyMail(input: {
  siteName: string;
  name: string;
  question: string;
  askedOn: string;
  reply: string;
}): MailContent {
  return layoutMail({
    siteName: input.siteName,
    subject: `Re: your query to ${input.siteName}`,
    greeting: `Hello ${input.name},`,
    paragraphs: [input.reply, 'To write back, reply to this mail.'],
    quote: { intro: `On ${input.askedOn}, you wrote:`, text: input.question },
  });
}

/** What a mail about a payment names: whose, for what, how much, and where to see it. */
interface PaymentMailInput {
  siteName: string;
  name: string;
  /** What was paid for: 'your donation', 'Volleyball Doubles (team registration)'. */
  paidFor: string;
  amount: string;
  receiptNumber: string;
  pageUrl: string;
}

/** The receipt of a payment just applied; the PDF goes with it as an attachment. */
export function paymentReceiptMail(input: PaymentMailInput): MailContent {
  return layoutMail({
    siteName: input.siteName,
    subject: `Receipt ${input.receiptNumber}: ${input.amount} received`,
    greeting: `Hello ${input.name},`,
    paragraphs: [
      `We have received ${input.amount} for ${input.paidFor}. Thank you.`,
      `Your receipt ${input.receiptNumber} is attached as a PDF; you can download it again from your account at any time.`,
    ],
    action: { label: 'See it on the site', url: input.pageUrl },
  });
}

/** A refund Razorpay has processed: `amount` is the refund's. */
export function refundProcessedMail(input: PaymentMailInput): MailContent {
  return layoutMail({
    siteName: input.siteName,
    subject: `Refund of ${input.amount} processed`,
    greeting: `Hello ${input.name},`,
    paragraphs: [
      `We have refunded ${input.amount} of your payment for ${input.paidFor} (receipt ${input.receiptNumber}).`,
      'The money goes back the way you paid; your bank may take 5 to 7 working days to show it.',
    ],
    action: { label: 'See it on the site', url: input.pageUrl },
  });
}

/**
 * Money received that could not be used (it came too late for a place, its registration was
 * cancelled or made again, it paid an order twice): it is being refunded in full.
 */
export function paymentReturnedMail(
  input: Omit<PaymentMailInput, 'receiptNumber'> & { reason: string },
): MailContent {
  return layoutMail({
    siteName: input.siteName,
    subject: `Your payment for ${input.paidFor} is being refunded`,
    greeting: `Hello ${input.name},`,
    paragraphs: [
      `We received your payment of ${input.amount} for ${input.paidFor}, but could not use it: ${input.reason.charAt(0).toLowerCase()}${input.reason.slice(1)}`,
      'The whole amount is being refunded the way you paid; your bank may take 5 to 7 working days to show it. We are sorry for the trouble.',
    ],
    action: { label: 'See it on the site', url: input.pageUrl },
  });
}

/** What mails about a registration say of it: whose, which event, and its facts. */
interface RegistrationMailInput {
  siteName: string;
  name: string;
  eventName: string;
  details: Array<[string, string]>;
  pageUrl: string;
}

/** A registration complete (free, or paid): the ticket QR and the calendar file go with it. */
export function registrationConfirmedMail(
  input: RegistrationMailInput & { ticketCode: string; late: boolean; hasCalendar: boolean },
): MailContent {
  return layoutMail({
    siteName: input.siteName,
    subject: `You are registered: ${input.eventName}`,
    greeting: `Hello ${input.name},`,
    paragraphs: [
      input.late
        ? `Your payment arrived after the time to pay had run out, but a place was still free: it is yours. You are registered for ${input.eventName}.`
        : `You are registered for ${input.eventName}. We look forward to seeing you.`,
      `Show the QR code below at the gate (or the ticket code ${input.ticketCode}). It is also on your registration in My Registered Events.`,
      ...(input.hasCalendar ? ['The attached calendar file adds the event to your calendar.'] : []),
    ],
    details: input.details,
    image: { cid: 'ticket-qr', alt: 'Your ticket QR code', size: 200 },
    action: { label: 'My Registered Events', url: input.pageUrl },
  });
}

/**
 * To a team member whose e-mail the registrant gave. Anyone can type any address there, so the
 * subject carries only the event and the site (nothing the registrant typed), and the mail ends
 * with the link that stops all mail from the site to this address.
 */
export function teamMemberMail(
  input: RegistrationMailInput & { registrant: string; notMeUrl: string },
): MailContent {
  return layoutMail({
    siteName: input.siteName,
    subject: `Your team for ${input.eventName}: ${input.siteName}`,
    greeting: `Hello ${input.name},`,
    paragraphs: [
      `${input.registrant} registered a team for ${input.eventName} on ${input.siteName}, with you in it. ${input.registrant} holds the team's ticket; come to the gate together, or give your name there.`,
      'If this was not you, or you do not know this team, the link below stops every mail from the site to this address.',
    ],
    details: input.details,
    action: { label: 'This was not me', url: input.notMeUrl },
  });
}

/** A place freed up for someone on the waiting list of a paid event: pay before the hold ends. */
export function placeOfferedMail(
  input: RegistrationMailInput & { amount: string; holdEnds: string | null },
): MailContent {
  return layoutMail({
    siteName: input.siteName,
    subject: `A place is yours: ${input.eventName}`,
    greeting: `Hello ${input.name},`,
    paragraphs: [
      `A place has freed up for ${input.eventName}, and it is yours from the waiting list.`,
      input.holdEnds
        ? `Pay the fee of ${input.amount} by ${input.holdEnds} to keep it; after that the place goes to the next person in line.`
        : `Pay the fee of ${input.amount} to the organiser to complete your registration.`,
    ],
    details: input.details,
    action: { label: 'Pay now', url: input.pageUrl },
  });
}

/** Halfway through an offer from the waiting list: pay before it lapses. */
export function offerReminderMail(
  input: RegistrationMailInput & { amount: string; holdEnds: string },
): MailContent {
  return layoutMail({
    siteName: input.siteName,
    subject: `Pay by ${input.holdEnds} to keep your place: ${input.eventName}`,
    greeting: `Hello ${input.name},`,
    paragraphs: [
      `The place offered to you for ${input.eventName} is still yours, but the fee of ${input.amount} is not paid yet.`,
      `Pay by ${input.holdEnds} to keep it; after that the place goes to the next person in line.`,
    ],
    details: input.details,
    action: { label: 'Pay now', url: input.pageUrl },
  });
}

/**
 * A held place (at the form, or offered from the waiting list) lapsed unpaid. `registerUrl`
 * while places remain, to register again.
 */
export function holdLapsedMail(
  input: RegistrationMailInput & { registerUrl: string | null },
): MailContent {
  return layoutMail({
    siteName: input.siteName,
    subject: `Your place has lapsed: ${input.eventName}`,
    greeting: `Hello ${input.name},`,
    paragraphs: [
      `The fee for ${input.eventName} was not paid in time, so the place held for you has gone and your registration has expired.`,
      input.registerUrl
        ? 'Places are still open: you can register again.'
        : 'The event has no free places at the moment.',
    ],
    details: input.details,
    action: input.registerUrl
      ? { label: 'Register again', url: input.registerUrl }
      : { label: 'My Registered Events', url: input.pageUrl },
  });
}

export function registrationCancelledMail(
  input: RegistrationMailInput & { refund: string | null; passedOn: boolean },
): MailContent {
  return layoutMail({
    siteName: input.siteName,
    subject: `Registration cancelled: ${input.eventName}`,
    greeting: `Hello ${input.name},`,
    paragraphs: [
      input.passedOn
        ? `Your registration for ${input.eventName} is cancelled, and your place has gone to someone else.`
        : `Your registration for ${input.eventName} is cancelled.`,
      input.refund
        ? `${input.refund} will be refunded the way you paid; your bank may take 5 to 7 working days to show it.`
        : 'Nothing is refunded for this registration, as the refund policy of this event says.',
    ],
    details: input.details,
    action: { label: 'My Registered Events', url: input.pageUrl },
  });
}

export function eventReminderMail(input: RegistrationMailInput & { when: string }): MailContent {
  return layoutMail({
    siteName: input.siteName,
    subject: `Reminder: ${input.eventName} ${input.when}`,
    greeting: `Hello ${input.name},`,
    paragraphs: [
      `A reminder that ${input.eventName} is ${input.when}. Bring your ticket QR code (it is in your confirmation mail and in My Registered Events).`,
    ],
    details: input.details,
    action: { label: 'My Registered Events', url: input.pageUrl },
  });
}

/** An admin's message to an event's registrants, in the admin's words. */
export function eventMessageMail(input: {
  siteName: string;
  name: string;
  eventName: string;
  subject: string;
  body: string;
}): MailContent {
  return layoutMail({
    siteName: input.siteName,
    subject: input.subject,
    greeting: `Hello ${input.name},`,
    paragraphs: [input.body, `You receive this because you registered for ${input.eventName}.`],
  });
}

/** An invitation to sign up, for someone the committee imported from a spreadsheet. */
export function peopleInvitationMail(input: {
  siteName: string;
  name: string;
  signupUrl: string;
}): MailContent {
  return layoutMail({
    siteName: input.siteName,
    subject: `You are invited to join ${input.siteName}`,
    greeting: `Hello ${input.name},`,
    paragraphs: [
      `The committee of ${input.siteName} invites you to sign up on the website, to register for events and follow what the hostel is doing.`,
      'Signing up takes a minute: we send a code to this address to check it is yours.',
    ],
    action: { label: 'Sign up', url: input.signupUrl },
  });
}
