import { z } from 'zod';
import { FIELD_MESSAGES, PASSWORD_MIN_LENGTH } from './field-messages';
import { LANGUAGES } from './i18n/languages';

export { PASSWORD_MIN_LENGTH };
export const OTP_LENGTH = 6;

export const emailSchema = z
  .string({ error: FIELD_MESSAGES.emailRequired })
  .trim()
  .min(1, FIELD_MESSAGES.emailRequired)
  .max(254, FIELD_MESSAGES.emailTooLong)
  .pipe(z.email(FIELD_MESSAGES.emailInvalid))
  .transform((email) => email.toLowerCase());

export const personNameSchema = z
  .string({ error: FIELD_MESSAGES.nameRequired })
  .trim()
  .min(1, FIELD_MESSAGES.nameRequired)
  .max(100, FIELD_MESSAGES.nameTooLong);

export const passwordSchema = z
  .string({ error: FIELD_MESSAGES.passwordRequired })
  .min(1, FIELD_MESSAGES.passwordRequired)
  .min(PASSWORD_MIN_LENGTH, FIELD_MESSAGES.passwordTooShort)
  .max(128, FIELD_MESSAGES.passwordTooLong);

export const signupInputSchema = z.object({ name: personNameSchema, email: emailSchema });

export const verifyOtpInputSchema = z.object({
  email: emailSchema,
  otp: z
    .string({ error: FIELD_MESSAGES.codeRequired })
    .trim()
    .regex(/^\d{6}$/, FIELD_MESSAGES.codeDigits),
});

/**
 * The single-use ticket `verify-otp` answers: it proves that whoever sets the password typed the
 * code, so nobody else can finish a sign-up for that e-mail. The server refuses a missing or
 * wrong ticket with 403.
 */
export const signupTicketSchema = z.string().max(200);

export const setPasswordInputSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  signupTicket: signupTicketSchema.optional(),
});

/** The sign-up's code form: the code alone (the e-mail is the one it was sent to). */
export const signupCodeFormSchema = verifyOtpInputSchema.pick({ otp: true });

/** The sign-up's password form: the password alone (the e-mail and ticket are the page's). */
export const signupPasswordFormSchema = setPasswordInputSchema.pick({ password: true });

/**
 * The one-time code mailed to an account's owner while guessing has locked the account: a login
 * that brings it passes the lock.
 */
export const signInCodeSchema = () =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z
      .string()
      .trim()
      .regex(/^\d{8}$/, 'signInCode: Enter the 8-digit code from the mail.')
      .optional(),
  );

export const SIGN_IN_CODE_MESSAGES = {
  sent: 'If an account uses this address, we have mailed it a sign-in code. It works once, for 15 minutes.',
  adminSent:
    'If this admin has an e-mail address, we have mailed a sign-in code to it. It works once, for 15 minutes.',
} as const;

export const loginInputSchema = z.object({
  email: emailSchema,
  // Any length is accepted at login, so old or short passwords still get a clear answer.
  password: z
    .string({ error: FIELD_MESSAGES.passwordRequired })
    .min(1, FIELD_MESSAGES.passwordRequired)
    .max(128),
  signInCode: z.optional(signInCodeSchema()),
});

/** Asks for a one-time sign-in code by mail (the same answer for any e-mail). */
export const signInCodeRequestSchema = z.object({ email: emailSchema });

export const forgotPasswordInputSchema = z.object({ email: emailSchema });

export const resetPasswordInputSchema = z.object({ password: passwordSchema });

export const resetTokenSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{32,64}$/, 'This reset link is not valid.');

export const messageAnswerSchema = z.object({ message: z.string() });
/** `GET /api/user/reset-password/:token`: whether the link still works (until when), or why not. */
export const resetLinkAnswerSchema = z.discriminatedUnion('usable', [
  z.object({ usable: z.literal(true), expiresAt: z.string() }),
  z.object({ usable: z.literal(false), message: z.string() }),
]);
export type ResetLinkAnswer = z.infer<typeof resetLinkAnswerSchema>;
export const verifyOtpAnswerSchema = z.object({ message: z.string(), signupTicket: z.string() });
export const loginAnswerSchema = z.object({ token: z.string() });

export type SignupInput = z.input<typeof signupInputSchema>;
export type LoginInput = z.input<typeof loginInputSchema>;

/** 10 to 15 digits, with spaces or + ( ) - between them. */
function isPhoneNumber(value: string): boolean {
  const digits = value.replace(/\D/g, '').length;
  return /^[0-9+()\-\s]{10,24}$/.test(value) && digits >= 10 && digits <= 15;
}

/** A phone number a person may leave empty ('' then); when given, a real one. */
export const optionalPhoneSchema = z
  .string()
  .trim()
  .default('')
  .refine((value) => value === '' || isPhoneNumber(value), FIELD_MESSAGES.phoneInvalid);

/** `GET /api/users/profile`: the member as the site knows them. */
export const profileSchema = z.object({
  name: z.string(),
  email: z.string(),
  studentId: z.string(),
  phone: z.string().nullable(),
});
export type Profile = z.infer<typeof profileSchema>;

/** `PUT /api/users/profile`: the name and phone; an empty phone forgets it. */
export const profileInputSchema = z.object({
  name: personNameSchema,
  phone: optionalPhoneSchema.transform((phone) => phone || null),
});
export type ProfileInput = z.input<typeof profileInputSchema>;

/** `PUT /api/users/language`: the language the member chose (decision record 24). */
export const languageInputSchema = z.object({
  language: z.enum(LANGUAGES, { error: FIELD_MESSAGES.languageInvalid }),
});
export type LanguageInput = z.infer<typeof languageInputSchema>;

const currentPasswordSchema = z
  .string({ error: FIELD_MESSAGES.currentPasswordRequired })
  .min(1, FIELD_MESSAGES.currentPasswordRequired)
  .max(128, FIELD_MESSAGES.passwordTooLong);

/** `POST /api/users/password`: a new password, with the current one as proof. */
export const changePasswordInputSchema = z.object({
  currentPassword: currentPasswordSchema,
  newPassword: passwordSchema,
});
export type ChangePasswordInput = z.input<typeof changePasswordInputSchema>;

/** `POST /api/users/email`: a code goes to the new address; the current password is asked. */
export const changeEmailInputSchema = z.object({
  newEmail: emailSchema,
  currentPassword: currentPasswordSchema,
});
export type ChangeEmailInput = z.input<typeof changeEmailInputSchema>;

/** `POST /api/users/email/confirm`: the code from the new address. */
export const confirmEmailInputSchema = z.object({
  code: z
    .string({ error: FIELD_MESSAGES.codeRequired })
    .trim()
    .regex(/^\d{6}$/, FIELD_MESSAGES.codeDigits),
});
export type ConfirmEmailInput = z.input<typeof confirmEmailInputSchema>;

/**
 * The password or e-mail changed: this device's new session token (every other session has
 * ended), and what to tell the member.
 */
export const renewedSessionAnswerSchema = z.object({ message: z.string(), token: z.string() });
