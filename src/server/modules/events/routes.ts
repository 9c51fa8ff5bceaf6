import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  eventAnswerSchema,
  eventInputSchema,
  eventUpdateInputSchema,
} from '@/domain/admin-schemas';
import { messageAnswerSchema } from '@/domain/account-schemas';
import { eventListSchema, eventSchema } from '@/domain/event-schemas';
import type { AppContext } from '@/server/context';
import { actorOf } from '@/server/http/access';
import { sendCachedJson } from '@/server/http/cached-json';
import { EventsService } from './service';

export const eventIdParams = z.object({ id: z.uuid('This is not a valid event id.') });

export const eventRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const eventsService = new EventsService(context);

  app.get(
    '/events',
    {
      config: { access: 'public' },
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
      config: { access: 'public' },
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
      config: { access: 'events.write' },
      schema: {
        ...adminSchema,
        summary: 'Create an event',
        body: eventInputSchema,
        response: { 201: eventAnswerSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ event: await eventsService.create(request.body, actorOf(request)) }),
  );

  app.put(
    '/events/:id',
    {
      config: { access: 'events.write' },
      schema: {
        ...adminSchema,
        summary: 'Replace an event, or change only its status',
        params: eventIdParams,
        body: eventUpdateInputSchema,
        response: { 200: eventAnswerSchema },
      },
    },
    async (request) => ({
      event: await eventsService.update(request.params.id, request.body, actorOf(request)),
    }),
  );

  app.delete(
    '/events/:id',
    {
      config: { access: 'events.write' },
      schema: {
        ...adminSchema,
        summary: 'Delete an event that has no registrations',
        params: eventIdParams,
        response: { 200: messageAnswerSchema },
      },
    },
    async (request) => ({
      message: await eventsService.remove(request.params.id, actorOf(request)),
    }),
  );
};
