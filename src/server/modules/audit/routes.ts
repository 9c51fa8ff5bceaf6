import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditEntryListSchema, auditQuerySchema } from '@/domain/audit';
import type { AppContext } from '@/server/context';
import { sendPage } from '@/server/http/paging';
import { AuditService } from './service';

/** The audit log, for owners and viewers (the Activity tab). */
export const auditRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const service = new AuditService(context);

  app.get(
    '/admins/audit',
    {
      config: { access: 'audit.read' },
      schema: {
        tags: ['admin', 'audit'],
        security: [{ bearer: [] }],
        summary:
          'Who changed what, newest first, paged; by admin, action, record (type, type:id or id) and days',
        querystring: auditQuerySchema,
        response: { 200: auditEntryListSchema },
      },
    },
    async (request, reply) => sendPage(reply, await service.list(request.query)),
  );
};
