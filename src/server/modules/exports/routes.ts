import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registrationTypeSchema } from '@/domain/event-schemas';
import { form10bdQuerySchema } from '@/domain/payments';
import { queriesExportQuerySchema } from '@/domain/query-inbox-schemas';
import type { AppContext } from '@/server/context';
import { auditFilterSchema, type AuditAction } from '@/domain/audit';
import { actorOf } from '@/server/http/access';
import { audit } from '../audit/audit';
import { ExportsService, type CsvExport } from './service';

function sendCsv(reply: FastifyReply, file: CsvExport) {
  return (
    reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${file.fileName}"`)
      .header('cache-control', 'no-store')
      // One batch waits at a time: the rest of the file stays in the database until it is read.
      .send(Readable.from(file.stream, { highWaterMark: 1 }))
  );
}

export const exportRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const exportsService = new ExportsService(context);
  const schema = { tags: ['admin', 'exports'], security: [{ bearer: [] }], produces: ['text/csv'] };
  // Brotli buffers the stream until the end; gzip sends the first rows at once.
  const compress = { encodings: ['gzip' as const] };
  /** Every export of personal data is logged before its first row leaves. */
  const logExport = (request: FastifyRequest, action: AuditAction, filters: object = {}) =>
    audit(context.database.db, actorOf(request), action, null, null, { ...filters });
  const peopleExport = { access: 'registrations.read', audited: true } as const;
  const moneyExport = { access: 'money.read', audited: true } as const;

  app.get(
    '/admins/exports/registrations.csv',
    {
      compress,
      config: peopleExport,
      schema: {
        ...schema,
        summary: 'Individual or team registrations as CSV, for all events or one',
        querystring: z.object({ type: registrationTypeSchema, event: z.uuid().optional() }),
      },
    },
    async (request, reply) => {
      const file = await exportsService.registrations(request.query.type, request.query.event);
      await logExport(request, 'export.registrations', request.query);
      return sendCsv(reply, file);
    },
  );

  app.get(
    '/admins/exports/users.csv',
    { compress, config: peopleExport, schema: { ...schema, summary: 'Registrants as CSV' } },
    async (request, reply) => {
      await logExport(request, 'export.users');
      return sendCsv(reply, exportsService.users());
    },
  );

  app.get(
    '/admins/exports/donations.csv',
    { compress, config: moneyExport, schema: { ...schema, summary: 'Donations as CSV' } },
    async (request, reply) => {
      await logExport(request, 'export.donations');
      return sendCsv(reply, exportsService.donations());
    },
  );

  app.get(
    '/admins/exports/queries.csv',
    {
      compress,
      config: { access: 'messages.read', audited: true },
      schema: {
        ...schema,
        summary: 'Contact queries as CSV, searched and by status like the inbox',
        querystring: queriesExportQuerySchema,
      },
    },
    async (request, reply) => {
      await logExport(request, 'export.queries', request.query);
      return sendCsv(reply, exportsService.queries(request.query));
    },
  );

  app.get(
    '/admins/exports/payments.csv',
    {
      compress,
      config: moneyExport,
      schema: { ...schema, summary: 'Every payment as CSV, with refunds and receipts' },
    },
    async (request, reply) => {
      await logExport(request, 'export.payments');
      return sendCsv(reply, exportsService.payments());
    },
  );

  app.get(
    '/admins/exports/event-summary.csv',
    {
      compress,
      // Counts and sums per event: no one's personal data, so not logged as an export.
      config: { access: 'money.read' },
      schema: {
        ...schema,
        summary: "Each event's registrations by state and its money, a row per event",
      },
    },
    async (_request, reply) => sendCsv(reply, exportsService.eventSummaries()),
  );

  app.get(
    '/admins/exports/form-10bd.csv',
    {
      compress,
      config: moneyExport,
      schema: {
        ...schema,
        summary: "A financial year's donations in the columns of Form 10BD (section 80G)",
        querystring: form10bdQuerySchema,
      },
    },
    async (request, reply) => {
      await logExport(request, 'export.form-10bd', request.query);
      return sendCsv(reply, exportsService.form10bd(request.query.fy));
    },
  );

  app.get(
    '/admins/exports/audit.csv',
    {
      compress,
      config: { access: 'audit.read', audited: true },
      schema: {
        ...schema,
        summary: 'The activity log as CSV, with the filters of the Activity tab',
        querystring: auditFilterSchema,
      },
    },
    async (request, reply) => {
      await logExport(request, 'export.audit', request.query);
      return sendCsv(reply, exportsService.activity(request.query));
    },
  );
};
