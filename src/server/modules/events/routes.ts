import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { eventListSchema, eventSchema } from '../../../domain/event-schemas';
import type { AppContext } from '../../context';
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
    async (request) => eventsService.list({ upcoming: request.query.upcoming }),
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
};
