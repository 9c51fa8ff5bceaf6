import { eq } from 'drizzle-orm';
import type { AppContext } from '@/server/context';
import { admins } from '@/server/db/schema';
import { SIGN_IN_CODE_VALID_MINUTES } from '@/server/http/sign-in-codes';
import { signInCodeMail } from '@/server/mail/templates';

/** The login throttle's group for admin logins: wrong passwords and wrong two-factor codes. */
export const ADMIN_LOGIN = 'admin-login';

/**
 * Mails an admin a code that passes their account's lock, to the address on file; nothing for
 * an unknown, disabled or invited admin, with the same answer.
 */
export async function mailAdminSignInCode(
  context: Pick<AppContext, 'database' | 'config' | 'mailer' | 'loginThrottle'>,
  username: string,
): Promise<void> {
  const [admin] = await context.database.db
    .select()
    .from(admins)
    .where(eq(admins.username, username));
  if (!admin?.email || !admin.passwordHash || admin.disabledAt) return;
  const code = await context.loginThrottle.issueSignInCode(ADMIN_LOGIN, admin.username);
  await context.mailer.send({
    to: admin.email,
    ...signInCodeMail({
      siteName: context.config.siteName,
      code,
      validMinutes: SIGN_IN_CODE_VALID_MINUTES,
    }),
  });
}
