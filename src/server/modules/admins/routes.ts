import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loginAnswerSchema } from '../../../domain/account-schemas';
import { adminLoginInputSchema, totalCollectedSchema } from '../../../domain/admin-schemas';
import type { AppContext } from '../../context';
import { adminOnly, requireAdmin } from '../../http/auth';
import { AdminsService } from './service';
import { totalCollected } from './totals';

export const adminRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const adminsService = new AdminsService(context);
  const tags = ['admin'];
  const security = [{ bearer: [] }];

  app.post(
    '/admins/login',
    {
      schema: {
        tags,
        summary: "Log in as an admin: answers the admin's token",
        body: adminLoginInputSchema,
        response: { 200: loginAnswerSchema },
      },
      preHandler: [
        context.limits.byAccount(
          'admin-login',
          (request) => (request.body as { username?: unknown }).username,
        ),
        context.limits.byAddress('admin-login'),
      ],
    },
    async (request) => ({
      token: await adminsService.login(request.body.username, request.body.password),
    }),
  );

  app.get(
    '/admins/verify-token',
    {
      schema: {
        tags,
        security,
        summary: 'Whether the token is a valid admin token',
        response: { 200: z.object({ username: z.string() }) },
      },
      onRequest: adminOnly,
    },
    async (request) => ({ username: requireAdmin(request).username }),
  );

  app.get(
    '/admins/total-collected',
    {
      schema: {
        tags,
        security,
        summary: 'Money collected: paid registrations per event, and donations',
        response: { 200: totalCollectedSchema },
      },
      onRequest: adminOnly,
    },
    async () => totalCollected(context),
  );
};
