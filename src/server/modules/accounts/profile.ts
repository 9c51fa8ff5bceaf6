import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  changeEmailInputSchema,
  changePasswordInputSchema,
  confirmEmailInputSchema,
  Profile,
  profileInputSchema,
} from '@/domain/account-schemas';
import type { Language } from '@/domain/i18n/languages';
import type { AppContext } from '@/server/context';
import {
  accounts,
  donations,
  emailChanges,
  payments,
  people,
  registrations,
  signupCodes,
} from '@/server/db/schema';
import { badRequest, conflict, HttpError, unauthorized } from '@/server/http/errors';
import { chosenLanguage } from '@/server/mail/recipient-language';
import { emailChangeCodeMail, emailChangedMail } from '@/server/mail/templates';
import { hashPassword, keyedHash, newSignupCode, sameHash, verifyPassword } from './secrets';
import {
  ACCOUNT_MESSAGES,
  CODE_VALID_MINUTES,
  mailPasswordChanged,
  MAX_CODE_ATTEMPTS,
} from './service';
import { studentIdFor } from './student-ids';

export const PROFILE_MESSAGES = {
  saved: 'Your profile is saved.',
  wrongPassword: 'Your current password is not right.',
  passwordChanged:
    'Your password is changed, and every other device is signed out. A mail confirms it.',
  sameEmail: 'This is already your e-mail address.',
  emailTaken: 'This e-mail address is already used on this site. Choose another.',
  codeSent: (email: string) =>
    `We have sent a 6-digit code to ${email}. Enter it here to confirm the new address; it is valid for ${CODE_VALID_MINUTES} minutes.`,
  noChange: 'Please ask for a code to your new address first.',
  emailChanged: (email: string) => `Your e-mail address is now ${email}.`,
} as const;

type ProfileContext = Pick<AppContext, 'database' | 'clock' | 'config' | 'mailer' | 'tokens'>;
type Member = { sub: string; email: string };

const minutes = (n: number) => n * 60_000;

/**
 * The member's own profile: name and phone, a new password (the current one asked), and a new
 * e-mail address, confirmed by a code sent to it; each change of password or address is mailed.
 */
export class ProfileService {
  constructor(private readonly context: ProfileContext) {}

  private get db() {
    return this.context.database.db;
  }

  private hash(secret: string) {
    return keyedHash(secret, this.context.config.jwtSecret);
  }

  private get contactUrl() {
    return `${this.context.config.siteUrl}/contact`;
  }

  private async account(member: Member) {
    const [account] = await this.db.select().from(accounts).where(eq(accounts.id, member.sub));
    if (!account) throw unauthorized(ACCOUNT_MESSAGES.accountGone);
    return account;
  }

  /** The profile; without a phone of their own, the one of the member's latest registration. */
  async get(member: Member): Promise<Profile> {
    const account = await this.account(member);
    let phone = account.phone;
    if (!phone) {
      const [latest] = await this.db
        .select({ contact: registrations.contact })
        .from(registrations)
        .where(eq(registrations.email, account.email))
        .orderBy(desc(registrations.createdAt))
        .limit(1);
      phone = latest?.contact ?? null;
    }
    return {
      name: account.name,
      email: account.email,
      studentId: await studentIdFor(this.db, account.email),
      phone,
    };
  }

  async update(member: Member, input: z.output<typeof profileInputSchema>): Promise<Profile> {
    const account = await this.account(member);
    await this.db
      .update(accounts)
      .set({ name: input.name, phone: input.phone, updatedAt: this.context.clock.now() })
      .where(eq(accounts.id, account.id));
    return this.get(member);
  }

  /** Keeps the language the member chose, so mails can follow it. */
  async setLanguage(member: Member, language: Language): Promise<{ language: Language }> {
    const account = await this.account(member);
    await this.db
      .update(accounts)
      .set({ language, updatedAt: this.context.clock.now() })
      .where(eq(accounts.id, account.id));
    return { language };
  }

  private async checkPassword(passwordHash: string, password: string) {
    if (!(await verifyPassword(password, passwordHash))) {
      throw badRequest(PROFILE_MESSAGES.wrongPassword);
    }
  }

  async changePassword(
    member: Member,
    input: z.output<typeof changePasswordInputSchema>,
  ): Promise<{ message: string; token: string }> {
    const account = await this.account(member);
    await this.checkPassword(account.passwordHash, input.currentPassword);
    // Whoever else knew the old password is signed out; this device carries on.
    await this.db
      .update(accounts)
      .set({
        passwordHash: await hashPassword(input.newPassword),
        updatedAt: this.context.clock.now(),
        tokenVersion: sql`${accounts.tokenVersion} + 1`,
      })
      .where(eq(accounts.id, account.id));
    await mailPasswordChanged(this.context, account);
    return {
      message: PROFILE_MESSAGES.passwordChanged,
      token: await this.renewedToken(account, account.email),
    };
  }

  /** The token of this device's session once the account's version has gone up by one. */
  private async renewedToken(
    account: { id: string; name: string; tokenVersion: number },
    email: string,
  ): Promise<string> {
    return this.context.tokens.signUser({
      sub: account.id,
      id: await studentIdFor(this.db, email),
      name: account.name,
      email,
      ver: account.tokenVersion + 1,
    });
  }

  /** Mails a code to the new address (the current password asked first). */
  async requestEmailChange(
    member: Member,
    input: z.output<typeof changeEmailInputSchema>,
  ): Promise<string> {
    const account = await this.account(member);
    await this.checkPassword(account.passwordHash, input.currentPassword);
    if (input.newEmail === account.email) throw badRequest(PROFILE_MESSAGES.sameEmail);
    await this.refuseTaken(input.newEmail);
    const now = this.context.clock.now();
    const code = newSignupCode();
    const row = {
      newEmail: input.newEmail,
      codeHash: this.hash(code),
      expiresAt: new Date(now.getTime() + minutes(CODE_VALID_MINUTES)),
      attempts: 0,
      sentAt: now,
    };
    await this.db
      .insert(emailChanges)
      .values({ accountId: account.id, ...row })
      .onConflictDoUpdate({ target: emailChanges.accountId, set: row });
    try {
      await this.context.mailer.send({
        to: input.newEmail,
        ...emailChangeCodeMail({
          language: chosenLanguage(account.language),
          siteName: this.context.config.siteName,
          name: account.name,
          code,
          validMinutes: CODE_VALID_MINUTES,
        }),
      });
    } catch {
      await this.db.delete(emailChanges).where(eq(emailChanges.accountId, account.id));
      throw new HttpError(503, ACCOUNT_MESSAGES.mailFailed);
    }
    return PROFILE_MESSAGES.codeSent(input.newEmail);
  }

  /** Someone else's address, an account's or a person's the site keeps (registered by an admin). */
  private async refuseTaken(email: string, tx: Pick<typeof this.db, 'select'> = this.db) {
    const [person] = await tx.select().from(people).where(eq(people.email, email));
    const [pending] = await tx.select().from(signupCodes).where(eq(signupCodes.email, email));
    if (person || pending?.verifiedAt) throw conflict(PROFILE_MESSAGES.emailTaken);
  }

  /**
   * Checks the code (each try counted first, five at most) and moves the member to the new
   * address in one transaction: the person (their account and registrations follow), their
   * donations and payments. Both addresses are told. Answers a token with the new address.
   */
  async confirmEmailChange(
    member: Member,
    input: z.output<typeof confirmEmailInputSchema>,
  ): Promise<{ message: string; token: string }> {
    const account = await this.account(member);
    const now = this.context.clock.now();
    const [claimed] = await this.db
      .update(emailChanges)
      .set({ attempts: sql`${emailChanges.attempts} + 1` })
      .where(
        and(eq(emailChanges.accountId, account.id), lt(emailChanges.attempts, MAX_CODE_ATTEMPTS)),
      )
      .returning();
    if (!claimed) {
      const [change] = await this.db
        .select()
        .from(emailChanges)
        .where(eq(emailChanges.accountId, account.id));
      throw badRequest(change ? ACCOUNT_MESSAGES.tooManyTries : PROFILE_MESSAGES.noChange);
    }
    if (claimed.expiresAt.getTime() < now.getTime()) throw badRequest(ACCOUNT_MESSAGES.codeExpired);
    if (!sameHash(claimed.codeHash, this.hash(input.code))) {
      if (claimed.attempts >= MAX_CODE_ATTEMPTS) throw badRequest(ACCOUNT_MESSAGES.tooManyTries);
      throw badRequest(ACCOUNT_MESSAGES.wrongCode(MAX_CODE_ATTEMPTS - claimed.attempts));
    }
    const oldEmail = account.email;
    const newEmail = claimed.newEmail;
    await this.db.transaction(async (tx) => {
      await this.refuseTaken(newEmail, tx);
      // The account and the registrations follow the person (on update cascade).
      await tx.update(people).set({ email: newEmail }).where(eq(people.email, oldEmail));
      await tx.update(donations).set({ email: newEmail }).where(eq(donations.email, oldEmail));
      await tx.update(payments).set({ email: newEmail }).where(eq(payments.email, oldEmail));
      // Other devices still hold the old address: their sessions end.
      await tx
        .update(accounts)
        .set({ updatedAt: now, tokenVersion: sql`${accounts.tokenVersion} + 1` })
        .where(eq(accounts.id, account.id));
      await tx.delete(emailChanges).where(eq(emailChanges.accountId, account.id));
    });
    const mail = emailChangedMail({
      language: chosenLanguage(account.language),
      siteName: this.context.config.siteName,
      name: account.name,
      oldEmail,
      newEmail,
      contactUrl: this.contactUrl,
    });
    await Promise.all([
      this.context.mailer.send({ to: oldEmail, ...mail }),
      this.context.mailer.send({ to: newEmail, ...mail }),
    ]);
    const token = await this.renewedToken(account, newEmail);
    return { message: PROFILE_MESSAGES.emailChanged(newEmail), token };
  }
}
