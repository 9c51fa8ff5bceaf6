import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  eventAnswerSchema,
  eventInputSchema,
  eventUpdateInputSchema,
} from '../../../domain/admin-schemas';
import { messageAnswerSchema } from '../../../domain/account-schemas';
import { eventListSchema, eventSchema } from '../../../domain/event-schemas';
import type { AppContext } from '../../context';
import { adminOnly } from '../../http/auth';
import { sendCachedJson } from '../../http/cached-json';
import { EventsService } from './service';

export const eventIdParams = z.object({ id: z.uuid('This is not a valid event id.') });

export const eventRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const eventsService = new EventsService(context);

  app.get(
    '/events',
    {
      schema: {
        tags: ['events'],
        summary: 'All events by date, or only the upcoming ones',
        querystring: z.object({
          upcoming: z
            .stringbool()
            .optional()
            .describe('Only upcoming events, in the site time zone'),
        }),
        response: { 200: eventListSchema },
      },
    },
    async (request, reply) =>
      sendCachedJson(request, reply, await eventsService.cachedList(request.query)),
  );

  app.get(
    '/events/:id',
    {
      schema: {
        tags: ['events'],
        summary: 'One event',
        params: eventIdParams,
        response: { 200: eventSchema },
      },
    },
    async (request) => eventsService.get(request.params.id),
  );

  const adminSchema = { tags: ['events', 'admin'], security: [{ bearer: [] }] };

  app.post(
    '/events',
    {
      schema: {
        ...adminSchema,
        summary: 'Create an event',
        body: eventInputSchema,
        response: { 201: eventAnswerSchema },
      },
      onRequest: adminOnly,
    },
    async (request, reply) =>
      reply.status(201).send({ event: await eventsService.create(request.body) }),
  );

  app.put(
    '/events/:id',
    {
      schema: {
        ...adminSchema,
        summary: 'Replace an event, or change only its status',
        params: eventIdParams,
        body: eventUpdateInputSchema,
        response: { 200: eventAnswerSchema },
      },
      onRequest: adminOnly,
    },
    async (request) => ({ event: await eventsService.update(request.params.id, request.body) }),
  );

  app.delete(
    '/events/:id',
    {
      schema: {
        ...adminSchema,
        summary: 'Delete an event that has no registrations',
        params: eventIdParams,
        response: { 200: messageAnswerSchema },
      },
      onRequest: adminOnly,
    },
    async (request) => ({ message: await eventsService.remove(request.params.id) }),
  );
};
