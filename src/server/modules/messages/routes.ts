import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  eventMessageAcceptedSchema,
  eventMessageInputSchema,
  eventMessageListSchema,
} from '@/domain/lifecycle';
import type { AppContext } from '@/server/context';
import { actorOf } from '@/server/http/access';
import { eventIdParams } from '../events/routes';
import { MessagesService, registerMessageJobs } from './service';

export const messageRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const service = new MessagesService(context);
  registerMessageJobs(context, service);
  const base = { tags: ['admin', 'messages'], security: [{ bearer: [] }], params: eventIdParams };

  app.post(
    '/admins/events/:id/messages',
    {
      config: { access: 'messages.write' },
      schema: {
        ...base,
        summary:
          "Write to an event's registrants (confirmed, waitlisted or all): queued, one mail each",
        body: eventMessageInputSchema,
        response: { 202: eventMessageAcceptedSchema },
      },
    },
    async (request, reply) =>
      reply.status(202).send(await service.send(request.params.id, request.body, actorOf(request))),
  );

  app.get(
    '/admins/events/:id/messages',
    {
      config: { access: 'messages.read' },
      schema: {
        ...base,
        summary: "An event's messages with how many were sent, failed or wait",
        response: { 200: eventMessageListSchema },
      },
    },
    async (request) => service.list(request.params.id),
  );
};
