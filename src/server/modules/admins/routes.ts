import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageAnswerSchema, SIGN_IN_CODE_MESSAGES } from '@/domain/account-schemas';
import {
  adminLoginInputSchema,
  adminSignInCodeRequestSchema,
  changeOwnPasswordInputSchema,
  totalCollectedSchema,
} from '@/domain/admin-schemas';
import {
  adminLoginAnswerSchema,
  adminSelfSchema,
  passwordChangedAnswerSchema,
  recoveryCodesInputSchema,
  twoFactorDisableInputSchema,
  twoFactorEnabledSchema,
  twoFactorEnableInputSchema,
  twoFactorSetupInputSchema,
  twoFactorSetupSchema,
  COMMITTEE_MESSAGES,
} from '@/domain/committee-schemas';
import type { AppContext } from '@/server/context';
import { actorOf, adminOf } from '@/server/http/access';
import { AdminsService } from './service';
import { ADMIN_LOGIN, mailAdminSignInCode } from './sign-in-code';
import { totalCollected } from './totals';
import { TwoFactorService } from './two-factor';

const usernameOf = (request: { body: unknown }) =>
  (request.body as { username?: unknown }).username;

/** Signing in, and each admin's own account: password, two-factor sign-in, sessions. */
export const adminRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const adminsService = new AdminsService(context);
  const twoFactor = new TwoFactorService(context);
  const tags = ['admin'];
  const security = [{ bearer: [] }];
  const ownAccount = { access: 'account' } as const;
  /** A wrong password asked again counts like a wrong login password. */
  const passwordThrottle = context.loginThrottle.guard(
    'admin-password',
    (request) => request.admin?.id,
  );

  app.post(
    '/admins/login',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary:
          "Log in as an admin: answers the admin's token, or asks for the two-factor code (send it with the password)",
        body: adminLoginInputSchema,
        response: { 200: adminLoginAnswerSchema },
      },
      // A wrong code counts like a wrong password.
      preHandler: [
        context.loginThrottle.guard(
          ADMIN_LOGIN,
          usernameOf,
          (request) => (request.body as { signInCode?: unknown }).signInCode,
        ),
      ],
    },
    async (request) => adminsService.login(request.body, request.ip),
  );

  app.post(
    '/admins/login/sign-in-code',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary:
          "E-mail a one-time sign-in code to the admin's address, which logs in while wrong passwords or codes have locked the account",
        body: adminSignInCodeRequestSchema,
        response: { 200: messageAnswerSchema },
      },
      preHandler: [
        context.limits.byAccount('admin-sign-in-code', usernameOf),
        context.limits.byAddress('admin-sign-in-code'),
      ],
    },
    async (request) => {
      context.afterAnswer.run(request.log, 'could not send a sign-in code', () =>
        mailAdminSignInCode(context, request.body.username),
      );
      return { message: SIGN_IN_CODE_MESSAGES.adminSent };
    },
  );

  app.get(
    '/admins/verify-token',
    {
      config: ownAccount,
      schema: {
        tags,
        security,
        summary: 'Whether the token is a valid admin token: who it is, their role and permissions',
        response: { 200: adminSelfSchema },
      },
    },
    async (request) => adminsService.self(adminOf(request)),
  );

  app.post(
    '/admins/me/password',
    {
      config: ownAccount,
      schema: {
        tags,
        security,
        summary:
          'Change your own admin password (the current one is asked again); every other session ends',
        body: changeOwnPasswordInputSchema,
        response: { 200: passwordChangedAnswerSchema },
      },
      // A wrong current password counts like a wrong login password.
      preHandler: [passwordThrottle],
    },
    async (request) => adminsService.changeOwnPassword(actorOf(request), request.body),
  );

  app.post(
    '/admins/me/sign-out-everywhere',
    {
      config: ownAccount,
      schema: {
        tags,
        security,
        summary: 'End every session of yours, on every device, this one included',
        response: { 200: messageAnswerSchema },
      },
    },
    async (request) => ({ message: await adminsService.signOutEverywhere(actorOf(request)) }),
  );

  app.post(
    '/admins/me/two-factor/setup',
    {
      config: ownAccount,
      schema: {
        tags,
        security,
        summary:
          'Start two-factor sign-in (your password is asked again): a new secret to scan (a QR code of its otpauth address)',
        body: twoFactorSetupInputSchema,
        response: { 200: twoFactorSetupSchema },
      },
      preHandler: [passwordThrottle],
    },
    async (request) => twoFactor.setup(actorOf(request), request.body.password),
  );

  app.post(
    '/admins/me/two-factor/enable',
    {
      config: ownAccount,
      schema: {
        tags,
        security,
        summary:
          'Turn two-factor sign-in on with a code from the app: answers ten recovery codes, shown once',
        body: twoFactorEnableInputSchema,
        response: { 200: twoFactorEnabledSchema },
      },
    },
    async (request) => ({
      message: COMMITTEE_MESSAGES.twoFactorOn,
      recoveryCodes: await twoFactor.enable(actorOf(request), request.body.code),
    }),
  );

  app.post(
    '/admins/me/two-factor/disable',
    {
      config: ownAccount,
      schema: {
        tags,
        security,
        summary: 'Turn two-factor sign-in off (your password is asked again)',
        body: twoFactorDisableInputSchema,
        response: { 200: messageAnswerSchema },
      },
      preHandler: [passwordThrottle],
    },
    async (request) => ({
      message: await twoFactor.disable(actorOf(request), request.body.password),
    }),
  );

  app.post(
    '/admins/me/two-factor/recovery-codes',
    {
      config: ownAccount,
      schema: {
        tags,
        security,
        summary:
          'Ten new recovery codes, shown once (your password is asked again); the old ones stop working',
        body: recoveryCodesInputSchema,
        response: { 200: twoFactorEnabledSchema },
      },
      preHandler: [passwordThrottle],
    },
    async (request) => ({
      message: COMMITTEE_MESSAGES.recoveryCodesRenewed,
      recoveryCodes: await twoFactor.renewRecoveryCodes(actorOf(request), request.body.password),
    }),
  );

  app.get(
    '/admins/total-collected',
    {
      config: { access: 'money.read' },
      schema: {
        tags,
        security,
        summary: 'Money collected: paid registrations per event, and donations',
        response: { 200: totalCollectedSchema },
      },
    },
    async () => totalCollected(context.database.db),
  );
};
