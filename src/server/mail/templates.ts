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
  action?: { label: string; url: string };
  closing?: string;
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** One layout gives every mail a plain-text body and a matching, escaped HTML body. */
export function layoutMail(mail: Layout): MailContent {
  const closing = mail.closing ?? `Warm regards,\n${mail.siteName}`;
  const text = [
    mail.greeting,
    ...mail.paragraphs,
    ...(mail.code ? [mail.code] : []),
    ...(mail.action ? [`${mail.action.label}: ${mail.action.url}`] : []),
    closing,
  ].join('\n\n');

  const p = (content: string) => `<p style="margin:0 0 16px">${content}</p>`;
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(mail.subject)}</title></head>
<body style="margin:0;padding:24px;background:#FAFAF7;color:#1F2328;font-family:'Noto Sans',Arial,sans-serif;font-size:16px;line-height:1.5">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:12px;padding:24px;border-top:6px solid #283593">
<h1 style="margin:0 0 16px;font-size:20px;color:#283593">${escapeHtml(mail.siteName)}</h1>
${p(escapeHtml(mail.greeting))}
${mail.paragraphs.map((paragraph) => p(escapeHtml(paragraph))).join('\n')}
${mail.code ? `<p style="margin:0 0 16px;font-size:32px;letter-spacing:8px;font-weight:700;color:#283593">${escapeHtml(mail.code)}</p>` : ''}
${mail.action ? p(`<a href="${escapeHtml(mail.action.url)}" style="display:inline-block;padding:12px 20px;background:#283593;color:#ffffff;border-radius:8px;text-decoration:none">${escapeHtml(mail.action.label)}</a>`) : ''}
${p(escapeHtml(closing).replaceAll('\n', '<br>'))}
</div></body></html>`;
  return { subject: mail.subject, text, html };
}

export function signUpCodeMail(input: {
  siteName: string;
  name: string;
  code: string;
  validMinutes: number;
}): MailContent {
  return layoutMail({
    siteName: input.siteName,
    subject: `Your ${input.siteName} sign-up code`,
    greeting: `Hello ${input.name},`,
    paragraphs: [
      `Use this code to finish signing up. It is valid for ${input.validMinutes} minutes.`,
      'If you did not ask for it, you can ignore this mail.',
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
