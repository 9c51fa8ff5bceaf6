import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { languageOf } from '@/domain/i18n/languages';
import { MESSAGES } from '@/domain/messages';
import { queryInputSchema } from '@/domain/query-schemas';
import type { AppContext } from '@/server/context';
import { QueriesService } from './service';

export const queryRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const queriesService = new QueriesService(context);

  app.post(
    '/queries',
    {
      config: { access: 'public' },
      schema: {
        tags: ['queries'],
        summary: 'Send a query through the contact form',
        body: queryInputSchema,
        response: { 201: z.object({ message: z.string() }) },
      },
      bodyLimit: 32 * 1024,
      preHandler: [
        context.limits.byAccount(
          'queries',
          (request) => (request.body as { email?: unknown }).email,
        ),
        context.limits.byAddress('queries'),
      ],
    },
    async (request, reply) => {
      await queriesService.submit(request.body, request.log, languageOf(request.headers));
      return reply.status(201).send({ message: MESSAGES.querySubmitted });
    },
  );
};
