import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  forgotPasswordInputSchema,
  loginAnswerSchema,
  loginInputSchema,
  messageAnswerSchema,
  resetPasswordInputSchema,
  resetTokenSchema,
  setPasswordInputSchema,
  signupInputSchema,
  verifyOtpAnswerSchema,
  verifyOtpInputSchema,
} from '@/domain/account-schemas';
import type { AppContext } from '@/server/context';
import { requireUser } from '@/server/http/auth';
import { AccountsService } from './service';

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
    async (request) => ({ message: await accountsService.startSignup(request.body) }),
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
      preHandler: [loginThrottle.guard('login', emailOf)],
    },
    async (request) => ({ token: await accountsService.login(request.body) }),
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
      message: accountsService.requestPasswordReset(request.body.email, request.log),
    }),
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
};
