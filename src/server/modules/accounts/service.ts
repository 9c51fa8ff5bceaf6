import { and, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  loginInputSchema,
  setPasswordInputSchema,
  signupInputSchema,
  verifyOtpInputSchema,
} from '../../../domain/account-schemas';
import { MESSAGES } from '../../../domain/messages';
import { OTP_RESEND_COOLDOWN_MS } from '../../../domain/timing';
import type { AppContext } from '../../context';
import { accounts, passwordResets, signupCodes } from '../../db/schema';
import { badRequest, conflict, forbidden, HttpError, unauthorized } from '../../http/errors';
import { passwordResetMail, signUpCodeMail } from '../../mail/templates';
import {
  dummyPasswordHash,
  hashPassword,
  keyedHash,
  newResetToken,
  newSignupCode,
  sameHash,
  verifyPassword,
} from './secrets';
import { studentIdFor } from './student-ids';

export const CODE_VALID_MINUTES = 10;
export const MAX_CODE_ATTEMPTS = 5;
export const RESET_VALID_MINUTES = 60;
/** How long after verifying the code a password may still be set. */
const VERIFIED_SIGNUP_VALID_MINUTES = 30;

export const ACCOUNT_MESSAGES = {
  codeSent: (email: string) =>
    `We have sent a 6-digit code to ${email}. It is valid for ${CODE_VALID_MINUTES} minutes.`,
  accountExists: 'An account with this e-mail already exists. Please log in.',
  resendTooSoon: (seconds: number) =>
    `Please wait ${seconds} seconds before asking for a new code.`,
  mailFailed: 'We could not send the e-mail just now. Please try again in a few minutes.',
  noCode: 'Please ask for a sign-up code first.',
  codeExpired: 'This code has expired. Please ask for a new one.',
  tooManyTries: 'Too many wrong codes. Please ask for a new one.',
  wrongCode: (left: number) =>
    `That code is not right. You have ${left} ${left === 1 ? 'try' : 'tries'} left.`,
  codeVerified: 'Your e-mail is verified. Now choose a password.',
  notVerified: 'Please verify your e-mail with the code first.',
  badLogin: 'Incorrect e-mail or password.',
  resetSent:
    'If an account exists for this e-mail, we have sent a link to reset its password. It works for one hour.',
  resetInvalid: 'This reset link is not valid or was already used. Please ask for a new one.',
  resetExpired: 'This reset link has expired. Please ask for a new one.',
  passwordReset: 'Your password has been reset. You can now log in.',
} as const;

type SignupInput = z.output<typeof signupInputSchema>;
type VerifyOtpInput = z.output<typeof verifyOtpInputSchema>;
type SetPasswordInput = z.output<typeof setPasswordInputSchema>;
type LoginInput = z.output<typeof loginInputSchema>;

const minutes = (n: number) => n * 60_000;

export class AccountsService {
  constructor(
    private readonly context: Pick<
      AppContext,
      'database' | 'clock' | 'config' | 'mailer' | 'tokens'
    >,
  ) {}

  private get db() {
    return this.context.database.db;
  }

  private hash(secret: string) {
    return keyedHash(secret, this.context.config.jwtSecret);
  }

  private async accountByEmail(email: string) {
    const [account] = await this.db.select().from(accounts).where(eq(accounts.email, email));
    return account;
  }

  /** Step 1: e-mails a 6-digit code, at most once every 30 seconds per e-mail. */
  async startSignup({ name, email }: SignupInput): Promise<string> {
    if (await this.accountByEmail(email)) throw conflict(ACCOUNT_MESSAGES.accountExists);
    const now = this.context.clock.now();
    const [pending] = await this.db.select().from(signupCodes).where(eq(signupCodes.email, email));
    if (pending) {
      const wait = pending.sentAt.getTime() + OTP_RESEND_COOLDOWN_MS - now.getTime();
      if (wait > 0)
        throw new HttpError(429, ACCOUNT_MESSAGES.resendTooSoon(Math.ceil(wait / 1000)));
    }

    const code = newSignupCode();
    const row = {
      name,
      codeHash: this.hash(code),
      expiresAt: new Date(now.getTime() + minutes(CODE_VALID_MINUTES)),
      attempts: 0,
      sentAt: now,
      verifiedAt: null,
    };
    await this.db
      .insert(signupCodes)
      .values({ email, ...row })
      .onConflictDoUpdate({ target: signupCodes.email, set: row });

    const { siteName } = this.context.config;
    try {
      await this.context.mailer.send({
        to: email,
        ...signUpCodeMail({ siteName, name, code, validMinutes: CODE_VALID_MINUTES }),
      });
    } catch {
      // No mail, no code: let the person ask again at once.
      await this.db.delete(signupCodes).where(eq(signupCodes.email, email));
      throw new HttpError(503, ACCOUNT_MESSAGES.mailFailed);
    }
    return ACCOUNT_MESSAGES.codeSent(email);
  }

  /** Step 2: checks the code; five wrong tries use it up. */
  async verifyCode({ email, otp }: VerifyOtpInput): Promise<string> {
    const [pending] = await this.db.select().from(signupCodes).where(eq(signupCodes.email, email));
    if (!pending) throw badRequest(ACCOUNT_MESSAGES.noCode);
    if (pending.verifiedAt) return ACCOUNT_MESSAGES.codeVerified;
    if (pending.attempts >= MAX_CODE_ATTEMPTS)
      throw new HttpError(429, ACCOUNT_MESSAGES.tooManyTries);
    if (pending.expiresAt.getTime() < this.context.clock.now().getTime()) {
      throw badRequest(ACCOUNT_MESSAGES.codeExpired);
    }
    if (!sameHash(this.hash(otp), pending.codeHash)) {
      const attempts = pending.attempts + 1;
      await this.db.update(signupCodes).set({ attempts }).where(eq(signupCodes.email, email));
      if (attempts >= MAX_CODE_ATTEMPTS) throw new HttpError(429, ACCOUNT_MESSAGES.tooManyTries);
      throw badRequest(ACCOUNT_MESSAGES.wrongCode(MAX_CODE_ATTEMPTS - attempts));
    }
    await this.db
      .update(signupCodes)
      .set({ verifiedAt: this.context.clock.now() })
      .where(eq(signupCodes.email, email));
    return ACCOUNT_MESSAGES.codeVerified;
  }

  /** Step 3: creates the account, with its student id, once the code was verified. */
  async completeSignup({ email, password }: SetPasswordInput): Promise<string> {
    const [pending] = await this.db.select().from(signupCodes).where(eq(signupCodes.email, email));
    const now = this.context.clock.now().getTime();
    if (
      !pending?.verifiedAt ||
      pending.verifiedAt.getTime() + minutes(VERIFIED_SIGNUP_VALID_MINUTES) < now
    ) {
      throw forbidden(ACCOUNT_MESSAGES.notVerified);
    }
    const passwordHash = await hashPassword(password);
    await this.db.transaction(async (tx) => {
      await studentIdFor(tx, email);
      const created = await tx
        .insert(accounts)
        .values({ email, name: pending.name, passwordHash })
        .onConflictDoNothing({ target: accounts.email })
        .returning({ id: accounts.id });
      if (created.length === 0) throw conflict(ACCOUNT_MESSAGES.accountExists);
      await tx.delete(signupCodes).where(eq(signupCodes.email, email));
    });
    return MESSAGES.registrationComplete;
  }

  async login({ email, password }: LoginInput): Promise<string> {
    const account = await this.accountByEmail(email);
    const valid = await verifyPassword(
      password,
      account?.passwordHash ?? (await dummyPasswordHash()),
    );
    if (!account || !valid) throw unauthorized(ACCOUNT_MESSAGES.badLogin);
    const studentId = await studentIdFor(this.db, account.email);
    return this.context.tokens.signUser({
      sub: account.id,
      id: studentId,
      name: account.name,
      email: account.email,
    });
  }

  /**
   * Answers the same whether or not the account exists. The mail goes out after the answer,
   * so the time taken does not tell either.
   */
  requestPasswordReset(email: string, log: { error(obj: object, msg: string): void }): string {
    void this.sendResetLink(email).catch((error: unknown) =>
      log.error({ err: error }, 'could not send a password reset link'),
    );
    return ACCOUNT_MESSAGES.resetSent;
  }

  private async sendResetLink(email: string) {
    const account = await this.accountByEmail(email);
    if (!account) return;
    const token = newResetToken();
    const now = this.context.clock.now();
    await this.db.insert(passwordResets).values({
      tokenHash: this.hash(token),
      accountId: account.id,
      expiresAt: new Date(now.getTime() + minutes(RESET_VALID_MINUTES)),
    });
    const { siteName, siteUrl } = this.context.config;
    await this.context.mailer.send({
      to: account.email,
      ...passwordResetMail({
        siteName,
        name: account.name,
        resetUrl: `${siteUrl}/reset-password/${token}`,
        validMinutes: RESET_VALID_MINUTES,
      }),
    });
  }

  /** Sets a new password through a mailed link, which then stops working, as do older ones. */
  async resetPassword(token: string, password: string): Promise<string> {
    const tokenHash = this.hash(token);
    const [reset] = await this.db
      .select()
      .from(passwordResets)
      .where(and(eq(passwordResets.tokenHash, tokenHash), isNull(passwordResets.usedAt)));
    if (!reset) throw badRequest(ACCOUNT_MESSAGES.resetInvalid);
    const now = this.context.clock.now();
    if (reset.expiresAt.getTime() < now.getTime()) throw badRequest(ACCOUNT_MESSAGES.resetExpired);

    const passwordHash = await hashPassword(password);
    await this.db.transaction(async (tx) => {
      const claimed = await tx
        .update(passwordResets)
        .set({ usedAt: now })
        .where(and(eq(passwordResets.accountId, reset.accountId), isNull(passwordResets.usedAt)))
        .returning({ tokenHash: passwordResets.tokenHash });
      // A concurrent reset with the same link already used it.
      if (!claimed.some((row) => row.tokenHash === tokenHash))
        throw badRequest(ACCOUNT_MESSAGES.resetInvalid);
      await tx
        .update(accounts)
        .set({ passwordHash, updatedAt: now })
        .where(eq(accounts.id, reset.accountId));
    });
    return ACCOUNT_MESSAGES.passwordReset;
  }
}
