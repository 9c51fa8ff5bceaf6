import { and, eq, gte, isNull, lt, sql } from 'drizzle-orm';
import { z } from 'zod';
import type {
  loginInputSchema,
  setPasswordInputSchema,
  signupInputSchema,
  verifyOtpInputSchema,
  ResetLinkAnswer,
} from '@/domain/account-schemas';
import type { Language } from '@/domain/i18n/languages';
import { MESSAGES } from '@/domain/messages';
import { OTP_RESEND_COOLDOWN_MS } from '@/domain/timing';
import type { AppContext } from '@/server/context';
import { accounts, passwordResets, signupCodes, signupTickets } from '@/server/db/schema';
import { ACCESS_MESSAGES } from '@/server/http/access';
import { badRequest, conflict, forbidden, HttpError, unauthorized } from '@/server/http/errors';
import { chosenLanguage } from '@/server/mail/recipient-language';
import { passwordChangedMail, passwordResetMail, signUpCodeMail } from '@/server/mail/templates';
import {
  dummyPasswordHash,
  hashPassword,
  keyedHash,
  newResetToken,
  newSignupCode,
  newSignupTicket,
  sameHash,
  verifyPassword,
} from './secrets';
import { MEMBER_LOGIN } from './sign-in-code';
import { studentIdFor } from './student-ids';

export const CODE_VALID_MINUTES = 10;
export const MAX_CODE_ATTEMPTS = 5;
export const RESET_VALID_MINUTES = 60;
/** How long a sign-up ticket (the proof of a verified code) lets its holder set a password. */
export const SIGNUP_TICKET_VALID_MINUTES = 30;

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
  codeUsed: 'This code was already used. If you did not finish signing up, ask for a new code.',
  notVerified: 'Please verify your e-mail with the code first.',
  verificationExpired: `Your e-mail was verified more than ${SIGNUP_TICKET_VALID_MINUTES} minutes ago. Please ask for a new code.`,
  badLogin: 'Incorrect e-mail or password.',
  resetSent:
    'If an account exists for this e-mail, we have sent a link to reset its password. It works for one hour.',
  resetInvalid: 'This reset link is not valid or was already used. Please ask for a new one.',
  resetExpired: 'This reset link has expired. Please ask for a new one.',
  passwordReset: 'Your password has been reset. You can now log in.',
  accountGone: ACCESS_MESSAGES.accountGone,
  signedOutEverywhere: 'You are signed out on every device. Log in again to go on.',
} as const;

type SignupInput = z.output<typeof signupInputSchema>;
type VerifyOtpInput = z.output<typeof verifyOtpInputSchema>;
type SetPasswordInput = z.output<typeof setPasswordInputSchema>;
type LoginInput = z.output<typeof loginInputSchema>;

export interface VerifiedSignup {
  message: string;
  signupTicket: string;
}

const minutes = (n: number) => n * 60_000;

/** Tells a member their password changed, on the profile page or through a mailed link. */
export async function mailPasswordChanged(
  context: Pick<AppContext, 'config' | 'mailer'>,
  account: { name: string; email: string; language: string | null },
): Promise<void> {
  const { siteName, siteUrl } = context.config;
  await context.mailer.send({
    to: account.email,
    ...passwordChangedMail({
      language: chosenLanguage(account.language),
      siteName,
      name: account.name,
      contactUrl: `${siteUrl}/contact`,
    }),
  });
}

export class AccountsService {
  constructor(
    private readonly context: Pick<
      AppContext,
      'database' | 'clock' | 'config' | 'mailer' | 'tokens' | 'loginThrottle'
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

  /**
   * Step 1: e-mails a 6-digit code, at most once every 30 seconds per e-mail, in the language
   * of the request (there is no account yet to keep one).
   */
  async startSignup({ name, email }: SignupInput, language: Language): Promise<string> {
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
      // The name is not in the mail: it is unverified text, and the address is not yet proven.
      await this.context.mailer.send({
        to: email,
        ...signUpCodeMail({ language, siteName, code, validMinutes: CODE_VALID_MINUTES }),
      });
    } catch {
      // No mail, no code: let the person ask again at once.
      await this.db.delete(signupCodes).where(eq(signupCodes.email, email));
      throw new HttpError(503, ACCOUNT_MESSAGES.mailFailed);
    }
    return ACCOUNT_MESSAGES.codeSent(email);
  }

  /**
   * Step 2: checks the code and answers a single-use sign-up ticket. Each try is counted before
   * the code is compared, in one conditional update, so a burst of guesses gets five at most.
   */
  async verifyCode({ email, otp }: VerifyOtpInput): Promise<VerifiedSignup> {
    const now = this.context.clock.now();
    const [claimed] = await this.db
      .update(signupCodes)
      .set({ attempts: sql`${signupCodes.attempts} + 1` })
      .where(
        and(
          eq(signupCodes.email, email),
          isNull(signupCodes.verifiedAt),
          lt(signupCodes.attempts, MAX_CODE_ATTEMPTS),
          gte(signupCodes.expiresAt, now),
        ),
      )
      .returning();
    if (!claimed) throw await this.whyNoTry(email);

    if (!sameHash(this.hash(otp), claimed.codeHash)) {
      if (claimed.attempts >= MAX_CODE_ATTEMPTS)
        throw new HttpError(429, ACCOUNT_MESSAGES.tooManyTries);
      throw badRequest(ACCOUNT_MESSAGES.wrongCode(MAX_CODE_ATTEMPTS - claimed.attempts));
    }

    const ticket = newSignupTicket();
    await this.db.transaction(async (tx) => {
      // The same code sent twice at once: only one of them gets a ticket.
      const used = await tx
        .update(signupCodes)
        .set({ verifiedAt: now })
        .where(
          and(
            eq(signupCodes.email, email),
            eq(signupCodes.codeHash, claimed.codeHash),
            isNull(signupCodes.verifiedAt),
          ),
        )
        .returning({ email: signupCodes.email });
      if (used.length === 0) throw badRequest(ACCOUNT_MESSAGES.codeUsed);
      await tx
        .delete(signupTickets)
        .where(and(eq(signupTickets.email, email), lt(signupTickets.expiresAt, now)));
      await tx.insert(signupTickets).values({
        ticketHash: this.hash(ticket),
        email,
        name: claimed.name,
        expiresAt: new Date(now.getTime() + minutes(SIGNUP_TICKET_VALID_MINUTES)),
      });
    });
    return { message: ACCOUNT_MESSAGES.codeVerified, signupTicket: ticket };
  }

  /** Why a code could not be tried: no code, already used, used up, or expired. */
  private async whyNoTry(email: string): Promise<HttpError> {
    const [pending] = await this.db.select().from(signupCodes).where(eq(signupCodes.email, email));
    if (!pending) return badRequest(ACCOUNT_MESSAGES.noCode);
    if (pending.verifiedAt) return badRequest(ACCOUNT_MESSAGES.codeUsed);
    if (pending.attempts >= MAX_CODE_ATTEMPTS)
      return new HttpError(429, ACCOUNT_MESSAGES.tooManyTries);
    return badRequest(ACCOUNT_MESSAGES.codeExpired);
  }

  /**
   * Step 3: creates the account, with its student id, for the holder of a sign-up ticket. The
   * ticket is used up, and so is every other ticket and code for the e-mail.
   */
  async completeSignup({ email, password, signupTicket }: SetPasswordInput): Promise<string> {
    if (!signupTicket) throw forbidden(ACCOUNT_MESSAGES.notVerified);
    const ticketHash = this.hash(signupTicket);
    const [ticket] = await this.db
      .select()
      .from(signupTickets)
      .where(and(eq(signupTickets.ticketHash, ticketHash), eq(signupTickets.email, email)));
    if (!ticket) throw forbidden(ACCOUNT_MESSAGES.notVerified);
    if (ticket.expiresAt.getTime() < this.context.clock.now().getTime()) {
      throw forbidden(ACCOUNT_MESSAGES.verificationExpired);
    }

    const passwordHash = await hashPassword(password);
    await this.db.transaction(async (tx) => {
      const claimed = await tx
        .delete(signupTickets)
        .where(eq(signupTickets.ticketHash, ticketHash))
        .returning({ email: signupTickets.email });
      if (claimed.length === 0) throw forbidden(ACCOUNT_MESSAGES.notVerified);
      await studentIdFor(tx, email);
      const created = await tx
        .insert(accounts)
        .values({ email, name: ticket.name, passwordHash })
        .onConflictDoNothing({ target: accounts.email })
        .returning({ id: accounts.id });
      if (created.length === 0) throw conflict(ACCOUNT_MESSAGES.accountExists);
      await tx.delete(signupTickets).where(eq(signupTickets.email, email));
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
    return this.tokenFor(account);
  }

  /**
   * A fresh 10-minute token for a member whose token is still valid, with the claims read again
   * from the account (a changed name or e-mail shows at once; a deleted account gets 401).
   */
  async renewSession(accountId: string): Promise<string> {
    if (!z.uuid().safeParse(accountId).success) throw unauthorized(ACCOUNT_MESSAGES.accountGone);
    const [account] = await this.db.select().from(accounts).where(eq(accounts.id, accountId));
    if (!account) throw unauthorized(ACCOUNT_MESSAGES.accountGone);
    return this.tokenFor(account);
  }

  /** Ends every session of the member, this one included: each device must log in again. */
  async signOutEverywhere(accountId: string): Promise<string> {
    await this.db
      .update(accounts)
      .set({
        tokenVersion: sql`${accounts.tokenVersion} + 1`,
        updatedAt: this.context.clock.now(),
      })
      .where(eq(accounts.id, accountId));
    return ACCOUNT_MESSAGES.signedOutEverywhere;
  }

  private async tokenFor(account: {
    id: string;
    name: string;
    email: string;
    tokenVersion: number;
  }): Promise<string> {
    const studentId = await studentIdFor(this.db, account.email);
    return this.context.tokens.signUser({
      sub: account.id,
      id: studentId,
      name: account.name,
      email: account.email,
      ver: account.tokenVersion,
    });
  }

  /**
   * Answers the same whether or not the account exists. The mail goes out after the answer,
   * so the time taken does not tell either.
   */
  requestPasswordReset(
    email: string,
    log: { error(obj: object, msg: string): void },
    language: Language,
  ): string {
    void this.sendResetLink(email, language).catch((error: unknown) =>
      log.error({ err: error }, 'could not send a password reset link'),
    );
    return ACCOUNT_MESSAGES.resetSent;
  }

  /** In the language of the request that asked for it: whoever asks reads it next. */
  private async sendResetLink(email: string, language: Language) {
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
        language,
        siteName,
        name: account.name,
        resetUrl: `${siteUrl}/reset-password/${token}`,
        validMinutes: RESET_VALID_MINUTES,
      }),
    });
  }

  /** Sets a new password through a mailed link, which then stops working, as do older ones. */
  /** The unused, unexpired reset a mailed link's token opens; refused with why otherwise. */
  private async openReset(token: string, now: Date) {
    const [reset] = await this.db
      .select()
      .from(passwordResets)
      .where(and(eq(passwordResets.tokenHash, this.hash(token)), isNull(passwordResets.usedAt)));
    if (!reset) throw badRequest(ACCOUNT_MESSAGES.resetInvalid);
    if (reset.expiresAt.getTime() < now.getTime()) throw badRequest(ACCOUNT_MESSAGES.resetExpired);
    return reset;
  }

  /** Says whether a mailed link can still reset the password, before the person types one. */
  async checkResetLink(token: string): Promise<ResetLinkAnswer> {
    try {
      const reset = await this.openReset(token, this.context.clock.now());
      return { usable: true, expiresAt: reset.expiresAt.toISOString() };
    } catch (error) {
      if (error instanceof HttpError) return { usable: false, message: error.message };
      throw error;
    }
  }

  async resetPassword(token: string, password: string): Promise<string> {
    const tokenHash = this.hash(token);
    const now = this.context.clock.now();
    const reset = await this.openReset(token, now);

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
        .set({ passwordHash, tokenVersion: sql`${accounts.tokenVersion} + 1`, updatedAt: now })
        .where(eq(accounts.id, reset.accountId));
    });
    const [account] = await this.db.select().from(accounts).where(eq(accounts.id, reset.accountId));
    if (account) {
      // The owner proved the mailbox is theirs: guessing no longer locks them out.
      await this.context.loginThrottle.lift(MEMBER_LOGIN, account.email);
      await mailPasswordChanged(this.context, account);
    }
    return ACCOUNT_MESSAGES.passwordReset;
  }
}
