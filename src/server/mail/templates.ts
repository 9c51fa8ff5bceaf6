import { DEFAULT_LANGUAGE, type Language } from '@/domain/i18n/languages';
import { MAIL_TEXTS_EN, type MailTexts, type PaidFor } from './texts/en';
import { MAIL_TEXTS_HI } from './texts/hi';
import { MAIL_TEXTS_MR } from './texts/mr';

export type { PaidFor } from './texts/en';

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

const MAIL_TEXTS: Record<Language, MailTexts> = {
  en: MAIL_TEXTS_EN,
  hi: MAIL_TEXTS_HI,
  mr: MAIL_TEXTS_MR,
};

/** The words of the mails in a language (English when none is known). */
export const mailTexts = (language: Language = DEFAULT_LANGUAGE): MailTexts => MAIL_TEXTS[language];

/**
 * The language a member or visitor reads their mails in: the account's choice, or the
 * language of the request that asked for the mail. Mails only the committee reads have none.
 */
interface InLanguage {
  language?: Language;
}

interface Layout extends InLanguage {
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
  const language = mail.language ?? DEFAULT_LANGUAGE;
  const closing = mail.closing ?? mailTexts(language).closing(mail.siteName);
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
<html lang="${language}"><head><meta charset="utf-8"><title>${escapeHtml(mail.subject)}</title></head>
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

/**
 * A mail in its reader's language: `words` picks the subject, paragraphs and the rest from that
 * language's texts. It greets the reader by name when it has one, else with a plain hello.
 */
function inLanguage(
  input: InLanguage & { siteName: string; name?: string },
  words: (t: MailTexts) => Omit<Layout, 'language' | 'siteName' | 'greeting'>,
): MailContent {
  const t = mailTexts(input.language);
  return layoutMail({
    language: input.language,
    siteName: input.siteName,
    greeting: input.name === undefined ? t.hello : t.helloName(input.name),
    ...words(t),
  });
}

/** Carries no text the requester typed: the address it goes to is not proven yet. */
export function signUpCodeMail(
  input: InLanguage & { siteName: string; code: string; validMinutes: number },
): MailContent {
  return inLanguage(input, (t) => ({
    subject: t.signUpCode.subject(input.siteName),
    paragraphs: t.signUpCode.paragraphs(input.validMinutes),
    code: input.code,
  }));
}

/** To an account's owner while someone keeps guessing its password. */
export function signInCodeMail(
  input: InLanguage & { siteName: string; code: string; validMinutes: number },
): MailContent {
  return inLanguage(input, (t) => ({
    subject: t.signInCode.subject(input.siteName),
    paragraphs: t.signInCode.paragraphs(input.validMinutes),
    code: input.code,
  }));
}

export function passwordResetMail(
  input: InLanguage & { siteName: string; name: string; resetUrl: string; validMinutes: number },
): MailContent {
  return inLanguage(input, (t) => ({
    subject: t.passwordReset.subject(input.siteName),
    paragraphs: t.passwordReset.paragraphs(input.validMinutes),
    action: { label: t.actions.chooseNewPassword, url: input.resetUrl },
  }));
}

/** The code that confirms a member's new e-mail address, sent to that address. */
export function emailChangeCodeMail(
  input: InLanguage & { siteName: string; name: string; code: string; validMinutes: number },
): MailContent {
  return inLanguage(input, (t) => ({
    subject: t.emailChangeCode.subject(input.siteName),
    paragraphs: t.emailChangeCode.paragraphs(input.siteName, input.validMinutes),
    code: input.code,
  }));
}

/** To the old address when a member's e-mail changes, and to the new one. */
export function emailChangedMail(
  input: InLanguage & {
    siteName: string;
    name: string;
    oldEmail: string;
    newEmail: string;
    contactUrl: string;
  },
): MailContent {
  return inLanguage(input, (t) => ({
    subject: t.emailChanged.subject(input.siteName),
    paragraphs: t.emailChanged.paragraphs(input.oldEmail, input.newEmail),
    action: { label: t.actions.contactUs, url: input.contactUrl },
  }));
}

/** A member's password changed (on the profile page, or through a reset link). */
export function passwordChangedMail(
  input: InLanguage & { siteName: string; name: string; contactUrl: string },
): MailContent {
  return inLanguage(input, (t) => ({
    subject: t.passwordChanged.subject(input.siteName),
    paragraphs: t.passwordChanged.paragraphs,
    action: { label: t.actions.contactUs, url: input.contactUrl },
  }));
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
export function queryReceivedMail(
  input: InLanguage & { siteName: string; notMeUrl: string },
): MailContent {
  return inLanguage(input, (t) => ({
    subject: t.queryReceived.subject(input.siteName),
    paragraphs: t.queryReceived.paragraphs(input.siteName),
    action: { label: t.actions.notMe, url: input.notMeUrl },
  }));
}

/** An admin's answer to a contact query, with the question quoted under it. */
export function queryReplyMail(
  input: InLanguage & {
    siteName: string;
    name: string;
    question: string;
    askedOn: string;
    reply: string;
  },
): MailContent {
  return inLanguage(input, (t) => ({
    subject: t.queryReply.subject(input.siteName),
    paragraphs: [input.reply, t.queryReply.writeBack],
    quote: { intro: t.queryReply.youWrote(input.askedOn), text: input.question },
  }));
}

/** What a mail about a payment names: whose, for what, how much, and where to see it. */
interface PaymentMailInput extends InLanguage {
  siteName: string;
  name: string;
  paidFor: PaidFor;
  /** Formatted for the language. */
  amount: string;
  receiptNumber: string;
  pageUrl: string;
}

/** The receipt of a payment just applied; the PDF goes with it as an attachment. */
export function paymentReceiptMail(input: PaymentMailInput): MailContent {
  return inLanguage(input, (t) => ({
    subject: t.paymentReceipt.subject(input.receiptNumber, input.amount),
    paragraphs: t.paymentReceipt.paragraphs(
      input.amount,
      t.paidFor(input.paidFor),
      input.receiptNumber,
    ),
    action: { label: t.actions.seeOnSite, url: input.pageUrl },
  }));
}

/** A refund Razorpay has processed: `amount` is the refund's. */
export function refundProcessedMail(input: PaymentMailInput): MailContent {
  return inLanguage(input, (t) => ({
    subject: t.refundProcessed.subject(input.amount),
    paragraphs: t.refundProcessed.paragraphs(
      input.amount,
      t.paidFor(input.paidFor),
      input.receiptNumber,
    ),
    action: { label: t.actions.seeOnSite, url: input.pageUrl },
  }));
}

/**
 * Money received that could not be used (it came too late for a place, its registration was
 * cancelled or made again, it paid an order twice): it is being refunded in full. `reason` is
 * in the mail's language.
 */
export function paymentReturnedMail(
  input: Omit<PaymentMailInput, 'receiptNumber'> & { reason: string },
): MailContent {
  return inLanguage(input, (t) => {
    const paidFor = t.paidFor(input.paidFor);
    return {
      subject: t.paymentReturned.subject(paidFor),
      paragraphs: t.paymentReturned.paragraphs(input.amount, paidFor, input.reason),
      action: { label: t.actions.seeOnSite, url: input.pageUrl },
    };
  });
}

/** What mails about a registration say of it: whose, which event, and its facts. */
interface RegistrationMailInput extends InLanguage {
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
  return inLanguage(input, (t) => {
    const c = t.registrationConfirmed;
    return {
      subject: c.subject(input.eventName),
      paragraphs: [
        input.late ? c.registeredLate(input.eventName) : c.registered(input.eventName),
        c.showQr(input.ticketCode),
        ...(input.hasCalendar ? [c.calendar] : []),
      ],
      details: input.details,
      image: { cid: 'ticket-qr', alt: c.qrAlt, size: 200 },
      action: { label: t.actions.myEvents, url: input.pageUrl },
    };
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
  return inLanguage(input, (t) => ({
    subject: t.teamMember.subject(input.eventName, input.siteName),
    paragraphs: t.teamMember.paragraphs(input.registrant, input.eventName, input.siteName),
    details: input.details,
    action: { label: t.actions.notMe, url: input.notMeUrl },
  }));
}

/** A place freed up for someone on the waiting list of a paid event: pay before the hold ends. */
export function placeOfferedMail(
  input: RegistrationMailInput & { amount: string; holdEnds: string | null },
): MailContent {
  return inLanguage(input, (t) => {
    const o = t.placeOffered;
    return {
      subject: o.subject(input.eventName),
      paragraphs: [
        o.freedUp(input.eventName),
        input.holdEnds ? o.payBy(input.amount, input.holdEnds) : o.payOrganiser(input.amount),
      ],
      details: input.details,
      action: { label: t.actions.payNow, url: input.pageUrl },
    };
  });
}

/** Halfway through an offer from the waiting list: pay before it lapses. */
export function offerReminderMail(
  input: RegistrationMailInput & { amount: string; holdEnds: string },
): MailContent {
  return inLanguage(input, (t) => ({
    subject: t.offerReminder.subject(input.holdEnds, input.eventName),
    paragraphs: t.offerReminder.paragraphs(input.eventName, input.amount, input.holdEnds),
    details: input.details,
    action: { label: t.actions.payNow, url: input.pageUrl },
  }));
}

/**
 * A held place (at the form, or offered from the waiting list) lapsed unpaid. `registerUrl`
 * while places remain, to register again.
 */
export function holdLapsedMail(
  input: RegistrationMailInput & { registerUrl: string | null },
): MailContent {
  return inLanguage(input, (t) => {
    const h = t.holdLapsed;
    return {
      subject: h.subject(input.eventName),
      paragraphs: [h.lapsed(input.eventName), input.registerUrl ? h.stillOpen : h.full],
      details: input.details,
      action: input.registerUrl
        ? { label: t.actions.registerAgain, url: input.registerUrl }
        : { label: t.actions.myEvents, url: input.pageUrl },
    };
  });
}

export function registrationCancelledMail(
  input: RegistrationMailInput & { refund: string | null; passedOn: boolean },
): MailContent {
  return inLanguage(input, (t) => {
    const c = t.registrationCancelled;
    return {
      subject: c.subject(input.eventName),
      paragraphs: [
        input.passedOn ? c.passedOn(input.eventName) : c.cancelled(input.eventName),
        input.refund ? c.refund(input.refund) : c.noRefund,
      ],
      details: input.details,
      action: { label: t.actions.myEvents, url: input.pageUrl },
    };
  });
}

/** `when` is the event's date (and time), formatted for the language. */
export function eventReminderMail(input: RegistrationMailInput & { when: string }): MailContent {
  return inLanguage(input, (t) => ({
    subject: t.eventReminder.subject(input.eventName, input.when),
    paragraphs: [t.eventReminder.paragraph(input.eventName, input.when)],
    details: input.details,
    action: { label: t.actions.myEvents, url: input.pageUrl },
  }));
}

/**
 * An admin's message to an event's registrants: the admin's words as written, in a frame (the
 * greeting, why it comes, the closing) in the registrant's language.
 */
export function eventMessageMail(
  input: InLanguage & {
    siteName: string;
    name: string;
    eventName: string;
    subject: string;
    body: string;
  },
): MailContent {
  return inLanguage(input, (t) => ({
    subject: input.subject,
    paragraphs: [input.body, t.eventMessage.why(input.eventName)],
  }));
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
