import { z } from 'zod';

export const PASSWORD_MIN_LENGTH = 8;
export const OTP_LENGTH = 6;

export const emailSchema = z
  .string({ error: 'Email is required.' })
  .trim()
  .min(1, 'Email is required.')
  .max(254, 'Email is too long.')
  .pipe(z.email('Please enter a valid e-mail address.'))
  .transform((email) => email.toLowerCase());

export const personNameSchema = z
  .string({ error: 'Name is required.' })
  .trim()
  .min(1, 'Name is required.')
  .max(100, 'Name is too long (at most 100 characters).');

export const passwordSchema = z
  .string({ error: 'Password is required.' })
  .min(1, 'Password is required.')
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`)
  .max(128, 'Password is too long (at most 128 characters).');

export const signupInputSchema = z.object({ name: personNameSchema, email: emailSchema });

export const verifyOtpInputSchema = z.object({
  email: emailSchema,
  otp: z
    .string({ error: 'The code is required.' })
    .trim()
    .regex(/^\d{6}$/, 'The code is the 6 digits from the e-mail.'),
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

export const loginInputSchema = z.object({
  email: emailSchema,
  // Any length is accepted at login, so old or short passwords still get a clear answer.
  password: z.string({ error: 'Password is required.' }).min(1, 'Password is required.').max(128),
});

export const forgotPasswordInputSchema = z.object({ email: emailSchema });

export const resetPasswordInputSchema = z.object({ password: passwordSchema });

export const resetTokenSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{32,64}$/, 'This reset link is not valid.');

export const messageAnswerSchema = z.object({ message: z.string() });
export const verifyOtpAnswerSchema = z.object({ message: z.string(), signupTicket: z.string() });
export const loginAnswerSchema = z.object({ token: z.string() });

export type SignupInput = z.input<typeof signupInputSchema>;
export type LoginInput = z.input<typeof loginInputSchema>;
