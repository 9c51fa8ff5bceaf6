import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  changeEmailInputSchema,
  changePasswordInputSchema,
  confirmEmailInputSchema,
  renewedSessionAnswerSchema,
  forgotPasswordInputSchema,
  loginAnswerSchema,
  loginInputSchema,
  messageAnswerSchema,
  languageInputSchema,
  profileInputSchema,
  profileSchema,
  resetPasswordInputSchema,
  resetLinkAnswerSchema,
  resetTokenSchema,
  setPasswordInputSchema,
  signInCodeRequestSchema,
  signupInputSchema,
  SIGN_IN_CODE_MESSAGES,
  verifyOtpAnswerSchema,
  verifyOtpInputSchema,
} from '@/domain/account-schemas';
import { languageOf } from '@/domain/i18n/languages';
import type { AppContext } from '@/server/context';
import { requireUser } from '@/server/http/auth';
import { ProfileService } from './profile';
import { AccountsService } from './service';
import { mailMemberSignInCode, MEMBER_LOGIN } from './sign-in-code';

const emailOf = (request: { body: unknown }) => (request.body as { email?: unknown }).email;

export const accountRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const accountsService = new AccountsService(context);
  const { limits, loginThrottle } = context;
  const tags = ['accounts'];

  app.post(
    '/user/signup',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Start signing up: e-mails a 6-digit code',
        body: signupInputSchema,
        response: { 200: messageAnswerSchema },
      },
      preHandler: [limits.byAccount('signup', emailOf), limits.byAddress('signup')],
    },
    async (request) => ({
      message: await accountsService.startSignup(request.body, languageOf(request.headers)),
    }),
  );

  app.post(
    '/user/verify-otp',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Check the e-mailed code: answers the single-use ticket that set-password needs',
        body: verifyOtpInputSchema,
        response: { 200: verifyOtpAnswerSchema },
      },
      preHandler: [limits.byAddress('signup')],
    },
    async (request) => accountsService.verifyCode(request.body),
  );

  app.post(
    '/user/set-password',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Finish signing up with a password and the ticket verify-otp answered',
        body: setPasswordInputSchema,
        response: { 201: messageAnswerSchema },
      },
      preHandler: [limits.byAddress('signup')],
    },
    async (request, reply) =>
      reply.status(201).send({ message: await accountsService.completeSignup(request.body) }),
  );

  app.post(
    '/user/login',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: "Log in: answers the member's token",
        body: loginInputSchema,
        response: { 200: loginAnswerSchema },
      },
      preHandler: [
        loginThrottle.guard(
          MEMBER_LOGIN,
          emailOf,
          (request) => (request.body as { signInCode?: unknown }).signInCode,
        ),
      ],
    },
    async (request) => ({ token: await accountsService.login(request.body) }),
  );

  app.post(
    '/user/login/sign-in-code',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary:
          'E-mail a one-time sign-in code, which logs in while wrong passwords have locked the account (the same answer for any e-mail)',
        body: signInCodeRequestSchema,
        response: { 200: messageAnswerSchema },
      },
      preHandler: [limits.byAccount('sign-in-code', emailOf), limits.byAddress('sign-in-code')],
    },
    async (request) => {
      context.afterAnswer.run(request.log, 'could not send a sign-in code', () =>
        mailMemberSignInCode(context, request.body.email),
      );
      return { message: SIGN_IN_CODE_MESSAGES.sent };
    },
  );

  app.post(
    '/user/refresh',
    {
      config: { access: 'member' },
      schema: {
        tags,
        security: [{ bearer: [] }],
        summary:
          "Renew a member's session while it is valid: a fresh 10-minute token, read again from the account",
        response: { 200: loginAnswerSchema },
      },
    },
    async (request) => ({ token: await accountsService.renewSession(requireUser(request).sub) }),
  );

  app.post(
    '/users/me/sign-out-everywhere',
    {
      config: { access: 'member' },
      schema: {
        tags,
        security: [{ bearer: [] }],
        summary: "End every one of the member's sessions, on every device, this one included",
        response: { 200: messageAnswerSchema },
      },
    },
    async (request) => ({
      message: await accountsService.signOutEverywhere(requireUser(request).sub),
    }),
  );

  app.post(
    '/user/forgot-password',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'E-mail a password reset link (the same answer for any e-mail)',
        body: forgotPasswordInputSchema,
        response: { 200: messageAnswerSchema },
      },
      preHandler: [
        limits.byAccount('forgot-password', emailOf),
        limits.byAddress('forgot-password'),
      ],
    },
    async (request) => ({
      message: accountsService.requestPasswordReset(
        request.body.email,
        request.log,
        languageOf(request.headers),
      ),
    }),
  );

  app.get(
    '/user/reset-password/:token',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Whether a mailed reset link can still set a password, or why not',
        params: z.object({ token: resetTokenSchema }),
        response: { 200: resetLinkAnswerSchema },
      },
      preHandler: [limits.byAddress('forgot-password')],
    },
    async (request) => accountsService.checkResetLink(request.params.token),
  );

  app.post(
    '/user/reset-password/:token',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Set a new password through a mailed link',
        params: z.object({ token: resetTokenSchema }),
        body: resetPasswordInputSchema,
        response: { 200: messageAnswerSchema },
      },
      preHandler: [limits.byAddress('forgot-password')],
    },
    async (request) => ({
      message: await accountsService.resetPassword(request.params.token, request.body.password),
    }),
  );

  const profile = new ProfileService(context);
  const member = { config: { access: 'member' as const } };
  const own = { tags: ['accounts', 'profile'], security: [{ bearer: [] }] };
  const accountOf = (request: FastifyRequest) =>
    request.identity?.role === 'user' && request.identity.sub;

  app.get(
    '/users/profile',
    {
      ...member,
      schema: {
        ...own,
        summary: "The member's profile: name, e-mail, student id, phone",
        response: { 200: profileSchema },
      },
    },
    async (request) => profile.get(requireUser(request)),
  );

  app.put(
    '/users/profile',
    {
      ...member,
      schema: {
        ...own,
        summary: "Change the member's name and phone",
        body: profileInputSchema,
        response: { 200: profileSchema },
      },
    },
    async (request) => profile.update(requireUser(request), request.body),
  );

  app.put(
    '/users/language',
    {
      ...member,
      schema: {
        ...own,
        summary: 'Keep the language the member chose (en, hi or mr), so mails follow it',
        body: languageInputSchema,
        response: { 200: languageInputSchema },
      },
    },
    async (request) => profile.setLanguage(requireUser(request), request.body.language),
  );

  app.post(
    '/users/password',
    {
      ...member,
      schema: {
        ...own,
        summary:
          'Change the password, the current one given: other sessions end, a new token answers and a mail tells the member',
        body: changePasswordInputSchema,
        response: { 200: renewedSessionAnswerSchema },
      },
      preHandler: [limits.byAccount('profile-password', accountOf)],
    },
    async (request) => profile.changePassword(requireUser(request), request.body),
  );

  app.post(
    '/users/email',
    {
      ...member,
      schema: {
        ...own,
        summary: 'Start changing the e-mail address: a code goes to the new one',
        body: changeEmailInputSchema,
        response: { 200: messageAnswerSchema },
      },
      preHandler: [limits.byAccount('profile-email', accountOf)],
    },
    async (request) => ({
      message: await profile.requestEmailChange(requireUser(request), request.body),
    }),
  );

  app.post(
    '/users/email/confirm',
    {
      ...member,
      schema: {
        ...own,
        summary:
          'Confirm the new e-mail address with its code: the account moves to it, both addresses are told, and a new token answers',
        body: confirmEmailInputSchema,
        response: { 200: renewedSessionAnswerSchema },
      },
      preHandler: [limits.byAccount('profile-email', accountOf)],
    },
    async (request) => profile.confirmEmailChange(requireUser(request), request.body),
  );
};
