import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  eventMessageAcceptedSchema,
  eventMessageInputSchema,
  eventMessageListSchema,
  eventMessagePreviewSchema,
} from '@/domain/lifecycle';
import type { AppContext } from '@/server/context';
import { actorOf } from '@/server/http/access';
import { eventIdParams } from '../events/routes';
import { MessagesService } from './service';

export const messageRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const service = new MessagesService(context);
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

  app.post(
    '/admins/events/:id/messages/preview',
    {
      // A preview changes nothing: no audit entry.
      config: { access: 'messages.write', audited: false },
      schema: {
        ...base,
        summary: 'The mail as a recipient will read it, where replies go, and who gets it now',
        body: eventMessageInputSchema,
        response: { 200: eventMessagePreviewSchema },
      },
    },
    async (request) => service.preview(request.params.id, request.body, actorOf(request)),
  );

  app.post(
    '/admins/events/:id/messages/:messageId/cancel',
    {
      config: { access: 'messages.write' },
      schema: {
        ...base,
        summary: "Calls off a scheduled message before it goes out; answers the event's messages",
        params: eventIdParams.extend({ messageId: z.uuid('This is not a valid message id.') }),
        response: { 200: eventMessageListSchema },
      },
    },
    async (request) => {
      await service.cancel(request.params.id, request.params.messageId, actorOf(request));
      return service.list(request.params.id);
    },
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
