import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminQueriesQuerySchema,
  adminQueryListSchema,
  adminQuerySchema,
  queryReplyInputSchema,
  queryStatusInputSchema,
} from '@/domain/query-inbox-schemas';
import type { AppContext } from '@/server/context';
import { actorOf } from '@/server/http/access';
import { sendPage } from '@/server/http/paging';
import { QueryInboxService } from './admin-service';

const queryParams = z.object({ id: z.uuid('This is not a valid query id.') });

/** The admins' inbox of contact queries: list, reply by e-mail, and status by hand. */
export const queryInboxRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const service = new QueryInboxService(context);
  const base = { tags: ['admin', 'queries'], security: [{ bearer: [] }] };

  app.get(
    '/admins/queries',
    {
      config: { access: 'messages.read' },
      schema: {
        ...base,
        summary: 'Contact queries, newest first, paged, searchable, by status',
        querystring: adminQueriesQuerySchema,
        response: { 200: adminQueryListSchema },
      },
    },
    async (request, reply) => sendPage(reply, await service.list(request.query)),
  );

  app.post(
    '/admins/queries/:id/reply',
    {
      config: { access: 'messages.write' },
      schema: {
        ...base,
        summary: 'E-mail a reply to whoever sent the query, and mark it answered',
        description:
          'The reply is stored only once the mail has gone; 503 when it could not be sent.',
        params: queryParams,
        body: queryReplyInputSchema,
        response: { 200: adminQuerySchema },
      },
    },
    async (request) =>
      service.reply(request.params.id, request.body.message, actorOf(request), request.log),
  );

  app.put(
    '/admins/queries/:id',
    {
      config: { access: 'messages.write' },
      schema: {
        ...base,
        summary: 'Mark a query new or answered by hand',
        params: queryParams,
        body: queryStatusInputSchema,
        response: { 200: adminQuerySchema },
      },
    },
    async (request) => service.setStatus(request.params.id, request.body.status, actorOf(request)),
  );
};
