import { eq } from 'drizzle-orm';
import type { AppContext } from '@/server/context';
import { accounts } from '@/server/db/schema';
import { SIGN_IN_CODE_VALID_MINUTES } from '@/server/http/sign-in-codes';
import { chosenLanguage } from '@/server/mail/recipient-language';
import { signInCodeMail } from '@/server/mail/templates';

/** The login throttle's group for member logins. */
export const MEMBER_LOGIN = 'login';

/**
 * Mails a member a code that passes their account's lock. Nothing is sent for an e-mail without
 * an account, and the answer is the same, after the mail: it does not tell either.
 */
export async function mailMemberSignInCode(
  context: Pick<AppContext, 'database' | 'config' | 'mailer' | 'loginThrottle'>,
  email: string,
): Promise<void> {
  const [account] = await context.database.db
    .select({
      email: accounts.email,
      passwordHash: accounts.passwordHash,
      language: accounts.language,
    })
    .from(accounts)
    .where(eq(accounts.email, email));
  if (!account?.passwordHash) return;
  const code = await context.loginThrottle.issueSignInCode(MEMBER_LOGIN, account.email);
  await context.mailer.send({
    to: account.email,
    ...signInCodeMail({
      language: chosenLanguage(account.language),
      siteName: context.config.siteName,
      code,
      validMinutes: SIGN_IN_CODE_VALID_MINUTES,
    }),
  });
}
