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
  verifyOtpInputSchema,
} from '../../../domain/account-schemas';
import type { AppContext } from '../../context';
import { AccountsService } from './service';

const emailOf = (request: { body: unknown }) => (request.body as { email?: unknown }).email;

export const accountRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const accountsService = new AccountsService(context);
  const { limits } = context;
  const tags = ['accounts'];

  app.post(
    '/user/signup',
    {
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
      schema: {
        tags,
        summary: 'Check the e-mailed code',
        body: verifyOtpInputSchema,
        response: { 200: messageAnswerSchema },
      },
      preHandler: [limits.byAddress('signup')],
    },
    async (request) => ({ message: await accountsService.verifyCode(request.body) }),
  );

  app.post(
    '/user/set-password',
    {
      schema: {
        tags,
        summary: 'Finish signing up with a password',
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
      schema: {
        tags,
        summary: "Log in: answers the member's token",
        body: loginInputSchema,
        response: { 200: loginAnswerSchema },
      },
      preHandler: [limits.byAccount('login', emailOf), limits.byAddress('login')],
    },
    async (request) => ({ token: await accountsService.login(request.body) }),
  );

  app.post(
    '/user/forgot-password',
    {
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
